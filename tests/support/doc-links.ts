import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * What a guide points at that is not there: relative links (and their #anchors) and the
 * repository paths it names in `code` or in the README's folder tree. A reader who follows
 * the docs must land on something real.
 */

/** Folders the docs name that a fresh clone need not hold: a studio adds its client sites itself. */
const MAY_BE_ABSENT = ['site-content/clients'];

/** The project's own top-level entries: a `code` span is a repository path when it starts with one. */
function topLevelEntries(root: string): Set<string> {
  const ignored = readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return new Set(readdirSync(root).filter((name) => name !== '.git' && !ignored.includes(name)));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
export function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = headingAnchor(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The text with fenced code blocks blanked out (their lines kept, so nothing shifts). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ''));
}

/** The text of the fenced code blocks alone. */
function fencedText(markdown: string): string {
  return [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map(([, body]) => body).join('\n');
}

/** Does a path exist, where `*` and `<placeholder>` in a segment stand for any name? */
export function pathExists(root: string, path: string): boolean {
  const segments = path.replace(/\/$/, '').split('/');
  const walk = (folder: string, index: number): boolean => {
    if (index === segments.length) return true;
    const segment = segments[index];
    if (!/[*<]/.test(segment)) {
      const next = join(folder, segment);
      return (
        existsSync(next) && (index === segments.length - 1 || statSync(next).isDirectory()) && walk(next, index + 1)
      );
    }
    if (!existsSync(folder) || !statSync(folder).isDirectory()) return false;
    const pattern = new RegExp(
      `^${segment
        .split(/(\*|<[^>]+>)/)
        .map((part) => (part === '*' || /^<.+>$/.test(part) ? '.+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('')}$`,
    );
    return readdirSync(folder).some((name) => pattern.test(name) && walk(join(folder, name), index + 1));
  };
  if (walk(root, 0)) return true;
  return MAY_BE_ABSENT.some((optional) => path === optional || path.startsWith(`${optional}/`));
}

/** The paths the README's folder tree names, each written out from the root (`src/blocks/<type>/`). */
function treePaths(markdown: string): string[] {
  const section = markdown.split(/^## Layout$/m)[1];
  const tree = section?.match(/^```\n([\s\S]*?)^```/m)?.[1];
  if (!tree) return [];
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = line.match(/^( *)(\S+?)(?: {2,}|$)/);
    if (!match || match[2].includes(',')) continue;
    const depth = match[1].length / 2;
    parents.length = depth;
    const path = [...parents, match[2]].join('');
    paths.push(path);
    if (match[2].endsWith('/')) parents[depth] = match[2];
  }
  return paths;
}

export interface MissingTarget {
  file: string;
  target: string;
}

/** Every link, anchor and repository path in the given Markdown files that leads nowhere. */
export function missingTargets(root: string, files: string[]): MissingTarget[] {
  const roots = topLevelEntries(root);
  const missing: MissingTarget[] = [];
  for (const file of files) {
    const markdown = readFileSync(file, 'utf8');
    const prose = withoutFences(markdown);
    const name = relative(root, file);
    // A link written inside `code` is an example of the syntax, not a link of the guide's.
    const links = prose.replace(/`[^`\n]*`/g, '');
    for (const [, target] of links.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const linked = path ? join(dirname(file), path) : file;
      if (!existsSync(linked)) missing.push({ file: name, target });
      else if (anchor && linked.endsWith('.md') && !anchorsOf(readFileSync(linked, 'utf8')).has(anchor))
        missing.push({ file: name, target });
    }
    // A path the guide shows a command creating (in a fenced block, as the scaffold prints) is the reader's to make.
    const fenced = fencedText(markdown);
    const named = [...prose.matchAll(/`([\w.@<>*/-]+)`/g)]
      .map(([, span]) => span)
      .filter((span) => !fenced.includes(span));
    for (const path of [...named, ...treePaths(markdown)]) {
      const first = path.split('/')[0];
      const isRepositoryPath = path.includes('/') ? roots.has(first) : roots.has(path);
      if (isRepositoryPath && !pathExists(root, path)) missing.push({ file: name, target: path });
    }
  }
  return missing;
}

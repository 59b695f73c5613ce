/**
 * A larger copy of the content, to see how the build behaves as sites are
 * added: every demo is copied `copies` times beside the original, each copy
 * with its own folder, id and base path, and its own links pointed at itself,
 * so the copy validates exactly like the original.
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { findSiteDirs } from '../content/load.ts';

interface SiteJson {
  basePath: string;
}

/** A base path changes wherever a link starts with it: "/demo-x", "/demo-x/about", "/demo-x#top". */
function rebase(value: unknown, from: string, to: string): unknown {
  if (typeof value === 'string') {
    const owned =
      value === from || value.startsWith(`${from}/`) || value.startsWith(`${from}#`) || value.startsWith(`${from}?`);
    return owned ? to + value.slice(from.length) : value;
  }
  if (Array.isArray(value)) return value.map((item) => rebase(item, from, to));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rebase(item, from, to)]));
  }
  return value;
}

function rewriteJson(file: string, from: string, to: string): void {
  writeFileSync(file, `${JSON.stringify(rebase(JSON.parse(readFileSync(file, 'utf8')), from, to), null, 2)}\n`);
}

/**
 * Copy `contentDir` to `targetDir`, then add `copies` copies of every site
 * whose base path is not "/" (the demos). Returns how many sites were added.
 */
export function scaleContent(contentDir: string, targetDir: string, copies: number): number {
  cpSync(contentDir, targetDir, { recursive: true });
  const demos = findSiteDirs(targetDir).filter((dir) => {
    const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as SiteJson;
    return site.basePath !== '/';
  });
  if (!demos.length)
    throw new Error(
      `No demo sites (base path other than "/") found under ${relative(process.cwd(), contentDir) || contentDir}.`,
    );
  let added = 0;
  for (const dir of demos) {
    const from = (JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as SiteJson).basePath;
    for (let copy = 1; copy <= copies; copy += 1) {
      const copyDir = join(dir, '..', `${basename(dir)}-copy-${copy}`);
      const to = `${from}-copy-${copy}`;
      cpSync(dir, copyDir, { recursive: true });
      rewriteJson(join(copyDir, 'site.json'), from, to);
      for (const name of readdirSync(join(copyDir, 'pages')).filter((file) => file.endsWith('.json'))) {
        rewriteJson(join(copyDir, 'pages', name), from, to);
      }
      added += 1;
    }
  }
  return added;
}

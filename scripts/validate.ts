/**
 * Checks every file in site-content/ and explains each problem in plain words.
 *   npm run validate                   check once; exit 1 when anything is wrong
 *   npm run validate -- --watch        check again on every save, printing what changed
 *   npm run validate -- --format json  print one JSON array of problems (same exit codes)
 * Warnings (such as a missing "$schema" line) are printed but never fail the
 * check. Inside GitHub Actions (GITHUB_ACTIONS=true) every problem is also
 * printed as a workflow command, so it shows on its line in a pull request.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem, type Problem } from './content/problem.ts';
import { inGitHubActions, readableText } from './content/report-formats.ts';
import { present } from './content/present.ts';
import { loadContent } from './content/core/load-content.ts';
import { CONTENT_DIR } from './paths.ts';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function runOnce(format: 'text' | 'json'): Problem[] {
  const started = performance.now();
  const report = loadContent(CONTENT_DIR);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const { stdout, stderr } = present(report, { format, annotate: inGitHubActions(), seconds });
  // The readable text comes first and fenced, so the annotations after it are the only commands the runner sees.
  if (stderr.length) console.error(readableText(stderr.join('\n')));
  if (stdout.length) console.log(stdout.join('\n'));
  return report.problems;
}

/**
 * A fingerprint of every file's size and time. Polling it is dependable where
 * file-system events are not: editors that save by replacing a file make
 * Linux forget the watch on it.
 */
function fingerprint(dir: string): string {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        try {
          const { size, mtimeMs } = statSync(path);
          return `${path}:${size}:${mtimeMs}`;
        } catch {
          return `${path}:unreadable`;
        }
      })
      .sort()
      .join('\n');
  } catch {
    return 'unreadable';
  }
}

function watchMode(): void {
  const key = (p: Problem) => formatProblem(p);
  const check = () => {
    const { problems, warnings } = loadContent(CONTENT_DIR);
    return [...problems, ...warnings];
  };
  let previous = new Map(runOnce('text').map((p) => [key(p), p]));
  let seen = fingerprint(CONTENT_DIR);
  console.log('\nWatching site-content/ for changes. Press Ctrl+C to stop.');
  setInterval(() => {
    const now = fingerprint(CONTENT_DIR);
    if (now === seen) return;
    seen = now;
    const current = new Map(check().map((p) => [key(p), p]));
    const added = [...current.keys()].filter((k) => !previous.has(k));
    const fixed = [...previous.keys()].filter((k) => !current.has(k));
    const time = new Date().toLocaleTimeString();
    if (!added.length && !fixed.length)
      console.log(`[${time}] Checked again: nothing changed (${plural(current.size, 'problem')}).`);
    for (const k of fixed) console.log(`[${time}] Fixed:\n${k}\n`);
    for (const k of added) console.log(`[${time}] New problem:\n${k}\n`);
    if ((added.length || fixed.length) && current.size === 0) console.log(`[${time}] ✔ All content is valid.`);
    else if (added.length || fixed.length) console.log(`[${time}] ${plural(current.size, 'problem')} left.`);
    previous = current;
  }, 300);
}

function main(args: string[]): void {
  const at = args.indexOf('--format');
  const format = at >= 0 ? args[at + 1] : 'text';
  if (format !== 'text' && format !== 'json') {
    console.error(`✖ Unknown format "${format ?? ''}". Use --format json, or leave it out for text.`);
    process.exit(2);
  }
  if (args.includes('--watch')) watchMode();
  else process.exit(runOnce(format).length ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    // The checker turns every content mistake into a problem; this is only a last guard against a stack trace.
    console.error(`✖ The content could not be checked: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

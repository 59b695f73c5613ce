/**
 * Checks every file in site-content/ and explains each problem in plain words.
 *   npm run validate              check once; exit 1 when anything is wrong
 *   npm run validate -- --watch   check again on every save, printing what changed
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem, type Problem } from './content/problem.ts';
import { CONTENT_DIR, validateContent } from './content/validate.ts';


function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function runOnce(): Problem[] {
  const started = performance.now();
  const { problems, counts } = validateContent(CONTENT_DIR);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (problems.length) {
    console.error(problems.map(formatProblem).join('\n\n'));
    const files = new Set(problems.map((p) => p.file)).size;
    console.error(`\n✖ ${plural(problems.length, 'problem')} in ${plural(files, 'file')}. Nothing was built.`);
  } else {
    console.log(
      `✔ Content is valid: ${plural(counts.files, 'file')}, ${plural(counts.sites, 'site')}, ${plural(counts.pages, 'page')}, ${plural(counts.blocks, 'block')} checked in ${seconds} s.`,
    );
  }
  return problems;
}

/**
 * A fingerprint of every file's size and time. Polling it is dependable where
 * file-system events are not: editors that save by replacing a file make
 * Linux forget the watch on it.
 */
function fingerprint(dir: string): string {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(path);
      return `${path}:${size}:${mtimeMs}`;
    })
    .sort()
    .join('\n');
}

function watchMode(): void {
  const key = (p: Problem) => formatProblem(p);
  let previous = new Map(runOnce().map((p) => [key(p), p]));
  let seen = fingerprint(CONTENT_DIR);
  console.log('\nWatching site-content/ for changes. Press Ctrl+C to stop.');
  setInterval(() => {
    const now = fingerprint(CONTENT_DIR);
    if (now === seen) return;
    seen = now;
    const current = new Map(validateContent(CONTENT_DIR).problems.map((p) => [key(p), p]));
    const added = [...current.keys()].filter((k) => !previous.has(k));
    const fixed = [...previous.keys()].filter((k) => !current.has(k));
    const time = new Date().toLocaleTimeString();
    if (!added.length && !fixed.length) console.log(`[${time}] Checked again: nothing changed (${plural(current.size, 'problem')}).`);
    for (const k of fixed) console.log(`[${time}] Fixed:\n${k}\n`);
    for (const k of added) console.log(`[${time}] New problem:\n${k}\n`);
    if ((added.length || fixed.length) && current.size === 0) console.log(`[${time}] ✔ All content is valid.`);
    else if (added.length || fixed.length) console.log(`[${time}] ${plural(current.size, 'problem')} left.`);
    previous = current;
  }, 300);
}

if (process.argv.includes('--watch')) watchMode();
else process.exit(runOnce().length ? 1 : 0);

/**
 * Rebuilds after one small edit, as an editor's save is followed by one: a
 * price on one page, then a colour in one site.json (and, where the benchmark
 * added posts, one new post). Each edit is made to the
 * benchmark's own copy of the content, and each rebuild is timed like the
 * full build, with where its time went.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findSiteDirs } from '../content/load.ts';
import type { RunFigures } from './measure-run.ts';

export interface Rebuild {
  edit: string;
  figures: RunFigures;
}

/** The first page file of `contentDir` with a price, and the price changed in it. */
function changePrice(contentDir: string): string {
  for (const site of findSiteDirs(contentDir)) {
    for (const name of readdirSync(join(site, 'pages'))) {
      const file = join(site, 'pages', name);
      const text = readFileSync(file, 'utf8');
      const changed = text.replace(/"price": "\$(\d+)/, (_, amount: string) => `"price": "$${Number(amount) + 5}`);
      if (changed === text) continue;
      writeFileSync(file, changed);
      return `one price in ${file.slice(contentDir.length + 1)}`;
    }
  }
  throw new Error(`No page under ${contentDir} has a price to change.`);
}

/** The primary colour of the last site's site.json, changed. */
function changeSiteColour(contentDir: string): string {
  const site = findSiteDirs(contentDir).at(-1)!;
  const file = join(site, 'site.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/"primary": "[^"]+"/, '"primary": "12 70% 40%"'));
  return `the primary colour in ${file.slice(contentDir.length + 1)}`;
}

/** Edit, rebuild with `build`, and time each: a price, a colour, then any `more` edits (each says what it did). */
export async function measureRebuilds(
  contentDir: string,
  build: () => Promise<RunFigures>,
  more: ((contentDir: string) => string)[] = [],
): Promise<Rebuild[]> {
  const rebuilds: Rebuild[] = [];
  for (const change of [changePrice, changeSiteColour, ...more]) {
    const edit = change(contentDir);
    rebuilds.push({ edit, figures: await build() });
  }
  return rebuilds;
}

/** The prerender's own lines: its start in threads, then one every so many pages written. */
const RENDERING = /^\s+\d+ (?:pages in \d+ thread|of \d+ pages written)/;

/**
 * Where a build's time went, from its progress lines ("[  1.2 s] text"): each
 * line's share is the time until the next one, and the prerender's lines of
 * one site together are one share, rendering.
 */
export function stepShares(lines: string[], seconds: number): { step: string; seconds: number }[] {
  const stamped = lines.flatMap((line) => {
    const match = /^\[\s*([\d.]+) s\] (.*)$/.exec(line);
    return match ? [{ at: Number(match[1]), step: match[2] }] : [];
  });
  if (!stamped.length) return [];
  const steps: { step: string; seconds: number }[] = [];
  stamped.slice(0, -1).forEach(({ at, step }, index) => {
    const share = stamped[index + 1].at - at;
    if (RENDERING.test(step) && RENDERING.test(stamped[index - 1]?.step ?? '')) steps.at(-1)!.seconds += share;
    else steps.push({ step: RENDERING.test(step) ? `Rendering ${step.trim()}` : step, seconds: share });
  });
  // Before its first line: starting npm, Node and the TypeScript loader.
  const starting = seconds - (stamped.at(-1)!.at - stamped[0].at);
  return [{ step: 'Starting (npm, Node, the TypeScript loader)', seconds: starting }, ...steps];
}

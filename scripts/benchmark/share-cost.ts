/**
 * What the share pictures cost a build: the bytes they add to the output, and
 * the time drawing them takes. The build keeps drawn pictures in a cache keyed
 * by everything they are drawn from, so the same content is built twice into
 * scratch folders: once with an empty cache (every picture drawn, as on a fresh
 * machine or after a change of the card's layout) and once with that cache
 * filled (as on every later build). The difference is the drawing's time; what
 * is left of it in the second build is copying the cached files.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARE_PICTURE_FILE } from '../../src/seo/share-card.ts';
import type { RunFigures } from './measure-run.ts';
import { kb } from './site-files.ts';

export interface ShareCost {
  pictures: number;
  bytes: number;
  medianBytes: number;
  /** The build with an empty cache, and the same build with the cache it filled. */
  drawing: RunFigures;
  cached: RunFigures;
}

/** The size of every share picture under a built folder. */
export function sharePictureSizes(dir: string): number[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path === SHARE_PICTURE_FILE || path.endsWith(`/${SHARE_PICTURE_FILE}`))
    .map((path) => statSync(join(dir, path)).size)
    .sort((a, b) => a - b);
}

/** Builds twice, with an empty picture cache and then with it filled; `build` runs one build with the extra environment. */
export async function measureShareCost(
  build: (env: NodeJS.ProcessEnv) => Promise<RunFigures>,
  progress: (text: string) => void,
): Promise<ShareCost> {
  const scratch = mkdtempSync(join(tmpdir(), 'share-cost-'));
  try {
    const cache = { SHARE_PICTURE_CACHE_DIR: join(scratch, 'cache') };
    progress('share pictures: building with an empty picture cache, so every picture is drawn...');
    const drawing = await build({ ...cache, OUT_DIR: join(scratch, 'drawn') });
    progress('share pictures: building again, finding every picture in the cache...');
    const cached = await build({ ...cache, OUT_DIR: join(scratch, 'cached') });
    const sizes = sharePictureSizes(join(scratch, 'cached'));
    return {
      pictures: sizes.length,
      bytes: sizes.reduce((sum, size) => sum + size, 0),
      medianBytes: sizes[Math.floor(sizes.length / 2)] ?? 0,
      drawing,
      cached,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const perPicture = (seconds: number, pictures: number) => `${((seconds / pictures) * 1000).toFixed(0)} ms`;

/** The processor time drawing took: on a busy machine a steadier figure than the wall clock's. */
function processorCost({ drawing, cached, pictures }: ShareCost): string {
  if (drawing.cpuSeconds === undefined || cached.cpuSeconds === undefined) return '';
  const extra = drawing.cpuSeconds - cached.cpuSeconds;
  return ` and ${extra.toFixed(1)} s of processor time (${perPicture(extra, pictures)} a picture)`;
}

export function describeShareCost(cost: ShareCost, pages: number): string[] {
  const cpu = ({ cpuSeconds }: RunFigures) =>
    cpuSeconds === undefined ? '' : `, ${cpuSeconds.toFixed(1)} s of processor time`;
  const extra = cost.drawing.seconds - cost.cached.seconds;
  return [
    `\nShare pictures at ${pages.toLocaleString('en-US')} pages: ${cost.pictures.toLocaleString('en-US')} pictures, ${kb(cost.bytes)} in all (median ${kb(cost.medianBytes)}; not sent with the page, fetched only when a link is shared).`,
    `  build drawing every picture:   ${cost.drawing.seconds.toFixed(1)} s${cpu(cost.drawing)}`,
    `  build finding them all cached: ${cost.cached.seconds.toFixed(1)} s${cpu(cost.cached)}`,
    `  drawing them costs ${extra.toFixed(1)} s (${perPicture(extra, cost.pictures)} a picture)${processorCost(cost)}, once; a later build draws only the cards that changed.`,
  ];
}

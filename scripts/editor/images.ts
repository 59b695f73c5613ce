import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { listFiles } from '../content/load.ts';
import { pictureTypeOf } from '../media-types.ts';
import { resolveInside } from './content-paths.ts';
import { pendingNames, pendingPath } from './pending-uploads.ts';
import type { SiteImage } from '../../src/editor/protocol.ts';

const sizes = new Map<string, { mtime: number; width?: number; height?: number }>();

/** A picture's own size in pixels, remembered until the file changes. */
export async function imageSize(path: string): Promise<{ width?: number; height?: number }> {
  const mtime = statSync(path).mtimeMs;
  const known = sizes.get(path);
  if (known?.mtime === mtime) return known;
  let size: { width?: number; height?: number } = {};
  try {
    const meta = await sharp(path).metadata();
    size = { width: meta.width, height: meta.height };
  } catch {
    // Unreadable pictures are still listed; the picker shows them without a size.
  }
  sizes.set(path, { mtime, ...size });
  return size;
}

/** Every picture in a site's images folder, and those uploaded but not saved yet, with their sizes. */
export async function listImages(contentDir: string, folder: string): Promise<SiteImage[]> {
  const dir = resolveInside(contentDir, `${folder}/images`);
  const names = existsSync(dir) ? listFiles(dir).filter((name) => pictureTypeOf(name)) : [];
  const waiting = pendingNames(contentDir, folder).filter((name) => !names.includes(name));
  return Promise.all([
    ...names.map(async (src) => ({ src, ...(await imageSize(join(dir, src))) })),
    ...waiting.map(async (src) => ({ src, ...(await imageSize(pendingPath(contentDir, folder, src))) })),
  ]);
}

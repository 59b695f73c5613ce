/**
 * What a build remembers of a site it wrote, so the next build renders only
 * the pages whose inputs changed. Kept outside the published folder (hosts
 * would serve it), in .build/manifests/, one file per output folder. It names
 * the folder it describes and that folder's inode: a folder replaced or
 * removed since, by hand or by another tool, no longer matches, and the next
 * build is a full one.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUILD_DIR } from '../paths.ts';
import { writeWhole } from './write-file.ts';

const FORMAT = 2;
const MANIFESTS_DIR = join(BUILD_DIR, 'manifests');

/** A picture's hash, with the size and time it had when hashed: hashed again only when they change. */
export type PictureStamp = [size: number, mtimeMs: number, hash: string];

export interface BuildManifest {
  format: typeof FORMAT;
  /** The output folder, absolute. */
  outDir: string;
  /** Its inode once the build had swapped it in. */
  folder: number;
  /** The hash of the code the bundles were made from. */
  bundles: string;
  /** What every page's inputs share: the code and the site's settings (./page-inputs.ts). */
  shared: string;
  /** Each page by route: the hash of its inputs and the hashes of its inline scripts. */
  pages: Record<string, { inputs: string; scripts: string[] }>;
  /** The pictures the pages were rendered from, by site id. */
  pictures: Record<string, Record<string, PictureStamp>>;
  /**
   * Each site's stamp of its files when it was built (scripts/output/content-record.ts):
   * a site whose stamp is the same has the same pages and pictures.
   */
  sites: Record<string, string>;
}

const manifestFile = (outDir: string) =>
  join(MANIFESTS_DIR, `${createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16)}.json`);

const inodeOf = (dir: string): number | undefined => {
  try {
    return statSync(dir).ino;
  } catch {
    return undefined;
  }
};

/**
 * The manifest of the site in `outDir`, made for the code `bundles`, or why
 * there is none to trust (in words for the build's one-line note).
 */
export function readManifest(outDir: string, bundles: string): BuildManifest | { reason: string } {
  const folder = inodeOf(outDir);
  if (folder === undefined) return { reason: 'there is no earlier build of it' };
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile(outDir), 'utf8')) as BuildManifest;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { reason: missing ? 'no record of its last build was found' : 'the record of its last build is unreadable' };
  }
  const wellFormed =
    manifest?.format === FORMAT &&
    typeof manifest.pages === 'object' &&
    manifest.pages !== null &&
    typeof manifest.shared === 'string' &&
    typeof manifest.pictures === 'object' &&
    manifest.pictures !== null &&
    typeof manifest.sites === 'object' &&
    manifest.sites !== null &&
    Object.values(manifest.pages).every((page) => typeof page?.inputs === 'string' && Array.isArray(page.scripts));
  if (!wellFormed) return { reason: 'the record of its last build is not one this build can read' };
  if (manifest.outDir !== resolve(outDir) || manifest.folder !== folder)
    return { reason: 'the folder was replaced since the last build recorded it' };
  if (manifest.bundles !== bundles) return { reason: 'the code changed since the last build' };
  return manifest;
}

/** Record what was built into `outDir`, now in place. Written whole or not at all. */
export function writeManifest(outDir: string, manifest: Omit<BuildManifest, 'format' | 'outDir' | 'folder'>): void {
  const folder = inodeOf(outDir);
  if (folder === undefined) return;
  writeWhole(manifestFile(outDir), JSON.stringify({ format: FORMAT, outDir: resolve(outDir), folder, ...manifest }));
}

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const madeFolders = new Set<string>();

/**
 * Write one file of a site being built. An incremental build starts from hard
 * links to the files of the site being served, so a file is first unlinked:
 * writing through the link would change the served site's copy too.
 * Synchronous: the build's threads have nothing else to do meanwhile.
 */
export function writeOutputFile(file: string, data: string | Uint8Array): void {
  const folder = dirname(file);
  if (!madeFolders.has(folder)) mkdirSync(folder, { recursive: true });
  madeFolders.add(folder);
  rmSync(file, { force: true });
  writeFileSync(file, data);
}

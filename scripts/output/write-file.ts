import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Write a record the build keeps for itself (.build/) whole or not at all:
 * beside it first, then renamed over it, so a build that reads it while
 * another writes it, or after one was cut short, never sees half of it.
 */
export function writeWhole(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

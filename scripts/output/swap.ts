/**
 * Replacing the built site. Node cannot exchange two folders in one step, so
 * the swap is two renames: the old site moves into the work folder, then the
 * new one takes its place. Should the process die between them, the old site
 * is still whole in the work folder, and `recoverInterruptedSwap` (run by the
 * next build and by `npm run serve`) puts it back before anything else happens.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The build's scratch folder, beside the output folder so every rename stays on one disk. */
export function workDirFor(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}-build`);
}

const previousSiteOf = (outDir: string) => join(workDirFor(outDir), 'previous');

/** Put a complete new site (`next`) in place of `outDir`. */
export function replaceSite(next: string, outDir: string): void {
  const previous = previousSiteOf(outDir);
  rmSync(previous, { recursive: true, force: true });
  mkdirSync(workDirFor(outDir), { recursive: true });
  const hadSite = existsSync(outDir);
  if (hadSite) renameSync(outDir, previous);
  try {
    renameSync(next, outDir);
  } catch (error) {
    if (hadSite) renameSync(previous, outDir);
    throw error;
  }
  discard(previous, outDir);
}

/**
 * Move a replaced site out of the way at once, and remove it (and anything an
 * earlier removal left) in a process of its own: deleting thousands of files
 * takes seconds the build need not wait for. The folder is beside the work
 * folder, never inside the output, so a recovery cannot mistake it for a site.
 */
function discard(previous: string, outDir: string): void {
  const bin = `${workDirFor(outDir)}-discarded`;
  mkdirSync(bin, { recursive: true });
  renameSync(previous, join(bin, `${process.pid}-${Date.now()}`));
  const remove = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })';
  spawn(process.execPath, ['-e', remove, bin], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Finish what an interrupted swap left: with no site in place, the previous one
 * comes back; with a site in place, the swap had completed and only its leftover
 * is removed. Returns true when the previous site was restored.
 */
export function recoverInterruptedSwap(outDir: string): boolean {
  const previous = previousSiteOf(outDir);
  if (!existsSync(previous)) return false;
  if (existsSync(outDir)) {
    rmSync(previous, { recursive: true, force: true });
    return false;
  }
  renameSync(previous, outDir);
  return true;
}

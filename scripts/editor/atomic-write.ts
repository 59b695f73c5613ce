import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Writes a whole file or nothing: the text goes to a temporary file beside it,
 * which then replaces the original in one rename, so a reader (or a crash)
 * never sees half a file. The text is flushed to disk before the rename, and
 * the rename after it, so a power cut cannot leave an empty file behind.
 */
export function writeAtomic(path: string, content: string | Uint8Array): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx');
    try {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
    syncFolder(dir);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Flushes a folder's entries (a rename) to disk; some systems cannot open a folder for that, and then it is left to them. */
export function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Not supported here (for example on Windows): the rename is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

import { createHash, randomBytes as random } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Writes a whole file or nothing: the text goes to a temporary file beside it,
 * which then replaces the original in one rename, so a reader (or a crash)
 * never sees half a file. The text is flushed to disk before the rename, and
 * the rename after it, so a power cut cannot leave an empty file behind.
 */
export function writeAtomic(path: string, content: string | Uint8Array): void {
  const temp = writeTemp(path, content);
  try {
    renameSync(temp, path);
    syncFolder(dirname(path));
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** The content in a flushed temporary file beside `path`; answers the temporary file's path. */
function writeTemp(path: string, content: string | Uint8Array): string {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${random(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx');
    try {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  return temp;
}

/** Where the saves of one content folder keep their journal: outside the content, in the project's cache. */
export function journalFor(contentDir: string, cacheDir: string): string {
  return join(cacheDir, `${createHash('sha256').update(contentDir).digest('hex').slice(0, 16)}.json`);
}

/**
 * Writes several files as one: all of them, or (after a crash) none or all.
 * Every new text is flushed to a temporary file first; then a journal lists the
 * renames still to do, the renames follow, and the journal goes. A save killed
 * before the journal was written changed nothing; one killed after it is
 * completed by finishInterruptedSave at the next start. `removals` are files
 * the same save deletes (an entry deleted), after the renames.
 */
export function writeAllAtomic(
  files: { path: string; content: string }[],
  journal: string,
  removals: string[] = [],
): void {
  const renames: [string, string][] = [];
  try {
    for (const file of files) renames.push([writeTemp(file.path, file.content), file.path]);
    writeAtomic(journal, JSON.stringify({ renames, removals }));
  } catch (error) {
    for (const [temp] of renames) rmSync(temp, { force: true });
    throw error;
  }
  renames.forEach(([temp, path], index) => {
    renameSync(temp, path);
    // Lets a test kill the process between two renames, as a crash would.
    if (index === 0 && process.env.EDITOR_CRASH_BETWEEN_RENAMES === '1') process.kill(process.pid, 'SIGKILL');
  });
  for (const path of removals) rmSync(path, { force: true });
  for (const dir of new Set([...renames.map(([, path]) => path), ...removals].map((path) => dirname(path))))
    syncFolder(dir);
  rmSync(journal, { force: true });
}

/** Completes a save that was killed between its renames; answers the files it completed. */
export function finishInterruptedSave(journal: string): string[] {
  if (!existsSync(journal)) return [];
  const { renames, removals = [] } = JSON.parse(readFileSync(journal, 'utf8')) as {
    renames: [string, string][];
    removals?: string[];
  };
  const done: string[] = [];
  for (const [temp, path] of renames) {
    if (!existsSync(temp)) continue;
    renameSync(temp, path);
    syncFolder(dirname(path));
    done.push(path);
  }
  for (const path of removals.filter((path) => existsSync(path))) {
    rmSync(path);
    done.push(path);
  }
  rmSync(journal, { force: true });
  return done;
}

/** Flushes a folder's entries (a rename) to disk; some systems cannot open a folder for that, and then it is left to them. */
function syncFolder(dir: string): void {
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

import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** Where team mode keeps accounts, sessions, preview links and the publish log: never inside content or git. */
export function dataDir(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string {
  return resolve(root, env.EDITOR_DATA_DIR || '.editor');
}

/**
 * Writes a file so that a crash leaves either the old or the new text, never a
 * mix: temporary file, flushed to disk, renamed over the original, and the
 * folder flushed so the rename itself survives a power cut.
 */
export function writeDurably(path: string, text: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temp = join(dir, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  try {
    const dirFd = openSync(dir, 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    // Some file systems cannot flush a folder; the rename is still atomic.
  }
}

/** Runs tasks one after another, in the order they were asked for; a failed task does not stop the next. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * One JSON file in the data folder. Every change reads the file, changes it and
 * writes it back inside one queue, so two requests at once never lose each
 * other's change.
 */
export class JsonFile<T> {
  private readonly queue = new SerialQueue();

  constructor(
    readonly path: string,
    private readonly empty: () => T,
  ) {}

  /** Brings data written by an older version to today's shape as it is read; the next write keeps it. */
  protected upgrade(data: T): T {
    return data;
  }

  read(): T {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return this.empty();
      throw error;
    }
    let data: T;
    try {
      data = JSON.parse(text) as T;
    } catch {
      throw new Error(
        `${this.path} is not readable JSON. Restore it from a backup, or delete it to start that list afresh.`,
      );
    }
    return this.upgrade(data);
  }

  /** Changes the data; what `change` returns is handed back once the new data is on disk. */
  update<R>(change: (data: T) => R): Promise<R> {
    return this.queue.run(() => {
      const data = this.read();
      const result = change(data);
      writeDurably(this.path, `${JSON.stringify(data, null, 2)}\n`);
      return result;
    });
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { whileUnchanged } from './while-unchanged.ts';

/** SHA-256 of a file's bytes, remembered while the file's size and time stay the same. */
export const contentHash = whileUnchanged((file) => createHash('sha256').update(readFileSync(file)).digest('hex'));

/** Encodings under way in this process, so one variant asked for twice is made once. */
const pending = new Map<string, Promise<Buffer>>();

/**
 * The cached bytes for `key`, or what `make` returns, stored first. The file
 * is written under a unique temporary name and renamed into place, so two
 * builds at once never see half a file: the last rename wins with the same bytes.
 */
export function cached(cacheDir: string, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(cacheDir, key);
  const underWay = pending.get(file);
  if (underWay) return underWay;
  const result = (async () => {
    try {
      return readFileSync(file);
    } catch {
      const data = await make();
      mkdirSync(cacheDir, { recursive: true });
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        writeFileSync(temporary, data);
        renameSync(temporary, file);
      } catch {
        // A cache that cannot be written (full disk, read-only folder) only costs time.
        rmSync(temporary, { force: true });
      }
      return data;
    }
  })().finally(() => pending.delete(file));
  pending.set(file, result);
  return result;
}

import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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
      const bytes = readFileSync(file);
      markUsed(file);
      return bytes;
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

/** A file of a cache kept this long after its last use; pruneCache removes it after that. */
export const UNUSED_DAYS_KEPT = 30;

/** Marks a cached file as used now, so pruning keeps it. A cache that cannot be written keeps its old time. */
function markUsed(file: string): void {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // Read-only cache: it is only pruned sooner.
  }
}

/**
 * Removes the files of a cache that no build has used for UNUSED_DAYS_KEPT
 * days: a card or picture variant of content that has since changed is
 * never asked for again, and would otherwise stay for good. Returns how many
 * went. A file written or read since the listing is newer, so kept.
 */
export function pruneCache(cacheDir: string, now = Date.now()): number {
  const oldest = now - UNUSED_DAYS_KEPT * 24 * 60 * 60 * 1000;
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(cacheDir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = join(cacheDir, name);
    try {
      const stat = statSync(file);
      if (!stat.isFile() || stat.mtimeMs >= oldest) continue;
      rmSync(file, { force: true });
      removed += 1;
    } catch {
      // Gone already, or not ours to remove: pruning only saves room.
    }
  }
  return removed;
}

import { copyFileSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Make `to` hold the files of `from` as hard links (copies where links cannot
 * be made, across disks), leaving out the top-level entries in `skip`. Costs
 * no space and about as much time as listing the files. A file of `to` is
 * never written through: scripts/output/write-file.ts unlinks it first.
 */
export function linkTree(from: string, to: string, skip: readonly string[] = []): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (skip.includes(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

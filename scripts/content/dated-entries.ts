/**
 * Every dated entry of every site as the scheduler needs it: its file, whether
 * it is a draft, and when it goes live. Files are found as the checker finds
 * them (scripts/content/entry-files.ts); one that does not parse is left out
 * (the checker names it, and it cannot be built anyway).
 */
import { readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { goesLiveAt } from '../../src/content/collections.ts';
import { siteTimeZone } from '../../src/content/time-zone.ts';
import { findEntryFiles } from './entry-files.ts';
import { findSiteDirs } from './load.ts';

export interface DatedEntry {
  site: string;
  /** Its path inside the content folder. */
  file: string;
  draft: boolean;
  /** goesLiveAt: "2026-03-14T09:00", or "2026-03-14" for the start of the day. */
  at: string;
  /** The site's time zone (site.json "timeZone"), whose wall clock `at` is on; without it, the local clock. */
  timeZone?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function readData(path: string): Record<string, unknown> | undefined {
  try {
    const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function datedEntries(contentDir: string): DatedEntry[] {
  return findSiteDirs(contentDir).flatMap((siteDir) => {
    const timeZone = siteTimeZone(readData(join(siteDir, 'site.json')));
    return [...findEntryFiles(siteDir, contentDir, contentDir, []).values()].flat().flatMap((entry) => {
      const data = readData(entry.path);
      const at = data && goesLiveAt({ date: text(data.date), time: text(data.time) });
      return at
        ? [
            {
              site: basename(siteDir),
              file: relative(contentDir, entry.path).split(sep).join('/'),
              draft: data.draft === true,
              at,
              ...(timeZone && { timeZone }),
            },
          ]
        : [];
    });
  });
}

/**
 * For the shipped scheduled workflow (.github/workflows/scheduled-publish.yml):
 * says whether an entry's publish time came within the last minutes, so the
 * workflow asks the host for a fresh build only then. The window is wider than
 * the workflow's 15 minutes because a scheduled run can start late; a second
 * build of the same content is harmless.
 *
 *   npm run due -- [--within <minutes>]     (default 30)
 *
 * Prints the entries due and, inside GitHub Actions, writes "due=true|false" to
 * the step's outputs. Times are read on each site's clock, as the build reads
 * them: its "timeZone" in site.json, or without one the local clock (run it
 * with the same TZ as the host's build).
 */
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { publishMoment } from '../src/content/collections.ts';
import { datedEntries, type DatedEntry } from './content/dated-entries.ts';
import { CONTENT_DIR } from './paths.ts';

/** The entries, not drafts, whose moment is in (now − minutes, now]. */
export function dueEntries(contentDir: string, now: Date, minutes: number): DatedEntry[] {
  const earlier = new Date(now.getTime() - minutes * 60_000);
  return datedEntries(contentDir).filter(
    (entry) =>
      !entry.draft &&
      entry.at > publishMoment(earlier, entry.timeZone) &&
      entry.at <= publishMoment(now, entry.timeZone),
  );
}

function withinMinutes(argv: string[]): number {
  const at = argv.indexOf('--within');
  if (at < 0) return 30;
  const minutes = Number(argv[at + 1]);
  if (!Number.isFinite(minutes) || minutes <= 0)
    throw new Error(`--within takes a number of minutes, such as 30, not "${argv[at + 1] ?? ''}".`);
  return minutes;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('scripts/due-entries.ts')) {
  try {
    const minutes = withinMinutes(process.argv.slice(2));
    const due = dueEntries(resolve(CONTENT_DIR), new Date(), minutes);
    for (const entry of due) console.log(`${entry.site}: ${entry.file} goes live at ${entry.at.replace('T', ' ')}`);
    console.log(
      due.length
        ? `${due.length} entr${due.length === 1 ? 'y is' : 'ies are'} due.`
        : `Nothing due in the last ${minutes} minutes.`,
    );
    if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `due=${due.length > 0}\n`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}

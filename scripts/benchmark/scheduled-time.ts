/**
 * How long after an entry's scheduled moment it is live: a copy of the content
 * is put in a git repository of its own and published once to a folder; then
 * one dated entry is given a moment a few seconds ahead and committed, and team
 * mode's own scheduler (scripts/editor/team/scheduler.ts) is started on it,
 * with the same publishSite and build the Publish button runs. The figure is
 * from the moment to the entry's page, with its new title, being in the
 * folder. Entries are scheduled to the minute, so the run waits for the next
 * minute (at most a minute and a few seconds), on the real clock and timers.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { datedEntries } from '../content/dated-entries.ts';
import { findSiteDirs } from '../content/load.ts';
import { Scheduler } from '../editor/team/scheduler.ts';
import { publishingCopy } from './publish-time.ts';
import { momentIn, wallClock } from '../../src/content/time-zone.ts';

/** The least time between the scheduler's start and the moment, so the moment is ahead when it scans. */
const LEAD_MS = 3000;

/** Seconds from an entry's scheduled moment to its page in the publish folder, on a copy of `contentDir`. */
export async function measureScheduled(projectRoot: string, contentDir: string, progress: (text: string) => void) {
  const scratch = mkdtempSync(join(tmpdir(), 'benchmark-scheduled-'));
  try {
    const copy = await publishingCopy(scratch, projectRoot, contentDir);
    const { content, publishDir } = copy;
    // A published entry of a collection with pages: its page is in the folder before and after.
    const entry = datedEntries(content).find((dated) => !dated.draft && dated.file.includes('/collections/posts/'));
    if (!entry) throw new Error('No site of the content has a dated post to schedule.');
    const siteDir = findSiteDirs(content).find((dir) => basename(dir) === entry.site)!;
    const site = { id: entry.site, folder: siteDir.slice(content.length + 1) };
    const publish = () => copy.publish(site);
    progress(`publishing ${site.id} once, so the folder holds a live site...`);
    await publish();

    // The next whole minute at least LEAD_MS away, on the site's wall clock.
    const moment = Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000;
    const [day, time] = wallClock(new Date(moment), entry.timeZone).split('T');
    const file = join(content, entry.file);
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const title = `${String(data.title)} (scheduled)`;
    writeFileSync(file, `${JSON.stringify({ ...data, title, date: day, time: time.slice(0, 5) }, null, 2)}\n`);
    await copy.commitAll('Scheduled');
    const slug = basename(entry.file, '.json');
    const live = () =>
      readdirSync(publishDir, { recursive: true, encoding: 'utf8' }).some(
        (path) =>
          path.endsWith(join(slug, 'index.html')) && readFileSync(join(publishDir, path), 'utf8').includes(title),
      );

    let liveAt = 0;
    let finished: (() => void) | undefined;
    let failed: ((error: Error) => void) | undefined;
    const published = new Promise<void>((resolve, reject) => ((finished = resolve), (failed = reject)));
    const scheduler = new Scheduler({
      dataDir: join(scratch, 'data'),
      entries: () => datedEntries(content),
      lastSaver: async () => ({ name: 'Benchmark' }),
      publish: async () => {
        await publish();
        liveAt = Date.now();
      },
      // The scheduler says so once the publish is done and its schedule written: then the run may end.
      print: (line) => {
        if (line.includes(' is live.')) finished?.();
        else if (line.includes('failed')) failed?.(new Error(line));
      },
    });
    const momentAt = momentIn(`${day}T${time.slice(0, 5)}`, entry.timeZone).getTime();
    progress(
      `scheduled ${entry.file} for ${day} ${time.slice(0, 5)}, ${Math.round((momentAt - Date.now()) / 1000)} s ahead...`,
    );
    // The scheduler's timer does not keep a process alive by itself (a server has its own reasons to live): this one does, and gives up after ten minutes.
    const keepAlive = setTimeout(
      () => failed?.(new Error('The scheduled publish did not run within ten minutes.')),
      600_000,
    );
    await scheduler.start();
    try {
      await published;
    } finally {
      clearTimeout(keepAlive);
      scheduler.stop();
    }
    const seconds = (liveAt - momentAt) / 1000;
    if (!live()) throw new Error(`The scheduled publish ran, but ${publishDir} has no page for ${slug}.`);
    return { seconds, file: entry.file };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

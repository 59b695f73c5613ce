/**
 * Scheduled publishing in team mode: when an entry's date and time come, the
 * server publishes its site by itself, through the same publish as the button.
 *
 * An entry is scheduled when a scan finds it, not a draft, with a moment still
 * ahead; the scan runs at start and after every save, and each time the timer
 * is armed again for the nearest moment. The schedule is kept in the data
 * folder, so a moment that passed while the server was down is published at
 * the next start. Entries of one site due together make one publish. A failed
 * publish keeps its entries scheduled and is tried again later.
 */
import { join } from 'node:path';
import { publishMoment } from '../../../src/content/collections.ts';
import { momentIn } from '../../../src/content/time-zone.ts';
import { JsonFile, SerialQueue } from './data-store.ts';
import type { DatedEntry } from '../../content/dated-entries.ts';

export interface ScheduledEntry {
  site: string;
  file: string;
  at: string;
  /** Who set this moment: the person whose save it came with, or the author of the file's last commit. */
  by: string;
  /** Their email, by which their right to publish is looked up when the moment comes. */
  email?: string;
  /** The site's time zone, whose wall clock `at` is on; without it, the server's. */
  timeZone?: string;
}

/** A person as the scheduler names them: shown by name, their rights found by email. */
export interface Setter {
  name: string;
  email?: string;
}

export interface SchedulerDeps {
  dataDir: string;
  /** Every dated entry, read fresh. */
  entries: () => DatedEntry[];
  /** The person who last saved a file (found by a scan not following a save: at start, or after a pull). */
  lastSaver: (file: string) => Promise<Setter>;
  /**
   * Whether the person who set a moment may put the site live without a review.
   * A moment set by someone who must ask is not published by the clock: the
   * schedule would otherwise be a way around the review.
   */
  mayPublish?: (setter: Setter, site: string) => boolean;
  /** Publishes a site through the button's publish, for the people who set its due moments; throws (or rejects) when it did not go live. */
  publish: (site: string, by: Setter[], missed: boolean) => Promise<void>;
  print: (line: string) => void;
  now?: () => Date;
}

/** The waits before trying a failed scheduled publish again: 1, 5, then every 15 minutes. */
export const RETRY_MINUTES = [1, 5, 15];
/** The longest the timer sleeps before looking again (a timer cannot wait weeks, and clocks change). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

export class Scheduler {
  private readonly file: JsonFile<{ entries: ScheduledEntry[] }>;
  private readonly queue = new SerialQueue();
  private readonly now: () => Date;
  private timer?: ReturnType<typeof setTimeout>;
  /** Per site: failed attempts in a row, and when to try again. */
  private readonly retries = new Map<string, { failures: number; at: number }>();
  private stopped = false;

  constructor(private readonly deps: SchedulerDeps) {
    this.file = new JsonFile(join(deps.dataDir, 'schedule.json'), () => ({ entries: [] }));
    this.now = deps.now ?? (() => new Date());
  }

  /** What is scheduled, nearest first. */
  scheduled(site?: string): ScheduledEntry[] {
    return this.file
      .read()
      .entries.filter((entry) => site === undefined || entry.site === site)
      .sort((a, b) => a.at.localeCompare(b.at));
  }

  /** At start: scan, publish what came due while the server was down, and arm the timer. */
  start(): Promise<void> {
    return this.queue.run(async () => {
      await this.scan(undefined);
      await this.publishDue(true);
      this.arm();
    });
  }

  /** After a save by `person`: moments they set are theirs; the timer is armed again. */
  saved(person: Setter): Promise<void> {
    return this.queue.run(async () => {
      await this.scan(person);
      await this.publishDue(false);
      this.arm();
    });
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /**
   * Brings the schedule in line with the entries: a moment still ahead is
   * scheduled (kept as it was when unchanged); a draft, a deleted entry, or a
   * moment moved into the past leaves the schedule. A moment that passed
   * unchanged stays: it is due.
   */
  private async scan(person: Setter | undefined): Promise<void> {
    const before = new Map(this.file.read().entries.map((entry) => [entry.file, entry]));
    const next: ScheduledEntry[] = [];
    for (const entry of this.deps.entries()) {
      if (entry.draft) continue;
      const known = before.get(entry.file);
      if (known && known.at === entry.at && known.timeZone === entry.timeZone) next.push(known);
      else if (entry.at > publishMoment(this.now(), entry.timeZone)) {
        const setter = person ?? (await this.deps.lastSaver(entry.file));
        next.push({
          site: entry.site,
          file: entry.file,
          at: entry.at,
          by: setter.name,
          ...(setter.email && { email: setter.email }),
          ...(entry.timeZone && { timeZone: entry.timeZone }),
        });
      }
    }
    await this.file.update((data) => {
      data.entries = next;
    });
  }

  /**
   * The due entries whose setter may publish. The others leave the schedule
   * with a line saying why: they go live with the site's next publish, after
   * a review.
   */
  private async withoutUnreviewed(due: ScheduledEntry[]): Promise<ScheduledEntry[]> {
    const mayPublish = this.deps.mayPublish;
    if (!mayPublish) return due;
    const refused = due.filter((entry) => !mayPublish({ name: entry.by, email: entry.email }, entry.site));
    if (!refused.length) return due;
    for (const entry of refused)
      this.deps.print(
        `The time of ${entry.file} came, but ${entry.by} must ask for review before changes go live, so it was not published by itself: it goes live with the next publish of ${entry.site}.`,
      );
    await this.file.update((data) => {
      data.entries = data.entries.filter((entry) => !refused.some((r) => r.file === entry.file && r.at === entry.at));
    });
    return due.filter((entry) => !refused.includes(entry));
  }

  /** Publishes each site with an entry due (once, however many), unless it waits to retry a failure. */
  private async publishDue(atStart: boolean): Promise<void> {
    const now = this.now();
    const due = await this.withoutUnreviewed(
      this.file.read().entries.filter((entry) => entry.at <= publishMoment(now, entry.timeZone)),
    );
    const sites = [...new Set(due.map((entry) => entry.site))];
    // A site with nothing due any more (its entry made a draft, say) has nothing to retry.
    for (const site of this.retries.keys()) if (!sites.includes(site)) this.retries.delete(site);
    for (const site of sites) {
      const retry = this.retries.get(site);
      if (retry && retry.at > this.now().getTime()) continue;
      const entries = due.filter((entry) => entry.site === site);
      const setters = [...new Map(entries.map((entry) => [entry.by, { name: entry.by, email: entry.email }])).values()];
      const by = setters.map((setter) => setter.name);
      if (atStart)
        this.deps.print(
          `Scheduled publish of ${site} was due at ${entries[0].at.replace('T', ' ')} while the editor was stopped: publishing it now.`,
        );
      try {
        await this.deps.publish(site, setters, atStart);
        this.retries.delete(site);
        const done = new Set(entries.map((entry) => `${entry.file}@${entry.at}`));
        await this.file.update((data) => {
          data.entries = data.entries.filter((entry) => !done.has(`${entry.file}@${entry.at}`));
        });
        this.deps.print(`Scheduled publish of ${site} (scheduled by ${by.join(', ')}) is live.`);
      } catch (error) {
        const failures = (retry?.failures ?? 0) + 1;
        const minutes = RETRY_MINUTES[Math.min(failures, RETRY_MINUTES.length) - 1];
        this.retries.set(site, { failures, at: this.now().getTime() + minutes * 60_000 });
        this.deps.print(
          `Scheduled publish of ${site} failed (${error instanceof Error ? error.message : String(error)}); trying again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    }
  }

  /** When to look next: the nearest moment, or for a site that failed, its retry; at most an hour ahead. */
  private nextWait(): number {
    const now = this.now().getTime();
    const times = this.file
      .read()
      .entries.map((entry) => this.retries.get(entry.site)?.at ?? momentIn(entry.at, entry.timeZone).getTime());
    return Math.min(LONGEST_WAIT_MS, ...times.map((time) => Math.max(0, time - now)));
  }

  private arm(): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    let wait: number;
    try {
      wait = this.nextWait();
    } catch (error) {
      this.deps.print(`The schedule could not be read: ${error instanceof Error ? error.message : String(error)}`);
      wait = RETRY_MINUTES[0] * 60_000;
    }
    this.timer = setTimeout(() => {
      void this.queue.run(async () => {
        try {
          await this.publishDue(false);
        } catch (error) {
          this.deps.print(`The schedule could not be read: ${error instanceof Error ? error.message : String(error)}`);
        }
        this.arm();
      });
    }, wait);
    // The timer alone never keeps the process running.
    this.timer.unref?.();
  }
}

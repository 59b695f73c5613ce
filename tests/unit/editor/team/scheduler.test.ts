import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Scheduler } from '../../../../scripts/editor/team/scheduler.ts';
import type { DatedEntry } from '../../../../scripts/content/dated-entries.ts';

// Every wait here is the fake clock's: no test sleeps.
const MINUTE = 60_000;
const POST = 'journal/collections/posts/summer-menu.json';
const OTHER = 'journal/collections/posts/new-hours.json';

let dataDir: string;
let entries: DatedEntry[];
let lines: string[];
let publish: ReturnType<typeof vi.fn<(site: string, by: string[], missed: boolean) => Promise<void>>>;
const running: Scheduler[] = [];

const entry = (file: string, at: string, draft = false): DatedEntry => ({ site: 'journal', file, at, draft });

function scheduler(): Scheduler {
  const made = new Scheduler({
    dataDir,
    entries: () => entries,
    lastSaver: async () => ({ name: 'Mira Holt' }),
    mayPublish: (setter) => setter.email !== 'asks@example.com',
    // Recorded by the setters' names: who is told is decided by team mode (review.test.ts).
    publish: (site, by, missed) =>
      publish(
        site,
        by.map((setter) => setter.name),
        missed,
      ),
    print: (line) => lines.push(line),
  });
  running.push(made);
  return made;
}

beforeEach(() => {
  vi.useFakeTimers();
  // Local wall-clock time, as entries write it.
  vi.setSystemTime(new Date(2026, 2, 3, 8, 0, 0));
  dataDir = mkdtempSync(join(tmpdir(), 'scheduler-'));
  entries = [];
  lines = [];
  publish = vi.fn(async () => undefined);
});

afterEach(() => {
  for (const made of running.splice(0)) made.stop();
  vi.useRealTimers();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the scheduler', () => {
  it('publishes the site when the clock reaches the entry’s time, not before, as scheduled by whoever set it', async () => {
    entries = [entry(POST, '2026-03-03T09:00')];
    await scheduler().start();
    await vi.advanceTimersByTimeAsync(59 * MINUTE + 59_000);
    expect(publish).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(publish).toHaveBeenCalledExactlyOnceWith('journal', ['Mira Holt'], false);
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('publishes at the next start a time that passed while the server was down, and says so', async () => {
    entries = [entry(POST, '2026-03-03T09:00')];
    const first = scheduler();
    await first.start();
    first.stop();
    vi.setSystemTime(new Date(2026, 2, 3, 11, 30));
    await scheduler().start();
    expect(publish).toHaveBeenCalledExactlyOnceWith('journal', ['Mira Holt'], true);
    expect(lines.join('\n')).toMatch(/due at 2026-03-03 09:00 while the editor was stopped: publishing it now/);
  });

  it('never publishes by itself a moment set by someone who must ask for review; another person’s still goes live', async () => {
    entries = [entry(POST, '2026-03-03T09:00')];
    const running = scheduler();
    await running.start();
    entries = [entry(POST, '2026-03-03T09:00'), entry(OTHER, '2026-03-03T09:00')];
    await running.saved({ name: 'Cy Asks', email: 'asks@example.com' });
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(publish).toHaveBeenCalledExactlyOnceWith('journal', ['Mira Holt'], false);
    expect(lines.join('\n')).toMatch(/new-hours\.json came, but Cy Asks must ask for review/);
    expect(running.scheduled()).toEqual([]);
    // Alone, that moment makes no publish at all.
    entries = [entry(OTHER, '2026-03-03T10:00')];
    await running.saved({ name: 'Cy Asks', email: 'asks@example.com' });
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('makes one publish of two entries due at the same time, naming both people', async () => {
    entries = [entry(POST, '2026-03-03T09:00')];
    const running = scheduler();
    await running.start();
    entries = [entry(POST, '2026-03-03T09:00'), entry(OTHER, '2026-03-03T09:00')];
    await running.saved({ name: 'Ana Ruiz', email: 'ana@example.com' });
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(publish).toHaveBeenCalledExactlyOnceWith('journal', ['Mira Holt', 'Ana Ruiz'], false);
  });

  it('follows a time moved later, and one moved earlier', async () => {
    entries = [entry(POST, '2026-03-03T09:00')];
    const running = scheduler();
    await running.start();
    entries = [entry(POST, '2026-03-03T10:00')];
    await running.saved({ name: 'Ana Ruiz', email: 'ana@example.com' });
    await vi.advanceTimersByTimeAsync(61 * MINUTE);
    expect(publish).not.toHaveBeenCalled();
    entries = [entry(POST, '2026-03-03T09:30')];
    await running.saved({ name: 'Ana Ruiz', email: 'ana@example.com' });
    expect(running.scheduled()).toEqual([expect.objectContaining({ at: '2026-03-03T09:30', by: 'Ana Ruiz' })]);
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(publish).toHaveBeenCalledExactlyOnceWith('journal', ['Ana Ruiz'], false);
  });

  it('never publishes a draft, nor an entry set back to draft after it was scheduled', async () => {
    entries = [entry(POST, '2026-03-03T09:00', true), entry(OTHER, '2026-03-03T09:00')];
    const running = scheduler();
    await running.start();
    expect(running.scheduled().map((scheduled) => scheduled.file)).toEqual([OTHER]);
    entries = [entry(POST, '2026-03-03T09:00', true), entry(OTHER, '2026-03-03T09:00', true)];
    await running.saved({ name: 'Ana Ruiz', email: 'ana@example.com' });
    await vi.advanceTimersByTimeAsync(48 * 60 * MINUTE);
    expect(publish).not.toHaveBeenCalled();
    expect(running.scheduled()).toEqual([]);
  });

  it('does not publish an entry whose time had already passed when it was saved (that waits for the Publish button)', async () => {
    entries = [entry(POST, '2026-03-02T09:00')];
    await scheduler().start();
    await vi.advanceTimersByTimeAsync(48 * 60 * MINUTE);
    expect(publish).not.toHaveBeenCalled();
  });

  it('logs a failed publish, keeps the entry scheduled and tries again a minute later', async () => {
    entries = [entry(POST, '2026-03-03T09:00')];
    publish.mockRejectedValueOnce(new Error('The build stopped.'));
    const running = scheduler();
    await running.start();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(lines.join('\n')).toMatch(/failed \(The build stopped\.\); trying again in 1 minute/);
    expect(running.scheduled()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(publish).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(publish).toHaveBeenCalledTimes(2);
    expect(running.scheduled()).toEqual([]);
  });
});

describe('the scheduler, for a site with a time zone of its own', () => {
  it('publishes at the time on the site’s clock, whatever the server’s', async () => {
    // 9:00 in Chicago on 3 March 2026 is 15:00 UTC (Central Standard Time, UTC−6).
    vi.setSystemTime(new Date(Date.UTC(2026, 2, 3, 14, 0, 0)));
    entries = [{ ...entry(POST, '2026-03-03T09:00'), timeZone: 'America/Chicago' }];
    await scheduler().start();
    await vi.advanceTimersByTimeAsync(59 * MINUTE + 59_000);
    expect(publish).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(publish).toHaveBeenCalledExactlyOnceWith('journal', ['Mira Holt'], false);
  });

  it('counts as past a moment already gone on the site’s clock, though still ahead on the server’s', async () => {
    // 9:00 in Auckland (UTC+13 in March) was 20:00 UTC the day before.
    vi.setSystemTime(new Date(Date.UTC(2026, 2, 2, 21, 0, 0)));
    entries = [{ ...entry(POST, '2026-03-03T09:00'), timeZone: 'Pacific/Auckland' }];
    const made = scheduler();
    await made.start();
    expect(made.scheduled()).toEqual([]);
  });
});

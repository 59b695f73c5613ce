/**
 * A site's time zone (site.json "timeZone"): the clock its entries' dates and
 * times are read on by the build, the editor's words and the workflow's check,
 * and the check's plain word for a zone that does not exist. The clock is fixed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { entriesOf } from '../../scripts/content/core/collections.ts';
import { checkTimeZone } from '../../scripts/content/time-zone-rule.ts';
import type { SiteSource, SourceFile } from '../../scripts/content/load.ts';
import type { Report } from '../../scripts/content/routes.ts';
import { dueEntries } from '../../scripts/due-entries.ts';
import { publishMoment } from '../../src/content/collections.ts';
import { isTimeZone, momentIn } from '../../src/content/time-zone.ts';
import { scheduleWords } from '../../src/editor/collections/entry-schedule.ts';

// 15:00 UTC on Tuesday 3 March 2026: 9:00 in Chicago (UTC−6), 4:00 the next morning in Auckland (UTC+13).
const NOW = new Date(Date.UTC(2026, 2, 3, 15, 0, 0));

afterEach(() => vi.useRealTimers());

describe('the wall clock of a time zone', () => {
  it('reads now in the zone, to the second', () => {
    expect(publishMoment(NOW, 'America/Chicago')).toBe('2026-03-03T09:00:00');
    expect(publishMoment(NOW, 'Pacific/Auckland')).toBe('2026-03-04T04:00:00');
    expect(publishMoment(NOW, 'UTC')).toBe('2026-03-03T15:00:00');
  });

  it('turns a moment written in the zone back into the instant, across a change of clocks', () => {
    expect(momentIn('2026-03-03T09:00', 'America/Chicago').toISOString()).toBe('2026-03-03T15:00:00.000Z');
    // Chicago is on summer time (UTC−5) from 8 March 2026.
    expect(momentIn('2026-03-09T09:00', 'America/Chicago').toISOString()).toBe('2026-03-09T14:00:00.000Z');
    expect(momentIn('2026-06-01', 'Europe/London').toISOString()).toBe('2026-05-31T23:00:00.000Z');
  });

  it('knows the zones there are, and no others', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Europe/Londres')).toBe(false);
    expect(isTimeZone('Central Time')).toBe(false);
  });
});

/** A site source with one entry going live at 9:00 on 3 March, in `timeZone`. */
const siteWith = (timeZone?: string) =>
  ({
    id: 'journal',
    site: { data: { timeZone } },
    collections: [
      {
        name: 'posts',
        entries: [{ slug: 'summer-menu', path: '/x', source: { data: { date: '2026-03-03', time: '09:00' } } }],
      },
    ],
  }) as unknown as SiteSource;

describe('an entry, on its site’s clock', () => {
  it('is built once 9:00 comes where the site is, and not before', () => {
    vi.useFakeTimers({ now: NOW.getTime() - 1000 });
    expect(entriesOf(siteWith('America/Chicago'))[0].published).toBe(false);
    vi.setSystemTime(NOW);
    expect(entriesOf(siteWith('America/Chicago'))[0].published).toBe(true);
    // In Auckland and Tokyo that 9:00 has passed; in Los Angeles it is 7:00.
    expect(entriesOf(siteWith('Pacific/Auckland'))[0].published).toBe(true);
    expect(entriesOf(siteWith('Asia/Tokyo'))[0].published).toBe(true);
    expect(entriesOf(siteWith('America/Los_Angeles'))[0].published).toBe(false);
  });

  it('is said in the editor as going live, or as dated once its time has come there', () => {
    const entry = { date: '2026-03-03', time: '09:00' };
    expect(scheduleWords(entry, publishMoment(new Date(NOW.getTime() - 60_000), 'America/Chicago'))).toBe(
      'Goes live Tuesday 3 March at 9:00.',
    );
    expect(scheduleWords(entry, publishMoment(NOW, 'America/Chicago'))).toMatch(/^Dated Tuesday 3 March at 9:00/);
  });
});

describe('the workflow’s check of what is due', () => {
  const content = mkdtempSync(join(tmpdir(), 'due-zone-'));
  afterAll(() => rmSync(content, { recursive: true, force: true }));

  it('reads each site’s entries on its own clock', () => {
    for (const [site, timeZone] of [
      ['chicago', 'America/Chicago'],
      ['london', 'Europe/London'],
    ]) {
      mkdirSync(join(content, site, 'pages'), { recursive: true });
      mkdirSync(join(content, site, 'collections', 'posts'), { recursive: true });
      writeFileSync(join(content, site, 'site.json'), JSON.stringify({ name: site, timeZone }));
      writeFileSync(
        join(content, site, 'collections', 'posts', 'summer-menu.json'),
        JSON.stringify({ title: 'Summer menu', date: '2026-03-03', time: '09:00' }),
      );
    }
    expect(dueEntries(content, NOW, 30).map((entry) => entry.site)).toEqual(['chicago']);
  });
});

describe('a time zone that does not exist', () => {
  it('is a problem, in plain words, with the nearest name', () => {
    const said: string[] = [];
    const report: Report = (_file, path, code, message, hint) =>
      said.push(`${path.join('.')} ${code}: ${message} ${hint}`);
    const site = (timeZone: string) => ({ file: 'site.json', data: { timeZone } }) as unknown as SourceFile;
    checkTimeZone(site('America/Chicgo'), report);
    checkTimeZone(site('Central Time'), report);
    checkTimeZone(site('America/Chicago'), report);
    expect(said).toEqual([
      'timeZone unknown-time-zone: "America/Chicgo" is not a time zone. Did you mean "America/Chicago"?',
      expect.stringMatching(/^timeZone unknown-time-zone: "Central Time" is not a time zone\. Write the name/),
    ]);
  });
});

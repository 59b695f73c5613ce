import { describe, expect, it } from 'vitest';
import { scheduleWords } from '../../../../src/editor/collections/entry-schedule.ts';

const ON = '2026-03-02T12:00:00';

describe('an entry’s schedule in words', () => {
  it('says when an entry dated ahead goes live, with its weekday and time', () => {
    expect(scheduleWords({ date: '2026-03-03', time: '09:00' }, ON)).toBe('Goes live Tuesday 3 March at 9:00.');
  });

  it('says a draft stays off the site whatever its date', () => {
    expect(scheduleWords({ date: '2026-03-03', time: '09:00', draft: true }, ON)).toMatch(/^Draft: kept off the site/);
  });

  it('says an entry whose time has passed goes out with the next publish', () => {
    expect(scheduleWords({ date: '2026-03-02', time: '11:59' }, ON)).toBe(
      'Dated Monday 2 March at 11:59: on the site from its next publish.',
    );
    expect(scheduleWords({ title: 'Undated' }, ON)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { isPublished, publishMoment } from '../../src/content/collections.ts';
import { liveWords } from '../../src/collections/live-words.ts';

describe('an entry’s publish time', () => {
  const at = publishMoment(new Date(2026, 2, 3, 8, 59, 59));

  it('reads the local wall clock to the second', () => {
    expect(at).toBe('2026-03-03T08:59:59');
  });

  it('keeps an entry out until its time on its date, and a draft always', () => {
    expect(isPublished({ date: '2026-03-03', time: '09:00' }, at)).toBe(false);
    expect(isPublished({ date: '2026-03-03', time: '09:00' }, publishMoment(new Date(2026, 2, 3, 9, 0, 0)))).toBe(true);
    expect(isPublished({ date: '2026-03-03' }, at)).toBe(true);
    expect(isPublished({ date: '2026-03-03', time: '08:00', draft: true }, at)).toBe(false);
  });

  it('is said in words with its weekday, and its year only when not this year', () => {
    expect(liveWords('2026-03-03', '09:00', 2026)).toBe('Tuesday 3 March at 9:00');
    expect(liveWords('2027-03-03', '17:30', 2026)).toBe('Wednesday 3 March 2027 at 17:30');
    expect(liveWords('2026-03-03', undefined, 2026)).toBe('Tuesday 3 March');
    expect(liveWords('March 3', '09:00', 2026)).toBeUndefined();
  });
});

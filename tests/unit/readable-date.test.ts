import { describe, expect, it } from 'vitest';
import { readableDate } from '../../src/collections/readable-date';

describe('a date in words', () => {
  it('reads a day as people write it', () => {
    expect(readableDate('2026-03-14')).toBe('March 14, 2026');
  });

  it('is empty for a value that is no day, never "Invalid Date"', () => {
    for (const value of ['', '2026-13-40', 'soon']) expect(readableDate(value)).toBe('');
  });
});

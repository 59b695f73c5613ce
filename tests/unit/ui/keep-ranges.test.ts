import { describe, expect, it } from 'vitest';
import { keepDashWithWordBefore, keepOneLetterWithNext } from '../../../src/ui/keep-ranges';

describe('words kept together in short texts', () => {
  it('joins a one-letter word to the word after it, never to the one before', () => {
    expect(keepOneLetterWithNext('No heat? A technician is on call.')).toBe('No heat? A\u00a0technician is on call.');
    expect(keepOneLetterWithNext('Talk to a mechanic before I drive on.')).toBe(
      'Talk to a\u00a0mechanic before I\u00a0drive on.',
    );
  });

  it('leaves longer words and letters inside words alone', () => {
    expect(keepOneLetterWithNext('An area of a.m. hours')).toBe('An area of a.m. hours');
    expect(keepOneLetterWithNext('Plan A')).toBe('Plan A');
  });

  it('keeps a dash between words with the word before it', () => {
    expect(keepDashWithWordBefore('Hillside — $1,150,000')).toBe('Hillside\u00a0— $1,150,000');
  });
});

import { describe, expect, it } from 'vitest';
import { PROBLEM_CODES, type ProblemCode } from '../../scripts/content/problem-codes.ts';
import { PROBLEM_MESSAGES } from '../../src/editor/problems/problem-messages.ts';
import { problemSentence } from '../../src/editor/problems/problem-words.ts';
import type { EditorProblem } from '../../src/editor/protocol.ts';

const problem = (code: ProblemCode): EditorProblem => ({
  file: 'site-content/demo/pages/home.json',
  doc: 'demo/pages/home.json',
  line: 1,
  column: 1,
  code,
  message: 'The checker’s own words, for developers.',
});

describe('the owner’s words for every problem', () => {
  const codes = Object.keys(PROBLEM_CODES) as ProblemCode[];

  it('give every code the checker can report a message of its own, its hint beside it', () => {
    const without = codes.filter((code) => !PROBLEM_MESSAGES[code]?.message?.trim());
    expect(without).toEqual([]);
    for (const code of codes) {
      const { message, hint } = PROBLEM_MESSAGES[code];
      expect(message, code).toMatch(/^(\{value\}|[A-Z]).*[.]$/);
      if (hint !== undefined) expect(hint, code).toMatch(/^[A-Z].*[.]$/);
    }
  });

  it('hold no words for a code the checker does not have', () => {
    expect(Object.keys(PROBLEM_MESSAGES).filter((code) => !Object.hasOwn(PROBLEM_CODES, code))).toEqual([]);
  });

  it('say what the person typed, or "this" when there is nothing to quote, and never a generic sentence', () => {
    expect(problemSentence(problem('bad-colour'), 'teel')).toBe(
      '“teel” is not a colour. Pick one, or type it like #1E6FD9.',
    );
    expect(problemSentence(problem('bad-colour'), undefined)).toBe(
      'This is not a colour. Pick one, or type it like #1E6FD9.',
    );
    expect(problemSentence(problem('too-long'), 'abcdef')).toBe('This is too long (6 characters). Shorten it.');
    for (const code of codes) {
      const sentence = problemSentence(problem(code), 'x');
      expect(sentence, code).not.toMatch(/\{value\}|\{length\}|not accepted\. Check this field|developers/);
    }
  });
});

import { PROBLEM_CODES, severityOf, type ProblemCode } from '../content/problem-codes.ts';
import { GENERATED_NOTE, tableCell } from './markdown.ts';

/**
 * docs/reference/problems.md: every problem code the checker gives, whether it stops a build, and
 * what it means. The message and hint of one problem are worded where it is found (they name the
 * file, the section and the value); the content error cases show each kind's exact words.
 */
export function problemsReference(): string {
  const rows = (Object.keys(PROBLEM_CODES) as ProblemCode[]).map(
    (code) => `| \`${code}\` | ${severityOf(code)} | ${tableCell(PROBLEM_CODES[code].meaning)} |`,
  );
  return [
    '# Problem codes',
    '',
    GENERATED_NOTE('scripts/content/problem-codes.ts'),
    '',
    'Every problem `npm run validate`, the build and the editor report carries one of these codes',
    '(`npm run validate -- --format json` prints it). A code never changes between versions. An',
    'error stops the build; a warning is advice. Each problem also has a message and a hint, worded',
    'for the place it was found: [the content guide](../../site-content/README.md#what-the-error-messages-mean)',
    'explains them, and [tests/content-errors/](../../tests/content-errors/README.md) holds the exact',
    'words for each kind of mistake.',
    '',
    '| code | severity | what it means |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

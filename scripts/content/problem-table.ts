import { PROBLEM_CODES, severityOf, type ProblemCode } from './problem-codes.ts';

const HEADER = '| code | what it means |\n| --- | --- |\n';

/**
 * The guide's text with its table of problem codes written again from the
 * catalogue, so the table people read is the list the checker uses. The table
 * runs from its header to the first blank line.
 */
export function withProblemTable(guide: string): string {
  const start = guide.indexOf(HEADER);
  if (start < 0) throw new Error(`The guide has no table of problem codes starting "${HEADER.split('\n')[0]}".`);
  const end = guide.indexOf('\n\n', start);
  const rows = (Object.keys(PROBLEM_CODES) as ProblemCode[]).map(
    (code) => `| \`${code}\` | ${severityOf(code) === 'warning' ? '(warning) ' : ''}${PROBLEM_CODES[code].meaning} |`,
  );
  return `${guide.slice(0, start)}${HEADER}${rows.join('\n')}${end < 0 ? '\n' : guide.slice(end)}`;
}

import type { Problem } from '../../src/content/problem.ts';

/** The content core's problem and its error, shared with the renderer (see src/content/problem.ts). */
export { ContentError, formatProblem, isWarning, type Problem } from '../../src/content/problem.ts';

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

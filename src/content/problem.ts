/**
 * A content problem, and the error that carries problems. Browser-safe, so the
 * renderer (which the editor's preview runs in the page) throws the same shape
 * the content core reports; scripts/content/problem.ts re-exports it.
 */
import type { ProblemCode } from '../../scripts/content/problem-codes.ts';

/** One thing wrong with the content, written for the person who edits it. */
export interface Problem {
  /** Path of the file, relative to the project root. */
  file: string;
  line: number;
  column: number;
  /** Where in the document, in words: `section 3 "Packages" -> tier 2 -> price`. */
  where?: string;
  /** The same place as keys and indexes (["blocks", 2, "tiers", 1, "price"]), for tools such as the editor. */
  path?: (string | number)[];
  /** The kind of mistake, for machines (scripts, CI, the editor): one of the catalogue in problem-codes.ts. */
  code?: ProblemCode;
  /**
   * An error stops the build; a warning is advice (such as a missing `$schema`
   * line) that is printed but lets the build go on. The catalogue decides it by
   * the code (problem-codes.ts); absent means error.
   */
  severity?: 'error' | 'warning';
  /** What is wrong, as a full sentence. */
  message: string;
  /** What to do about it, when there is something specific to suggest. */
  hint?: string;
}

export const isWarning = (p: Problem): boolean => p.severity === 'warning';

export function formatProblem(p: Problem): string {
  const lines = [`${p.file}:${p.line}:${p.column}${isWarning(p) ? ' (warning)' : ''}`];
  if (p.where) lines.push(`  at ${p.where}`);
  lines.push(`  ${p.message}`);
  if (p.hint) lines.push(`  Hint: ${p.hint}`);
  return lines.join('\n');
}

/**
 * Content that stops what was asked of it (a page to render, the development
 * server's check): its problems, in the words the validate command prints. The
 * one error the content boundary throws; the problems themselves stay data.
 */
export class ContentError extends Error {
  readonly problems: Problem[];
  constructor({ problems }: { problems: Problem[] }) {
    super(`Content has ${problems.length} problem(s):\n\n${problems.map(formatProblem).join('\n\n')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

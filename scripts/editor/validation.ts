import { dirname, relative, sep } from 'node:path';
import type { Problem } from '../content/problem.ts';
import { validateContent, type ContentReport } from '../content/validate.ts';
import { priceProblems } from './price-check.ts';

/** A problem with the content path of its file, so the page can put it under the right field. */
export interface EditorProblem extends Problem {
  /** Path inside the content folder: "demos/bakery/pages/home.json". */
  doc: string;
  /** Keys and indexes of the field the problem belongs under, when known. */
  field?: (string | number)[];
}

/**
 * The field a problem belongs under. A missing required property is reported
 * at the group that lacks it; the editor shows it under the (empty) field itself.
 */
function fieldOf(problem: Problem): (string | number)[] | undefined {
  if (!problem.path) return undefined;
  const missing = /^The required property "([^"]+)" is missing\.$/.exec(problem.message)?.[1];
  return missing && problem.path.at(-1) !== missing ? [...problem.path, missing] : problem.path;
}

/**
 * Runs the very checker of `npm run validate` over the content folder, with
 * unsaved texts in place of what is on disk. File names in messages are
 * counted from the content folder's parent, as on the command line
 * ("site-content/demos/..."). The editor adds its own check of the prices
 * being typed, so "sixty five" is not saved as a price.
 */
export function checkContent(
  contentDir: string,
  overrides: Map<string, string> = new Map(),
): { problems: EditorProblem[]; report: ContentReport } {
  const root = dirname(contentDir);
  const report = validateContent(contentDir, root, overrides);
  const prefix = relative(root, contentDir).split(sep).join('/') + '/';
  const problems = [...report.problems, ...priceProblems(root, overrides)].map((problem) => ({
    ...problem,
    doc: problem.file.startsWith(prefix) ? problem.file.slice(prefix.length) : problem.file,
    field: fieldOf(problem),
  }));
  return { problems, report };
}

/** Identifies a problem across two runs, whatever its line. */
export function problemKey(problem: EditorProblem): string {
  return `${problem.doc}|${problem.message}|${JSON.stringify(problem.path ?? problem.where ?? '')}`;
}

import type { ErrorSchema } from '@rjsf/utils';
import { problemSentence, valueAt } from '../problems/problem-words';
import type { Json } from '../store/state';
import type { EditorProblem } from '../protocol';

type Path = (string | number)[];

/** Whether `path` starts with `prefix`. */
function startsWith(path: Path, prefix: Path): boolean {
  return prefix.every((segment, i) => String(path[i]) === String(segment));
}

/**
 * Puts each problem under the field it concerns, for the form of the value at
 * `prefix` (["blocks", 2] for the third section), in the person's words.
 * Returns the problems it placed.
 */
export function errorSchemaFor(
  problems: EditorProblem[],
  prefix: Path,
  value: Json,
): { errorSchema: ErrorSchema; placed: EditorProblem[] } {
  const errorSchema: Record<string, unknown> = {};
  const placed: EditorProblem[] = [];
  for (const problem of problems) {
    const field = problem.path;
    if (!field || !startsWith(field, prefix)) continue;
    let node = errorSchema;
    for (const segment of field.slice(prefix.length)) {
      node = (node[String(segment)] ??= {}) as Record<string, unknown>;
    }
    const message = problemSentence(problem, valueAt(value, field.slice(prefix.length)));
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
    placed.push(problem);
  }
  return { errorSchema: errorSchema as ErrorSchema, placed };
}

import { BodyError } from './read-body.ts';

/** Form fields are flat; a little nesting is tolerated, a tower of brackets is not. */
export const MAX_DEPTH = 8;

/** How deeply `value` nests, counted without recursion so no input can overflow the stack; stops past `limit`. */
export function nestingDepth(value: unknown, limit = MAX_DEPTH): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) break;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

export type BodyKind = 'json' | 'form';

/** What the Content-Type says the body is; a missing type is read as JSON, as before. */
export function bodyKind(contentType: string | undefined): BodyKind {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === '' || type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  throw new BodyError(415, 'UNSUPPORTED_TYPE', 'should be JSON or an HTML form (application/x-www-form-urlencoded)');
}

/** An HTML form's fields; a name given twice keeps all its values. Own properties only, whatever the names. */
function formFields(text: string): Record<string, string | string[]> {
  const fields = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    const earlier = fields.get(name);
    fields.set(name, earlier === undefined ? value : [...[earlier].flat(), value]);
  }
  return Object.fromEntries(fields);
}

export function parseFields(text: string, kind: BodyKind): unknown {
  if (kind === 'form') return formFields(text);
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError(400, 'INVALID_JSON', 'is not valid JSON');
  }
}

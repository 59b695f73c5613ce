import { applyEdits, modify, parse } from 'jsonc-parser';

/** A VS Code snippet offered inside a page's "blocks" list: a whole new section to fill in. */
export interface Snippet {
  label: string;
  description: string;
  body: unknown;
}

/** "$" starts a placeholder in snippet bodies; prices like "$20" must stay text. */
function escapeDollars(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\$/g, '\\$');
  if (Array.isArray(value)) return value.map(escapeDollars);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeDollars(v)]));
  return value;
}

/** The snippet for a block type, from its schema's first example: a working section to change. */
export function snippetFor(type: string, description: string, example: unknown): Snippet {
  return { label: `New section: ${type}`, description, body: escapeDollars(example) };
}

/** The union schema's text with one more snippet, leaving the rest of the file as it was written. */
export function withSnippet(unionText: string, snippet: Snippet): string {
  const existing = (parse(unionText) as { defaultSnippets?: Snippet[] }).defaultSnippets ?? [];
  if (existing.some((s) => s.label === snippet.label)) return unionText;
  const edits = modify(unionText, ['defaultSnippets', existing.length], snippet, {
    formattingOptions: { insertSpaces: true, tabSize: 2 },
    isArrayInsertion: true,
  });
  return applyEdits(unionText, edits);
}

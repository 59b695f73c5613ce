import type { EditedDoc, Json, JsonObject } from '../store/state';

type Path = (string | number)[];

/** One place a text is found: which document, which field, and where in its text. */
export interface Match {
  /** Stable while the texts do not change: "file|path|start". */
  id: string;
  file: string;
  path: Path;
  start: number;
  end: number;
  /** The whole text of the field. */
  text: string;
}

/**
 * Fields that are not words on the page: the file's own machinery, link
 * addresses, picture files and section ids. A find never touches them.
 */
const NOT_TEXT = new Set([
  '$schema',
  'type',
  'href',
  'ctaLink',
  'src',
  'anchor',
  'path',
  'basePath',
  'url',
  'formId',
  'id',
]);

function eachText(value: Json, path: Path, visit: (text: string, path: Path) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((entry, i) => eachText(entry, [...path, i], visit));
  else if (value && typeof value === 'object')
    for (const [key, entry] of Object.entries(value)) if (!NOT_TEXT.has(key)) eachText(entry, [...path, key], visit);
}

/** Every place `query` appears in the texts of the documents, ignoring case. */
export function findMatches(docs: EditedDoc[], query: string): Match[] {
  if (!query) return [];
  const wanted = query.toLocaleLowerCase();
  const found: Match[] = [];
  for (const doc of docs) {
    eachText(doc.data, [], (text, path) => {
      const lower = text.toLocaleLowerCase();
      // Lower-casing keeps the length for the scripts the content is written in, so positions carry over.
      if (lower.length !== text.length) return;
      for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + wanted.length))
        found.push({
          id: `${doc.file}|${path.join('.')}|${at}`,
          file: doc.file,
          path,
          start: at,
          end: at + wanted.length,
          text,
        });
    });
  }
  return found;
}

function replaceAt(value: Json, path: Path, replace: (text: string) => string): Json {
  if (!path.length) return typeof value === 'string' ? replace(value) : value;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((entry, i) => (i === head ? replaceAt(entry, rest, replace) : entry));
  if (value && typeof value === 'object')
    return { ...value, [head]: replaceAt((value as JsonObject)[head], rest, replace) };
  return value;
}

/**
 * The documents' data with the chosen matches replaced, keyed by file; only
 * documents that change are in it. Matches in one text are replaced from its
 * end, so the earlier positions still hold.
 */
export function replaceMatches(docs: EditedDoc[], chosen: Match[], replacement: string): Record<string, JsonObject> {
  const changed: Record<string, JsonObject> = {};
  const byField = new Map<string, Match[]>();
  for (const match of chosen) {
    const key = `${match.file}|${JSON.stringify(match.path)}`;
    byField.set(key, [...(byField.get(key) ?? []), match]);
  }
  for (const matches of byField.values()) {
    const { file, path } = matches[0];
    const doc = docs.find((d) => d.file === file);
    if (!doc) continue;
    const ordered = [...matches].sort((a, b) => b.start - a.start);
    changed[file] = replaceAt(changed[file] ?? doc.data, path, (text) =>
      ordered.reduce((out, m) => out.slice(0, m.start) + replacement + out.slice(m.end), text),
    ) as JsonObject;
  }
  return changed;
}

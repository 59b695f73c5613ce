import { blockLabel, entryLabel, fieldLabel, wordsOfPlace } from '../form/labels';
import type { EditedDoc, Json, JsonObject } from '../store/state';
import type { EditorProblem } from '../protocol';
import { PROBLEM_MESSAGES } from './problem-messages';
import { hrefInWords } from '../site-links';

/** Problems whose value is a link: it is told in words ("Gift cards page"), never in its stored form. */
const LINK_CODES = new Set<string>([
  'bad-link',
  'link-to-missing-page',
  'link-outside-site',
  'link-to-missing-anchor',
  'link-leaves-client-site',
  'link-to-unpublished-entry',
]);

type Path = (string | number)[];

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

function ordinal(index: number): string {
  return ORDINALS[index] ?? `number ${index + 1}`;
}

/** The value at a path of a document, or undefined where the path leads nowhere. */
export function valueAt(data: Json | undefined, path: Path): Json | undefined {
  let node = data;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, Json>)[String(segment)];
  }
  return node;
}

/** Where a problem sits, as the keys and indexes of its field. */
export function problemField(problem: Pick<EditorProblem, 'path'>): Path {
  return problem.path ?? [];
}

function short(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/** A section as the person knows it: its heading, or else its kind ("Call to action"). */
function sectionName(block: JsonObject | undefined, index: number): string {
  const heading = block && [block.heading, block.title].find((text) => typeof text === 'string' && text.trim());
  if (typeof heading === 'string') return short(heading);
  return block ? blockLabel(String(block.type)) : `Section ${index + 1}`;
}

/** The name of a document as the editor's screens show it: the page's title, "Site settings" or "Redirects". */
export function documentName(doc: EditedDoc | undefined, file: string): string {
  if (file.endsWith('/site.json')) return 'Site settings';
  if (file.endsWith('/redirects.json')) return 'Redirects';
  // Titles read "Services | <business name>" in the browser's tab; the page's own part is enough here.
  const title = typeof doc?.data.title === 'string' ? doc.data.title.split(' | ')[0].trim() : '';
  if (title) return short(title);
  return file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
}

/**
 * Where a problem is, in the words on screen: "Services › Salon packages ›
 * first package › Button link". A list's name is left out where an entry of
 * it follows ("first package" already says it), so no key or index shows.
 */
export function problemPlace(problem: Pick<EditorProblem, 'doc' | 'path'>, doc: EditedDoc | undefined): string {
  const parts = [documentName(doc, problem.doc)];
  const path = problemField(problem);
  const inside = wordsOfPlace(problem.doc, doc?.data, path);
  if (path[0] === 'blocks' && typeof path[1] === 'number') {
    parts.push(sectionName(valueAt(doc?.data, path.slice(0, 2)) as JsonObject | undefined, path[1]));
  }
  const local = inside.path;
  local.forEach((segment, i) => {
    if (typeof segment === 'number') {
      parts.push(`${ordinal(segment)} ${entryLabel(inside.document, local.slice(0, i)).toLowerCase()}`);
    } else if (typeof local[i + 1] !== 'number' && segment !== 'type') {
      parts.push(fieldLabel(inside.document, local.slice(0, i + 1)));
    }
  });
  return parts.join(' › ');
}

/** A link's value in words; in rich text, the paragraph's words without its links' stored forms. */
function linkValueInWords(value: string): string {
  return value.includes('](') ? value.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') : hrefInWords(value);
}

/**
 * What is wrong, in a sentence for someone who has never seen the files, and
 * what to do: the catalogue's words for the problem's code (never read from
 * its message), with the value the person typed where it helps them spot it.
 * A problem without a code is one the server put in words itself.
 */
export function problemSentence(problem: EditorProblem, value: Json | undefined): string {
  if (!problem.code) return problem.message;
  const { message, hint } = PROBLEM_MESSAGES[problem.code];
  const shown = typeof value === 'string' && LINK_CODES.has(problem.code) ? linkValueInWords(value) : value;
  const typed = typeof shown === 'string' || typeof shown === 'number' ? `“${short(String(shown))}”` : '';
  const said = message
    .replace('{value}', typed || 'this')
    .replace('{length}', typeof value === 'string' ? String(value.length) : 'too many')
    .replace(/ \(too many characters\)/, '');
  const sentence = said.charAt(0).toUpperCase() + said.slice(1);
  return hint ? `${sentence} ${hint}` : sentence;
}

/** A problem in words, as listed: "Services › Opening section › Heading: This needs to be filled in." */
export function problemInWords(problem: EditorProblem, doc: EditedDoc | undefined): string {
  return `${problemPlace(problem, doc)}: ${problemSentence(problem, valueAt(doc?.data, problemField(problem)))}`;
}

export const isAdvice = (problem: EditorProblem): boolean => problem.severity === 'warning';

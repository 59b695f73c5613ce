import { blockLabel, entryLabel, fieldLabel, wordsOfPlace } from '../form/labels';
import type { EditedDoc, Json, JsonObject } from '../store/state';
import type { EditorProblem } from '../protocol';
import { PROBLEM_MESSAGES } from './problem-messages';
import { hrefInWords } from '../site-links';
import { menuNames, pageName } from '@/content/page-name';
import { nameInWords } from '@/content/words';

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

/** The settings of the site a content file is in, among the documents the editor holds. */
export function siteDocOf(docs: Record<string, EditedDoc>, file: string): EditedDoc | undefined {
  const folder = file.replace(/\/(pages|collections)\/.*$/, '').replace(/\/[^/]*\.json$/, '');
  return docs[`${folder}/site.json`];
}

const isEntryFile = (file: string) => /(^|\/)collections\//.test(file);

/**
 * The name of a document as the editor's screens show it: "Site settings",
 * "Redirects", a page by the name its site's menus give it (pageName: the
 * page at the site's root is "Home"), an entry by its title or name. Never a
 * file's path.
 */
export function documentName(doc: EditedDoc | undefined, file: string, site?: EditedDoc): string {
  if (file.endsWith('/site.json')) return 'Site settings';
  if (file.endsWith('/redirects.json')) return 'Redirects';
  const slug = file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
  if (isEntryFile(file)) {
    const own = [doc?.data.title, doc?.data.name].find((text) => typeof text === 'string' && text.trim());
    return typeof own === 'string' ? short(own) : nameInWords(slug);
  }
  return doc ? short(pageName(doc.data, menuNames(site?.data))) : nameInWords(slug);
}

/** A saved document as the save's message names it: an entry in quotes ('"Ava Martin"'), a page by its name. */
export function savedName(docs: Record<string, EditedDoc>, file: string): string {
  const name = documentName(docs[file], file, siteDocOf(docs, file));
  return isEntryFile(file) ? `"${name}"` : name;
}

/**
 * Where a problem is, in the words on screen: "Services › Salon packages ›
 * first package › Button link". A list's name is left out where an entry of
 * it follows ("first package" already says it), so no key or index shows.
 */
export function problemPlace(
  problem: Pick<EditorProblem, 'doc' | 'path'>,
  doc: EditedDoc | undefined,
  site?: EditedDoc,
): string {
  const parts = [documentName(doc, problem.doc, site)];
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
export function problemInWords(problem: EditorProblem, doc: EditedDoc | undefined, site?: EditedDoc): string {
  return `${problemPlace(problem, doc, site)}: ${problemSentence(problem, valueAt(doc?.data, problemField(problem)))}`;
}

export const isAdvice = (problem: EditorProblem): boolean => problem.severity === 'warning';

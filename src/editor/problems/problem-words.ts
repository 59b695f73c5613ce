import { blockLabel, entryLabel, fieldLabel, wordsOfPlace } from '../form/labels';
import type { EditedDoc, Json, JsonObject } from '../store/state';
import type { EditorProblem } from '../protocol';

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

function quoted(value: Json | undefined): string {
  return typeof value === 'string' || typeof value === 'number' ? `“${short(String(value))}” ` : '';
}

/**
 * What is wrong, in a sentence for someone who has never seen the files.
 * Chosen by the problem's code (never by reading its message), with the value
 * the person typed where it helps them spot it.
 */
export function problemSentence(problem: EditorProblem, value: Json | undefined): string {
  const typed = quoted(value);
  switch (problem.code) {
    case 'missing-property':
    case 'empty-text':
      return 'This needs to be filled in.';
    case 'too-short':
      return 'This is too short: write a little more.';
    case 'too-long':
      return `This is too long${typeof value === 'string' ? ` (${value.length} characters)` : ''}: shorten it.`;
    case 'too-few':
      return 'This list needs more entries: add one.';
    case 'too-many':
      return 'This list has too many entries: remove one.';
    case 'out-of-range':
      return `${typed}is too small or too large for this field.`.trimStart();
    case 'wrong-type':
    case 'value-in-quotes':
      return `${typed}is not the kind of value this field takes.`.trimStart();
    case 'not-allowed-value':
    case 'unknown-block-type':
      return `${typed}is not one of the choices here: pick one from the list.`.trimStart();
    case 'bad-link':
      return `${typed}is not a link the site can use. Pick a page, or type a web address such as https://example.com.`.trimStart();
    case 'link-to-missing-page':
      return `${typed}links to a page this site does not have. Pick one of its pages.`.trimStart();
    case 'link-outside-site':
      return `${typed}leads out of this site. Pick the page from the list instead.`.trimStart();
    case 'link-to-missing-anchor':
      return `${typed}links to a section that page does not have.`.trimStart();
    case 'anchor-without-page':
      return 'A link to a section must name its page too: pick the page from the list.';
    case 'bad-colour':
      return `${typed}is not a colour. Pick one, or type it like #1E6FD9.`.trimStart();
    case 'bad-format':
      return `${typed}is not written the way this field needs.`.trimStart();
    case 'missing-image':
      return 'This picture is not among the site’s pictures: choose or upload one.';
    case 'wrong-image-size':
      return 'The stated size of this picture is not its real size.';
    case 'duplicate-anchor':
      return 'Another section of this page has the same section id.';
    case 'two-highlighted-tiers':
      return 'Only one package can be marked as the most popular.';
    case 'duplicate-route':
      return 'Another page has the same address.';
    case 'path-repeats-base':
      return 'This address starts with the site’s own address again: leave that part out.';
    case 'missing-fact':
      return 'This uses a site fact that the site settings do not give: fill it in there.';
    case 'unknown-fact':
      return `${typed}has a word in braces that is not a site fact; use the buttons beside the field.`.trimStart();
    case 'fact-written-out':
      return 'This writes out the site’s phone number or email: use the {phone} or {email} button, so it follows the site settings.';
    case 'form-id-missing':
      return 'This form sends, but the site settings have no form id.';
    case 'price':
      return `${typed}does not look like a price. Write it with digits, like $65 or From $65.`.trimStart();
    default:
      return 'Something here is not accepted. Check this field.';
  }
}

/** A problem in words, as listed: "Services › Opening section › Heading: This needs to be filled in." */
export function problemInWords(problem: EditorProblem, doc: EditedDoc | undefined): string {
  return `${problemPlace(problem, doc)}: ${problemSentence(problem, valueAt(doc?.data, problemField(problem)))}`;
}

export const isAdvice = (problem: EditorProblem): boolean => problem.severity === 'warning';

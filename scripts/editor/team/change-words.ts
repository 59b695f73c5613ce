/**
 * Saves in words: the fields that differ between two versions of a content
 * file, named as a person sees them ("Salon › Services › Salon packages:
 * price of "Color & Cut" $135 → $145"). The same walk as the minimal save
 * (minimal-edit.ts): equal values are skipped, lists are compared item by item.
 */
import { goesLiveAt, publishMoment } from '../../../src/content/collections.ts';
import { sameJson } from '../../../src/content/same-json.ts';
import { entryOfFile } from '../../../src/editor/collections/entry-address.ts';
import type { FieldChange } from '../../../src/editor/protocol.ts';
import { dollarPrice } from '../../../src/collections/price.ts';
import { changeWordAt, dollarsAt, entryNameAt, fieldWordsAt } from '../../content/place-words.ts';
import { hrefInWords } from '../../../src/content/link-words.ts';
import { colourDescription } from '../../../src/content/colour-words.ts';

/** The stored forms of links that no one should read: a page of this site, a phone number, an email. */
const STORED_LINK = /^(~\/|tel:|mailto:)/;

type Json = unknown;
type Path = (string | number)[];

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields an object may go by, in the order they are looked for. */
const NAMING_KEYS = ['name', 'title', 'heading', 'label', 'question', 'author', 'eyebrow', 'text'];

/** The field an object goes by: "question" for a question of a FAQ. */
function namingKeyOf(value: Json): string | undefined {
  return isObject(value) ? NAMING_KEYS.find((key) => typeof value[key] === 'string' && value[key]) : undefined;
}

/** The words an object goes by: its name, title, heading, question or author. */
function labelOf(value: Json): string | undefined {
  if (!isObject(value)) return undefined;
  const key = namingKeyOf(value);
  if (key) return value[key] as string;
  return typeof value.type === 'string' ? `${value.type} block` : undefined;
}

/** A colour of the theme in words ("dark purple"), or undefined for any other value. */
const colourWords = (value: Json) => (typeof value === 'string' ? colourDescription(value) : undefined);

/** Whether two lists hold the same items, each as often, in another order. */
function sameItemsReordered(before: Json[], after: Json[]): boolean {
  if (before.length !== after.length || sameJson(before, after)) return false;
  const left = [...before];
  return after.every((item) => {
    const at = left.findIndex((old) => sameJson(old, item));
    return at >= 0 && left.splice(at, 1).length === 1;
  });
}

/** A value in a message: short text as it is, longer text cut, lists and groups by their size. */
export function valueWords(value: Json): string {
  if (value === undefined || value === null) return '(empty)';
  // A link is told as the editor shows it ("Contact page", a phone number), never as the file holds it.
  if (typeof value === 'string' && STORED_LINK.test(value)) return hrefInWords(value);
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 57).trimEnd()}…` : value || '(empty)';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `(${value.length} item${value.length === 1 ? '' : 's'})`;
  return labelOf(value) ? `"${labelOf(value)}"` : '(a group of fields)';
}

/**
 * Every field that differs, deepest first-level change per field, each named
 * in the words of the file's kind of document (docs/block-words.md): "price",
 * "button link", an added "package".
 */
export function fieldChanges(before: Json, after: Json, file?: string): FieldChange[] {
  return fieldChangesAt(before, after, file).map(({ path: _path, ...change }) => change);
}

/** A change with the path of the field it is about: the field itself, or the list an item was added to or taken from. */
export type LocatedChange = FieldChange & { path: Path };

/** Every field that differs, as `fieldChanges`, each with where it is in the document. */
export function fieldChangesAt(before: Json, after: Json, file?: string): LocatedChange[] {
  return changesBetween(before, after, { roots: [before, after], file }, []);
}

interface Walk {
  roots: [Json, Json];
  file: string | undefined;
}

function changesBetween(before: Json, after: Json, walk: Walk, path: Path): LocatedChange[] {
  if (sameJson(before, after)) return [];
  const { roots, file } = walk;
  // Which block a path is in is read from the newer version where it has the path, else the older.
  const data = (at: Path) => (valueAt(roots[1], at) === undefined ? roots[0] : roots[1]);
  const word = (at: Path) => changeWordAt(file, data(at), at);
  const dollars = (at: Path) => (dollarsAt(file, data(at), at) ? { dollars: true } : {});
  const place = (at: Path) => ({ where: placeWords(roots, at), ...itemOf(walk, at, data(at)) });
  // A value as the field's words name it: a fixed choice by its name ("A sample site for the portfolio").
  const valueOf = (at: Path, value: Json) => {
    const choices = fieldWordsAt(file, data(at), at)?.choices;
    return typeof value === 'string' && choices && Object.hasOwn(choices, value) ? choices[value] : value;
  };
  // The change said in a sentence of its own where "before → after" would not read, or nothing.
  const saidOf = (at: Path, kind: FieldChange['kind'], b: Json, a: Json): { said?: string } => {
    const words = fieldWordsAt(file, data(at), at);
    const { where, item } = place(at.slice(0, -1));
    const subject = `${word(at)}${itemPhrase(where, item)}`;
    // A group told as one: first set, taken away, or its own words for any other change ("moved").
    const whole = { added: 'set', removed: 'taken away', changed: words?.changeAsWhole }[kind];
    if (words?.changeAsWhole) return { said: `${subject} ${whole}` };
    const [was, now] = [colourWords(b), colourWords(a)];
    if (kind === 'changed' && was && now) return { said: `${subject} changed from ${was} to ${now}` };
    if (kind === 'added' && now) return { said: `${subject} set to ${now}` };
    if (kind === 'added' && words?.choices) return { said: `${subject} set to ${valueWords(valueOf(at, a))}` };
    if (kind === 'changed' && words?.choices)
      return { said: `${subject} ${valueWords(valueOf(at, b))} → ${valueWords(valueOf(at, a))}` };
    return {};
  };
  const change = (kind: FieldChange['kind'], key: string | number, b?: Json, a?: Json): LocatedChange => ({
    ...place(path),
    field: word([...path, key]),
    before: b,
    after: a,
    kind,
    ...dollars([...path, key]),
    ...saidOf([...path, key], kind, b, a),
    path: [...path, key],
  });
  // A group told as one ("the picture's subject moved") is not told field by field.
  if (path.length && isObject(before) && isObject(after) && fieldWordsAt(file, data(path), path)?.changeAsWhole) {
    const field = { field: word(path), before, after, kind: 'changed' as const };
    return [{ ...place(path.slice(0, -1)), ...field, ...saidOf(path, 'changed', before, after), path }];
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const local = { ...walk, path };
    return keys.flatMap((key) => {
      if (!Object.hasOwn(after, key)) return [change('removed', key, before[key])];
      if (!Object.hasOwn(before, key)) return [change('added', key, undefined, after[key])];
      if (sameJson(before[key], after[key])) return [];
      if (renamesEntry(local, key)) return [renamed(local, key, before, after)];
      return changesBetween(before[key], after[key], walk, [...path, key]);
    });
  }
  if (Array.isArray(before) && Array.isArray(after) && sameItemsReordered(before, after)) {
    const { where, item } = place(path.slice(0, -1));
    return [
      {
        where,
        ...(item && { item }),
        field: word(path),
        kind: 'changed',
        said: `${word(path)}${itemPhrase(where, item)} put in a new order`,
        path,
      },
    ];
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return after.flatMap((item, i) => changesBetween(before[i], item, walk, [...path, i]));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const added = after.filter((item) => !before.some((old) => sameJson(old, item)));
    const removed = before.filter((item) => !after.some((now) => sameJson(now, item)));
    const parent = path.slice(0, -1);
    const here = (kind: FieldChange['kind'], item: Json): LocatedChange => {
      const label = labelOf(item);
      const at = place(parent);
      // An entry named as its list names entries: 'added the testimonial by "Ann Lee"'.
      const named = label && !label.endsWith(' block') ? entryNameAt(file, data(path), path, label) : undefined;
      return {
        ...at,
        field: word([...path, 0]),
        kind,
        ...(kind === 'added' ? { after: item } : { before: item }),
        ...(named && { said: `${kind} ${named}${itemPhrase(at.where, at.item)}` }),
        path,
      };
    };
    if (!added.length && !removed.length)
      return [{ ...place(parent), field: `order of ${word(path)}`, kind: 'changed', path }];
    return [...removed.map((item) => here('removed', item)), ...added.map((item) => here('added', item))];
  }
  return [
    {
      ...place(path.slice(0, -1)),
      field: word(path),
      before,
      after,
      kind: 'changed',
      ...dollars(path),
      ...saidOf(path, 'changed', before, after),
      path,
    },
  ];
}

/** Whether the field `key` of the object at `path` is the one its list's entry goes by (a question's "question"). */
function renamesEntry({ roots, path }: Walk & { path: Path }, key: string): boolean {
  if (typeof path[path.length - 1] !== 'number' || (path.length === 2 && path[0] === 'blocks')) return false;
  const [was, now] = roots.map((root) => valueAt(root, path));
  return namingKeyOf(was) === key && isObject(now) && typeof now[key] === 'string';
}

/** An entry given new words for its name, told by its old name: 'the question "How soon…" now reads "How quickly…"'. */
function renamed(walk: Walk & { path: Path }, key: string, before: Record<string, Json>, after: Record<string, Json>) {
  const { roots, file, path } = walk;
  const data = valueAt(roots[1], path) === undefined ? roots[0] : roots[1];
  const name = entryNameAt(file, data, path.slice(0, -1), String(before[key]));
  const where = placeWords(roots, path).slice(0, -1);
  return {
    where,
    field: changeWordAt(file, data, [...path, key]),
    before: before[key],
    after: after[key],
    kind: 'changed' as const,
    said: `${name}${itemPhrase(where, itemOf(walk, path.slice(0, -1), data).item)} now reads "${valueWords(after[key])}"`,
    path: [...path, key],
  };
}

function valueAt(node: Json, path: Path): Json {
  return path.reduce<Json>((value, key) => child(value, key), node);
}

/** The innermost entry `path` is in, named as its list names entries: 'the "Color & Cut" package'. */
function itemOf({ roots, file }: Walk, path: Path, data: Json): { item?: string } {
  const last = path.findLastIndex((key) => typeof key === 'number');
  if (last < 1) return {};
  const entry = path.slice(0, last + 1);
  const label = labelOf(valueAt(roots[0], entry)) ?? labelOf(valueAt(roots[1], entry));
  // A section is told by its heading alone, as the place the change is in.
  if (!label || (entry.length === 2 && entry[0] === 'blocks')) return {};
  return { item: entryNameAt(file, data, entry.slice(0, -1), label) };
}

const child = (node: Json, key: string | number): Json =>
  isObject(node) || Array.isArray(node) ? (node as Record<string | number, Json>)[key] : undefined;

/**
 * The labels of the blocks and items that contain `path`: as they were before
 * the change (a renamed heading is found by its old name), or as they are now
 * for what is new.
 */
function placeWords([before, after]: [Json, Json], path: Path): string[] {
  const words: string[] = [];
  for (const key of path) {
    before = child(before, key);
    after = child(after, key);
    if (typeof key === 'number') {
      const label = labelOf(before) ?? labelOf(after);
      if (label) words.push(label);
    }
  }
  return words;
}

/** The entry a change is in, after the field's name: ' of the "Color & Cut" package', or ' of "Color & Cut"'. */
function itemPhrase(where: string[], item: string | undefined): string {
  const items = where.slice(1);
  return item ? ` of ${item}` : items.length ? ` of "${items[items.length - 1]}"` : '';
}

/** One change in words: 'Salon packages: price of "Color & Cut" $135 → $145'. */
export function changeSentence(change: FieldChange): string {
  const told = (value: Json) => (change.dollars && typeof value === 'number' ? dollarPrice(value) : valueWords(value));
  const [block] = change.where;
  const item = itemPhrase(change.where, change.item);
  const body = change.said
    ? change.said
    : change.kind === 'added'
      ? `added ${change.field}${item} ${told(change.after)}`
      : change.kind === 'removed'
        ? `removed ${change.field}${item} ${told(change.before)}`
        : change.before === undefined && change.after === undefined
          ? `${change.field}${item} changed`
          : `${change.field}${item} ${told(change.before)} → ${told(change.after)}`;
  return block ? `${block}: ${body}` : body;
}

/** "services" → "Services", "real-estate" → "Real estate". */
export function nameWords(id: string): string {
  const words = id.replace(/\.json$/, '').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface SavedFile {
  /** Content path: "demos/salon/pages/services.json". */
  file: string;
  before: string;
  after: string;
}

function parse(text: string): Json {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The place a file is, in words: "Salon › Services", "Salon › Site settings", or an entry's "Real estate › Listings › Oak lane". */
export function fileWords(file: string): string {
  const parts = file.split('/');
  const images = parts.lastIndexOf('images');
  if (images > 0) return `${nameWords(parts[images - 1])} › Pictures › ${parts.slice(images + 1).join('/')}`;
  const collections = parts.lastIndexOf('collections');
  if (collections > 0 && parts.length > collections + 2)
    return [parts[collections - 1], parts[collections + 1], parts[parts.length - 1]].map(nameWords).join(' › ');
  const pages = parts.lastIndexOf('pages');
  const site = pages > 0 ? parts[pages - 1] : (parts[parts.length - 2] ?? '');
  const page =
    pages > 0
      ? parts.slice(pages + 1).join('/')
      : parts[parts.length - 1] === 'site.json'
        ? 'Site settings'
        : parts[parts.length - 1];
  return [site && nameWords(site), nameWords(page)].filter(Boolean).join(' › ');
}

/** Now on the clock of the site a file is in ("2026-03-14T09:00:00", publishMoment): whether a moment is still ahead. */
export type SiteClock = (file: string) => string;

/** A moment as a commit tells it: "1 June 09:00", with the year when it is not the year of `now`. */
export function momentWords(at: string, now: string): string {
  const [date, time] = at.split('T');
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return at;
  const month = day.toLocaleDateString('en-GB', { timeZone: 'UTC', month: 'long' });
  const year = date.slice(0, 4) === now.slice(0, 4) ? '' : ` ${date.slice(0, 4)}`;
  return `${day.getUTCDate()} ${month}${year}${time ? ` ${time.slice(0, 5)}` : ''}`;
}

/**
 * 'Scheduled "Summer menu" for 1 June 09:00' when a save gives an entry that
 * is not a draft a moment still ahead that it did not have (a new date or
 * time, or a draft taken out of draft); undefined otherwise.
 */
function scheduledWords(file: string, before: Json, after: Json, now: string): string | undefined {
  if (!isObject(after) || after.draft === true) return undefined;
  const at = goesLiveAt({ date: textOf(after.date), time: textOf(after.time) });
  if (at === undefined || at <= now) return undefined;
  const had =
    isObject(before) && before.draft !== true && goesLiveAt({ date: textOf(before.date), time: textOf(before.time) });
  if (had === at) return undefined;
  const name = textOf(after.title) ?? textOf(after.name) ?? nameWords(entryOfFile(file)?.slug ?? file);
  return `Scheduled "${name}" for ${momentWords(at, now)}`;
}

const textOf = (value: Json) => (typeof value === 'string' && value ? value : undefined);

/** The fields a schedule's sentence tells. */
const SCHEDULE_FIELDS = ['date', 'time', 'draft'];

/** `before` with the schedule's fields as `after` has them: what else the save changed. */
function withScheduleOf(before: Json, after: Json): Json {
  if (!isObject(before) || !isObject(after)) return before;
  const same = { ...before };
  for (const key of SCHEDULE_FIELDS)
    if (Object.hasOwn(after, key)) same[key] = after[key];
    else delete same[key];
  return same;
}

/** A collection's folder as one of its entries is called: "listings" → "Listing", "people" → "Person", "stories" → "Story". */
export function entryKindWords(collection: string): string {
  const one =
    collection === 'people'
      ? 'person'
      : collection.endsWith('ies')
        ? `${collection.slice(0, -3)}y`
        : collection.replace(/s$/, '');
  return nameWords(one);
}

/** An entry as a commit names it: 'Listing "12 Oak Lane"', from its title or name, else its file's name. */
function entryWords(file: string, data: Json): string {
  const { collection, slug } = entryOfFile(file)!;
  const title = isObject(data) ? (textOf(data.title) ?? textOf(data.name)) : undefined;
  return `${entryKindWords(collection)} "${title ?? nameWords(slug)}"`;
}

/**
 * Sentences for every change of every saved file; `clock` says whether an
 * entry's moment is still ahead. A page is told by its place ("Salon ›
 * Services › …"), an entry by its kind and title ('New post "Spring colour
 * trends" (draft)', 'Listing "12 Oak Lane": price …').
 */
export function saveSentences(files: SavedFile[], clock: SiteClock = () => publishMoment()): string[] {
  const { renamed, rest } = renamesIn(files);
  return [...renamed, ...rest.flatMap((file) => fileSentences(file, clock))];
}

/** The folder of a content path: "demos/x/collections/posts". */
const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));

/**
 * Entries renamed by a save (a file gone and a file new in the same folder
 * of a collection, one each) in one sentence each, told first: 'Post "Spring
 * trends": renamed from "spring" to "spring-trends"', with any field the move
 * changed too; the files left to tell one by one.
 */
function renamesIn(files: SavedFile[]): { renamed: string[]; rest: SavedFile[] } {
  const gone = files.filter((f) => f.before && !f.after && entryOfFile(f.file));
  const made = files.filter((f) => !f.before && f.after && entryOfFile(f.file));
  const renamed: string[] = [];
  const paired = new Set<SavedFile>();
  for (const old of gone) {
    const candidates = made.filter((f) => folderOf(f.file) === folderOf(old.file) && !paired.has(f));
    if (candidates.length !== 1 || gone.filter((g) => folderOf(g.file) === folderOf(old.file)).length !== 1) continue;
    const [now] = candidates;
    paired.add(old).add(now);
    const [was, is] = [parse(old.before), parse(now.after)];
    const place = entryWords(now.file, is);
    const from = entryOfFile(old.file)!.slug;
    const to = entryOfFile(now.file)!.slug;
    renamed.push(
      `${place}: renamed from "${from}" to "${to}"`,
      ...fieldChanges(was, is, now.file).map((change) => `${place}: ${changeSentence(change)}`),
    );
  }
  return { renamed, rest: files.filter((f) => !paired.has(f)) };
}

function fileSentences({ file, before, after }: SavedFile, clock: SiteClock): string[] {
  const entry = entryOfFile(file) !== undefined;
  const kind = !file.endsWith('.json') ? 'picture' : entry ? 'entry' : 'page';
  const [was, now] = [parse(before), parse(after)];
  const place = entry ? entryWords(file, after ? now : was) : fileWords(file);
  const scheduled = entry && after ? scheduledWords(file, was, now, clock(file)) : undefined;
  if (!before) {
    if (!entry) return [`${place}: new ${kind}`];
    const draft = isObject(now) && now.draft === true ? ' (draft)' : '';
    return [`New ${place.charAt(0).toLowerCase()}${place.slice(1)}${draft}`, ...(scheduled ? [scheduled] : [])];
  }
  if (!after) return [entry ? `${place} deleted` : `${place}: ${kind} deleted`];
  if (kind === 'picture') return [`${place}: picture replaced`];
  const changes = fieldChanges(scheduled ? withScheduleOf(was, now) : was, now, file).map(changeSentence);
  const sentences = changes.map((change) => (entry ? `${place}: ${change}` : `${place} › ${change}`));
  if (scheduled) return [scheduled, ...sentences];
  return sentences.length ? sentences : [`${place}: layout of the file changed`];
}

/** A commit message: the first change as the subject, every change in the body when there are more. */
export function commitMessage(files: SavedFile[], clock?: SiteClock): string {
  const sentences = saveSentences(files, clock);
  if (sentences.length <= 1) return sentences[0] ?? 'Saved without changes';
  return `${sentences[0]} (and ${sentences.length - 1} more)\n\n${sentences.map((s) => `- ${s}`).join('\n')}`;
}

/**
 * The changed fields of a document, each with its path and its change in the
 * words of `saveSentences`: what a reviewer's comment may name, so the author
 * reads it beside that field. A new or deleted file has no field to name.
 */
export function changedFieldLines(file: string, before: string, after: string): { path: Path; sentence: string }[] {
  if (!before || !after || !file.endsWith('.json')) return [];
  const [was, now] = [parse(before), parse(after)];
  if (was === undefined || now === undefined) return [];
  const entry = entryOfFile(file) !== undefined;
  const place = entry ? `${entryWords(file, now)}:` : `${fileWords(file)} ›`;
  return fieldChangesAt(was, now, file).map((change) => ({
    path: change.path,
    sentence: `${place} ${changeSentence(change)}`,
  }));
}

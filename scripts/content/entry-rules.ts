/**
 * The rules of collections that a schema cannot hold: every collection
 * folder declared with a known type, slugs that can be addresses and are
 * unique, one popular package per collection, tags that have a page,
 * references that lead to an entry, and rich text without HTML. Links inside entries are checked with every other link
 * (cross-checks.ts).
 */
import { referenceOf } from '../../src/content/collections.ts';
import { htmlIn } from '../../src/content/rich-text.ts';
import { COLLECTION_TYPES } from '../../src/content/collection-types.ts';
import { eachRichText } from './core/links.ts';
import { referencesIn, settingsOf, typeOf } from './core/collections.ts';
import { isRecord, locate } from './locate.ts';
import type { Problem } from './problem.ts';
import { isFlawed, list, type ReadableSite } from './readable.ts';
import type { Report } from './routes.ts';
import { listOf, nearest } from './suggest.ts';
import { listWords } from '../../src/content/list-words.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function checkEntries(site: ReadableSite, report: Report, problems: Problem[]): void {
  const { source } = site;
  const settings = settingsOf(source.site.data);
  const types = Object.keys(COLLECTION_TYPES);
  for (const [name, setting] of settings) {
    if (setting.type !== undefined && !typeOf(setting)) {
      const guess = nearest(setting.type, types);
      report(
        source.site,
        ['collections', name, 'type'],
        'unknown-collection-type',
        `There is no collection type "${setting.type}".`,
        `${guess ? `Did you mean "${guess}"? ` : ''}The types are ${listOf(types)}, one per schema in schema/collections/.`,
      );
    }
  }

  const known = new Set(
    source.collections.flatMap((collection) =>
      collection.entries.map(({ slug }) => referenceOf(collection.name, slug)),
    ),
  );
  for (const collection of source.collections) {
    const setting = settings.get(collection.name);
    const first = collection.entries[0];
    if (!setting && first) {
      const guess = nearest(collection.name, settings.keys());
      report(
        first.source,
        [],
        'undeclared-collection',
        `The folder collections/${collection.name} is not a collection of this site: its site.json does not declare it.`,
        guess
          ? `Did you mean the folder "${guess}"?`
          : `Add it under "collections" in site.json, like "${collection.name}": { "type": "post", "title": "Journal", "path": "/journal" }.`,
      );
    }
    const seen = new Map<string, string>();
    for (const { slug, source: file } of collection.entries) {
      if (!SLUG.test(slug))
        report(
          file,
          [],
          'bad-slug',
          `The file name "${slug}.json" cannot be an entry's address: its name becomes the end of the address.`,
          `Rename it with lower-case letters, digits and dashes only, like "${
            slug
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, '') || 'my-entry'
          }.json".`,
        );
      const other = seen.get(slug);
      if (other)
        report(
          file,
          [],
          'duplicate-slug',
          `Two entries of "${collection.name}" are named "${slug}": this one and ${other}. Each entry's file name is its address, so it must be unique in its collection, whatever folder it is in.`,
          'Rename one of the two files.',
        );
      else seen.set(slug, file.file);
    }
    // Lists of packages mark the popular one Most Popular, as a pricing section marks its one highlighted tier.
    if (setting && typeOf(setting) === 'package') {
      const popular = collection.entries.filter(
        ({ source: file }) => isRecord(file.data) && file.data.popular === true && file.data.draft !== true,
      );
      if (popular.length > 1)
        report(
          popular[1]!.source,
          ['popular'],
          'two-popular-packages',
          `The packages ${listWords(popular.map(({ slug }) => `"${slug}"`))} of "${collection.name}" are all marked popular; only one may be, since lists of them mark it Most Popular.`,
          'Remove "popular" from all of them but one.',
        );
    }
  }

  for (const entry of site.entries) {
    const setting = settings.get(entry.collection);
    const type = typeOf(setting);
    if (!type) continue;
    const data = entry.source.data;
    list(data, 'tags').forEach((tag, index) => {
      if (typeof tag !== 'string' || setting!.tags.includes(tag) || isFlawed(site, entry.source.file, ['tags', index]))
        return;
      const guess = nearest(tag, setting!.tags);
      report(
        entry.source,
        ['tags', index],
        'tag-without-index',
        `The tag "${tag}" is not one of the tags of "${entry.collection}", so it has no page listing its entries.`,
        guess
          ? `Did you mean "${guess}"?`
          : `Use one of ${setting!.tags.length ? listOf(setting!.tags) : 'the tags'}, or add it to "tags" of "${entry.collection}" in site.json.`,
      );
    });
    for (const { key, reference } of referencesIn(data, type)) {
      if (known.has(reference) || isFlawed(site, entry.source.file, [key])) continue;
      const guess = nearest(reference, known);
      report(
        entry.source,
        [key],
        'missing-reference',
        `"${reference}" names no entry of this site: there is no file collections/${reference}.json.`,
        guess ? `Did you mean "${guess}"?` : 'Check the folder and the file name, or add that entry first.',
      );
    }
    eachRichText(data, (text, path) => {
      for (const { offset, html } of htmlIn(text)) {
        const at = locate(entry.source.text, entry.source.tree, path);
        // The string starts one column after its opening quote; the HTML sits `offset` characters into it.
        const column = text.slice(0, offset).includes('\n') ? at.column : at.column + 1 + offset;
        problems.push({
          file: entry.source.file,
          line: at.line,
          column,
          path,
          code: 'html-in-rich-text',
          message: `Rich text cannot hold HTML, and ${JSON.stringify(html)} is HTML: it would never be shown.`,
          hint: 'Write it in Markdown instead: **bold**, *italic*, [words](~/page) for a link, "- " for a list item, "## " for a subheading.',
        });
      }
    });
  }
}

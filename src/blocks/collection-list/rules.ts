import type { BlockRules } from '../../../scripts/content/block-rules.ts';
import { settingsOf } from '../../../scripts/content/core/collections.ts';
import { text } from '../../../scripts/content/readable.ts';
import { listOf, nearest } from '../../../scripts/content/suggest.ts';
import { isRecord } from '../../../scripts/content/locate.ts';
import { TIER_DEFAULTS } from '../../content/defaults.ts';

/**
 * A list names a collection of its own site that has an address (each entry
 * links to its page; the price-list and pricing looks link nowhere and need
 * none), and filters by a tag that collection has.
 */
const LOOKS_WITHOUT_LINKS = ['price-list', 'pricing'];

const collectionList: BlockRules = {
  section: (block, { file, path, site, report }) => {
    const name = text(block, 'collection');
    if (name === undefined) return;
    const settings = settingsOf(site);
    const setting = settings.get(name);
    // The price-list and pricing looks link nowhere, so they list a collection without pages too (a menu's dishes).
    const linksEntries = !LOOKS_WITHOUT_LINKS.includes(text(block, 'variant') ?? '');
    if (!setting || (linksEntries && !setting.path)) {
      const withPages = [...settings]
        .filter(([, other]) => !linksEntries || other.path !== undefined)
        .map(([other]) => other);
      const guess = nearest(name, withPages);
      report(
        file,
        [...path, 'collection'],
        'list-of-unknown-collection',
        setting
          ? `The collection "${name}" has no address ("path" in site.json), so its entries have no pages to link to; only the price-list and pricing looks list it.`
          : `This site has no collection "${name}".`,
        guess
          ? `Did you mean "${guess}"?`
          : withPages.length
            ? `Its collections${linksEntries ? ' with pages' : ''} are ${listOf(withPages)}.`
            : 'Declare the collection under "collections" in site.json, with a "path" where its pages live.',
      );
      return;
    }
    const tag = isRecord(block.filter) ? text(block.filter, 'tag') : undefined;
    if (tag !== undefined && !setting.tags.includes(tag)) {
      const guess = nearest(tag, setting.tags);
      report(
        file,
        [...path, 'filter', 'tag'],
        'tag-without-index',
        `The tag "${tag}" is not one of the tags of "${name}", so no entry can have it.`,
        guess
          ? `Did you mean "${guess}"?`
          : setting.tags.length
            ? `Its tags are ${listOf(setting.tags)}.`
            : `Add it to "tags" of "${name}" in site.json first.`,
      );
    }
  },
  /** In the pricing look, packages without a button link lead to the page's contact section, as a pricing section's do. */
  impliedLinks: (block) => {
    if (text(block, 'variant') !== 'pricing') return [];
    const settings = isRecord(block.pricing) ? block.pricing : undefined;
    if (settings?.ctaLink !== undefined) return [];
    return [[TIER_DEFAULTS.ctaLink, settings ? ['pricing'] : ['variant']]];
  },
};
export default collectionList;

import { blocksOf, type EditedDoc } from './store/state';
import { nameInWords } from '../content/words';
import { hrefInWords, type LinkChoice } from '../content/link-words';
import { menuNames, pageName } from '../content/page-name';
import { entryRoute } from '../content/collections';
import { entryOfFile } from './collections/entry-address';

export { hrefInWords, type LinkChoice };

/** A section as people know it: its heading, else its name for links in words ("our-team" -> "Our team"). */
function sectionWords(block: { heading?: unknown; anchor: string }): string {
  return typeof block.heading === 'string' && block.heading.trim() ? block.heading.trim() : nameInWords(block.anchor);
}

/**
 * The link choices of a site, in words: each page ("Contact page", stored as
 * "~/contact") and each of its sections with an anchor ("Services page,
 * section “Pricing”", stored as "~/services#pricing"), plus the sections of
 * the page being edited ("This page, section “Pricing”", stored as "#pricing"),
 * and the site's own phone number and email address.
 * Made from the open documents, so new sections and menu names appear at once.
 */
export function siteLinks(pages: EditedDoc[], current?: EditedDoc, site?: EditedDoc): LinkChoice[] {
  const menu = menuNames(site?.data);
  const links: LinkChoice[] = [];
  for (const page of pages) {
    const path = page.data.path;
    if (typeof path !== 'string' || path === '*') continue;
    const base = path === '/' ? '~/' : `~${path}`;
    const name = pageName(page.data, menu);
    links.push({ href: base, label: `${name} page`, name });
    for (const block of blocksOf(page)) {
      if (typeof block.anchor !== 'string') continue;
      const section = sectionWords({ heading: block.heading, anchor: block.anchor });
      if (page === current)
        links.push({ href: `#${block.anchor}`, label: `This page, section “${section}”`, name: section });
      links.push({ href: `${base}#${block.anchor}`, label: `${name} page, section “${section}”`, name: section });
    }
  }
  // The site's own number and address, kept in its settings: a changed number changes every such link.
  links.push(
    { href: 'tel:{phone}', label: 'The site’s phone number', name: '{phone}' },
    { href: 'mailto:{email}', label: 'The site’s email address', name: '{email}' },
  );
  return links;
}

/** What entryLinks needs of a collection: its folder name, its plain name, and where its entries' pages live ("/journal"), if they have pages. */
export interface LinkedCollection {
  name: string;
  title: string;
  path?: string;
}

// One collator for every comparison: an entry's form makes this list as it is typed in, at thousands of entries.
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The site's entries as link choices, by title with their collection's plain
 * name ("12 Oak Lane, in Listings"), stored as the site's links are
 * written: "~" and the entry's address inside the site ("~/listings/12-oak-lane").
 * Only collections whose entries have pages are offered (a person without a
 * page of their own is no place to link to). Made from the entries the editor knows of
 * the site's folder, so an entry added and not saved yet is a choice too; the
 * checks of every link (a draft's page does not exist yet) apply to these the same way.
 */
export function entryLinks(
  folder: string,
  collections: LinkedCollection[],
  docs: { file: string; data: Record<string, unknown> }[],
): LinkChoice[] {
  const withPages = collections.filter((c) => c.path);
  const found: { rank: number; link: LinkChoice }[] = [];
  for (const doc of docs) {
    if (!doc.file.startsWith(`${folder}/collections/`)) continue;
    const entry = entryOfFile(doc.file);
    const rank = withPages.findIndex((c) => c.name === entry?.collection);
    if (!entry || rank < 0) continue;
    const collection = withPages[rank];
    const title = [doc.data.title, doc.data.name].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    const name = title?.trim() ?? nameInWords(entry.slug);
    const href = `~${entryRoute(collection.path!, entry.slug)}`;
    found.push({ rank, link: { href, label: `${name}, in ${collection.title}`, name } });
  }
  // Collection by collection in the site's order, each by title.
  return found.sort((a, b) => a.rank - b.rank || byName.compare(a.link.name, b.link.name)).map(({ link }) => link);
}

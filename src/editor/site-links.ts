import { blocksOf, type EditedDoc } from './store/state';
import { nameInWords } from '../content/words';
import { hrefInWords, type LinkChoice } from '../content/link-words';
import { menuNames, pageName } from '../content/page-name';

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

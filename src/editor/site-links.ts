import { blocksOf, type EditedDoc } from './store/state';
import { nameInWords } from '../content/words';

/**
 * The link choices of a site: each page ("~/about") and each of its sections
 * with an anchor ("~/about#team"), plus the sections of the page being edited
 * ("#contact"). Made from the open documents, so new anchors appear at once.
 */
export function siteLinks(pages: EditedDoc[], current?: EditedDoc): { href: string; label: string }[] {
  const links: { href: string; label: string }[] = [];
  for (const page of pages) {
    const path = page.data.path;
    if (typeof path !== 'string' || path === '*') continue;
    const base = `~${path}`;
    const title = typeof page.data.title === 'string' ? page.data.title.split('|')[0].trim() : path;
    links.push({ href: path === '/' ? '~/' : base, label: `Page: ${title} (${path})` });
    for (const block of blocksOf(page)) {
      if (typeof block.anchor !== 'string') continue;
      const heading = typeof block.heading === 'string' ? ` "${block.heading}"` : '';
      if (page === current)
        links.push({ href: `#${block.anchor}`, label: `This page, section ${block.anchor}${heading}` });
      links.push({
        href: `${path === '/' ? '~/' : base}#${block.anchor}`,
        label: `${nameInWords(title)}, section ${block.anchor}${heading}`,
      });
    }
  }
  return links;
}

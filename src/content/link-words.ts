import { nameFromPath } from './page-name.ts';
import { nameInWords } from './words.ts';

/** One link choice: what is stored ("~/about#team"), what a list shows, and the words a new link reads. */
export interface LinkChoice {
  href: string;
  label: string;
  name: string;
}

/**
 * A number as people write it: the links a phone number makes hold its digits
 * alone ("tel:5552665200"), which read as a code. A North American number
 * (ten digits, or eleven after a 1) is grouped as "(555) 266-5200"; any other
 * is shown as stored, since its grouping depends on its country.
 */
export function phoneInWords(number: string): string {
  const digits = /^(\+?1)?(\d{3})(\d{3})(\d{4})$/.exec(number);
  if (!digits) return number;
  const [, country, area, exchange, line] = digits;
  return `${country ? '+1 ' : ''}(${area}) ${exchange}-${line}`;
}

/**
 * A stored link as a person reads it, never in its stored form: one of the
 * site's choices by its label, a phone number or email address as itself, a
 * web address as itself, the site's own number or address ("tel:{phone}") as
 * what it stands for, and a page or section not among the choices named
 * from its address ("~/gift-cards" -> "Gift cards page").
 */
export function hrefInWords(href: string, links: readonly LinkChoice[] = []): string {
  const known = links.find((link) => link.href === href);
  if (known) return known.label;
  // A link made of the site's own fact stands for whatever the site settings say.
  if (/^tel:\{phone\}$/i.test(href)) return 'the site’s phone number';
  if (/^mailto:\{email\}$/i.test(href)) return 'the site’s email address';
  if (/^tel:/i.test(href)) return phoneInWords(decodeURIComponent(href.slice(4)));
  if (/^mailto:/i.test(href)) return decodeURIComponent(href.slice(7).split('?')[0]);
  const [, page, section] = /^~?(\/[^#]*)?(?:#(.*))?$/.exec(href) ?? [];
  if (page === undefined && section === undefined) return href;
  const sectionPart = section ? `section “${nameInWords(section)}”` : '';
  if (page === undefined) return `This page, ${sectionPart}`;
  const pagePart = `${nameFromPath(page)} page`;
  return sectionPart ? `${pagePart}, ${sectionPart}` : pagePart;
}

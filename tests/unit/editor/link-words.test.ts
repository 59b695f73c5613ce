import { describe, expect, it } from 'vitest';
import { menuNames, pageName } from '../../../src/content/page-name';
import { valueWords } from '../../../scripts/editor/team/change-words';
import { problemSentence } from '../../../src/editor/problems/problem-words';
import type { EditorProblem } from '../../../src/editor/protocol';
import { hrefInWords, siteLinks } from '../../../src/editor/site-links';
import type { EditedDoc, JsonObject } from '../../../src/editor/store/state';

/** Stored forms of links that a person must never read. */
const STORED_FORM = /~\/|\(\/|mailto:|tel:/;

const doc = (file: string, data: JsonObject): EditedDoc =>
  ({ file, version: '1', saved: data, data }) as unknown as EditedDoc;

const site = doc('demos/x/site.json', {
  basePath: '/demo-x',
  header: {
    nav: [
      { label: 'Home', href: '~/' },
      { label: 'Prices', href: '/demo-x/services' },
      { label: 'Talk to us', href: '~/contact' },
      { label: 'Team', href: '~/about#team' },
    ],
  },
  footer: {
    columns: [
      {
        heading: 'More',
        links: [
          { label: 'Our prices', href: '~/services' },
          { label: 'Vouchers', href: '~/gift-cards' },
        ],
      },
    ],
  },
});
const home = doc('demos/x/pages/home.json', { path: '/', title: 'Welcome | X', blocks: [] });
const services = doc('demos/x/pages/services.json', {
  path: '/services',
  title: 'Salon Services | X',
  blocks: [
    { type: 'pricing', anchor: 'pricing', heading: 'Our prices' },
    { type: 'faq', anchor: 'common-questions' },
  ],
});
const contact = doc('demos/x/pages/contact.json', { path: '/contact', title: 'Contact Us | X', blocks: [] });
const about = doc('demos/x/pages/about.json', { path: '/about', title: 'About the salon | X', blocks: [] });
const giftCards = doc('demos/x/pages/gift-cards.json', { path: '/gift-cards', blocks: [] });
const pages = [home, services, contact, about, giftCards];

describe('pages by the name people know them by', () => {
  it("takes the header menu's name, then the footer's, then the title, then a name made from the address", () => {
    const menu = menuNames(site.data);
    expect(pages.map((page) => pageName(page.data, menu))).toEqual([
      'Home',
      'Prices',
      'Talk to us',
      'About the salon',
      'Vouchers',
    ]);
    const noFooter = menuNames({ ...site.data, footer: undefined });
    expect(pageName(giftCards.data, noFooter)).toBe('Gift cards');
  });

  it('calls the page at the root "Home" when no menu names it, whatever its title says', () => {
    const noMenu = menuNames({ basePath: '/demo-x' });
    expect(pageName({ path: '/', title: 'Urban Style Salon' }, noMenu)).toBe('Home');
    expect(pageName({ path: '/', title: 'Welcome | X' }, menuNames(site.data))).toBe('Home');
    expect(pageName({ path: '/about', title: 'About Urban Style Salon' }, noMenu)).toBe('About Urban Style Salon');
  });
});

describe('links in words', () => {
  const links = siteLinks(pages, services, site);

  it('lists pages and sections by name, never by stored form', () => {
    const labels = links.map((link) => link.label);
    expect(labels).toContain('Prices page');
    expect(labels).toContain('Prices page, section “Our prices”');
    expect(labels).toContain('This page, section “Common questions”');
    expect(labels).toContain('Vouchers page');
    for (const label of labels) expect(label).not.toMatch(/~\/|\(\/|#/);
    // What is stored stays as it was.
    expect(links.find((link) => link.label === 'Talk to us page')?.href).toBe('~/contact');
    expect(links.find((link) => link.label === 'Prices page, section “Our prices”')?.href).toBe('~/services#pricing');
  });

  it('tells every stored form in words', () => {
    expect(hrefInWords('~/contact', links)).toBe('Talk to us page');
    expect(hrefInWords('tel:+15551234567')).toBe('+1 (555) 123-4567');
    expect(hrefInWords('tel:5552665200')).toBe('(555) 266-5200');
    // Another country's number keeps the form it was written in.
    expect(hrefInWords('tel:+442079460958')).toBe('+442079460958');
    expect(hrefInWords('mailto:jane@example.com')).toBe('jane@example.com');
    expect(hrefInWords('https://www.example.com/menu')).toBe('https://www.example.com/menu');
    expect(hrefInWords('~/gift-vouchers')).toBe('Gift vouchers page');
    expect(hrefInWords('~/services#pricing')).toBe('Services page, section “Pricing”');
    expect(hrefInWords('#team')).toBe('This page, section “Team”');
    expect(hrefInWords('~/')).toBe('Home page');
  });
});

describe('problems about links', () => {
  const problem = (code: string) => ({ code, doc: 'demos/x/pages/home.json', path: [] }) as unknown as EditorProblem;

  it('tell the link in words, in a link field and in rich text', () => {
    const field = problemSentence(problem('link-to-missing-page'), '~/gift-cards');
    expect(field).toContain('“Gift cards page” links to a page this site does not have.');
    const text = problemSentence(problem('link-to-missing-page'), 'Buy [a gift card](~/gift-cards).');
    expect(text).toContain('“Buy a gift card.”');
    for (const sentence of [field, text]) expect(sentence).not.toMatch(STORED_FORM);
  });
});

describe('History tells a changed link in words', () => {
  it('names the page, number or address, never the stored form', () => {
    expect(valueWords('~/contact')).toBe('Contact page');
    expect(valueWords('~/services#pricing')).toBe('Services page, section “Pricing”');
    expect(valueWords('tel:+15551234567')).toBe('+1 (555) 123-4567');
    expect(valueWords('mailto:jane@example.com')).toBe('jane@example.com');
    expect(valueWords('#1E6FD9')).toBe('#1E6FD9');
  });
});

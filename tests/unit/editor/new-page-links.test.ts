import { describe, expect, it } from 'vitest';
import { withNewPageLinks } from '@/editor/pages/new-page-links';

const site = {
  name: 'Urban Style',
  basePath: '/demo-salon',
  header: {
    nav: [
      { label: 'Home', href: '~/' },
      { label: 'Services', href: '~/services' },
    ],
  },
  footer: {
    columns: [
      {
        heading: 'Quick Links',
        links: [
          { label: 'Home', href: '~/' },
          { label: 'Services', href: '/demo-salon/services' },
        ],
      },
      {
        heading: 'Follow us',
        links: [
          { label: 'Instagram', href: 'https://instagram.com/x' },
          { label: 'Blog', href: '~/blog' },
        ],
      },
      {
        heading: 'Treatments',
        links: [
          { label: 'Balayage', href: '~/services#balayage' },
          { label: 'Cuts', href: '~/services#cuts' },
        ],
      },
    ],
  },
};

describe('a new page in the site menus', () => {
  it('is linked from the header menu and from each footer column that lists the pages, and nowhere else', () => {
    const linked = withNewPageLinks(site, { path: '/gift-cards', label: 'Gift Cards' })!;
    const link = { label: 'Gift Cards', href: '~/gift-cards' };
    expect((linked.header as typeof site.header).nav.at(-1)).toEqual(link);
    const [quick, follow, treatments] = (linked.footer as typeof site.footer).columns;
    expect(quick.links.at(-1)).toEqual(link);
    expect(follow).toEqual(site.footer.columns[1]);
    expect(treatments).toEqual(site.footer.columns[2]);
    // Each list holds a link of its own: renaming the menu's does not rename the footer's.
    expect(quick.links.at(-1)).not.toBe((linked.header as typeof site.header).nav.at(-1));
    // The settings as they were are left alone.
    expect(site.footer.columns[0].links).toHaveLength(2);
  });

  it('adds no second link where a list leads to the page already, and nothing where nothing lists the pages', () => {
    const once = withNewPageLinks(site, { path: '/gift-cards', label: 'Gift Cards' })!;
    expect(withNewPageLinks(once, { path: '/gift-cards', label: 'Gift cards' })).toBeUndefined();
    expect(withNewPageLinks({ name: 'Plain' }, { path: '/gift-cards', label: 'Gift Cards' })).toBeUndefined();
  });
});

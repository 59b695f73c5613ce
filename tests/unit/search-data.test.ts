import { describe, expect, it } from 'vitest';
import type { PageDocument, SiteDocument } from '../../src/content/types.generated.ts';
import { readDays, readHours } from '../../src/content/hours-reading.ts';
import { priceRangeOf, readPrice } from '../../src/content/price-reading.ts';
import { searchHead } from '../../src/seo/share-tags.ts';
import { collectionHead } from '../../src/seo/collection-head.ts';
import { jsonLdTexts, shareTagProblems, shareTagsOf, structuredDataProblems } from '../support/search-data.ts';

const HOSTILE = 'Joe\'s </script><script>alert("x")</script> <!-- & \u2028 Plumbing';

const site = {
  name: HOSTILE,
  tagline: 'Pipes </SCRIPT > fixed',
  kind: 'client',
  businessType: 'Plumber',
  basePath: '/',
  theme: {},
  contact: {
    phone: '(555) 123-4567',
    address: '12 Main Street, Springfield, IL 62701',
    hours: [
      { days: 'Mon-Fri', hours: '7:30 AM - 6:00 PM' },
      { days: 'Sun', hours: 'Emergency service only', status: 'closed' },
    ],
  },
  header: { nav: [{ label: 'Home', href: '/' }] },
  footer: {
    copyright: 'c',
    columns: [{ heading: 'Follow', links: [{ label: 'Facebook', href: 'https://www.facebook.com/joesplumbing' }] }],
  },
} as unknown as SiteDocument;

const page = {
  path: '/services',
  title: '</script> Prices',
  description: 'What we charge <b>',
  blocks: [
    { type: 'faq', items: [{ question: 'Do you <!--script?', answer: '</script><img src=x onerror=alert(1)>' }] },
    {
      type: 'pricing',
      tiers: [
        { name: 'Call-out', price: '$89', features: ['a'] },
        { name: 'Repipe', price: 'From $1,500', features: ['b'] },
        { name: 'Odd jobs', price: 'Call for a price', features: ['c'] },
      ],
    },
    { type: 'testimonials', items: [{ quote: 'Great </script>', author: 'Ann', rating: 4 }] },
  ],
} as unknown as PageDocument;

const head = searchHead({ site, page, route: '/services', siteUrl: 'https://www.joesplumbing.com' });
const graphOf = (html: string) => JSON.parse(jsonLdTexts(html)[0]) as { '@graph': Record<string, unknown>[] };

describe('structured data', () => {
  it('keeps hostile content inside its script: the element ends where the data ends, and reads back whole', () => {
    const texts = jsonLdTexts(head);
    expect(texts).toHaveLength(1);
    expect(texts[0]).not.toMatch(/[<>]|\u2028/);
    const graph = graphOf(head);
    expect(graph['@graph'][0].name).toBe(HOSTILE);
    expect(JSON.stringify(graph)).toContain('</script><img src=x onerror=alert(1)>');
    // After the data, the page goes on with the share tags, not with anything the content wrote.
    expect(head.slice(head.indexOf('</script>') + '</script>'.length)).toMatch(/^<meta property="og:type"/);
  });

  it('passes the checks the build test makes on every page', () => {
    expect(structuredDataProblems(head, 'Plumber')).toEqual([]);
    expect(
      shareTagProblems(
        `${head}<link rel="canonical" href="https://www.joesplumbing.com/services" />`,
        'https://www.joesplumbing.com/services',
      ),
    ).toEqual([]);
    expect(shareTagsOf(head)['og:title']).toBe(page.title);
  });

  it('says what the content says: open hours only, offers with amounts only, the rating given', () => {
    const [business, breadcrumbs, ...rest] = graphOf(head)['@graph'];
    expect(business).toMatchObject({
      '@type': 'Plumber',
      url: 'https://www.joesplumbing.com/',
      telephone: '(555) 123-4567',
      address: { addressLocality: 'Springfield', addressRegion: 'IL', postalCode: '62701' },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:30', closes: '18:00' },
      ],
      sameAs: ['https://www.facebook.com/joesplumbing'],
    });
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    const offers = rest.filter((node) => node['@type'] === 'Offer');
    expect(offers.map((offer) => offer.name)).toEqual(['Call-out', 'Repipe']);
    expect(offers[1].priceSpecification).toMatchObject({ minPrice: 1500, priceCurrency: 'USD' });
    expect(rest.find((node) => node['@type'] === 'Review')?.reviewRating).toMatchObject({ ratingValue: 4 });
    expect(rest.some((node) => node['@type'] === 'AggregateRating')).toBe(false);
    expect(rest.filter((node) => node['@type'] === 'FAQPage')).toHaveLength(1);
  });

  it('finds what a checker must catch: empty text, a relative address, hours that are not times', () => {
    const broken = head
      .replace('"telephone":"(555) 123-4567"', '"telephone":""')
      .replace('"opens":"07:30"', '"opens":"7:30 AM"')
      .replace('"item":"https://www.joesplumbing.com/services"', '"item":"/services"');
    expect(structuredDataProblems(broken, 'Plumber')).toEqual([
      'telephone is an empty string',
      'item "/services" is not an absolute https address',
      'opening hours opens "7:30 AM"',
    ]);
  });
});

describe('opening hours', () => {
  it('reads the ways the sites write days', () => {
    expect(readDays('Mon-Fri')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(readDays('Tuesday-Sunday (Dinner)')).toHaveLength(6);
    expect(readDays('Fri–Mon')).toEqual(['Monday', 'Friday', 'Saturday', 'Sunday']);
    expect(readDays('Tue, Thu & Sat')).toEqual(['Tuesday', 'Thursday', 'Saturday']);
    expect(readDays('Weekends')).toEqual(['Saturday', 'Sunday']);
    expect(readDays('Holidays')).toBeUndefined();
    expect(readDays('T-F')).toBeUndefined();
  });

  it('reads times, closed days and appointments, and needs a status for other words', () => {
    expect(readHours({ days: 'Sat', hours: '9 AM - 12:30 PM' })).toMatchObject({ opens: '09:00', closes: '12:30' });
    expect(readHours({ days: 'Fri', hours: '5:00 PM - 1:00 AM' })).toMatchObject({ opens: '17:00', closes: '01:00' });
    expect(readHours({ days: 'Mon', hours: 'Closed' }).kind).toBe('closed');
    expect(readHours({ days: 'Sunday', hours: 'By appointment' }).kind).toBe('by appointment');
    expect(readHours({ days: 'Sun', hours: 'Emergency service only' })).toMatchObject({
      kind: 'unreadable',
      part: 'hours',
    });
    expect(readHours({ days: 'Sun', hours: 'Emergency service only', status: 'closed' }).kind).toBe('closed');
    expect(readHours({ days: 'Mon', hours: '13 PM - 5 PM' }).kind).toBe('unreadable');
  });
});

describe('prices', () => {
  it('reads amounts, lowest prices and ranges, and nothing from words', () => {
    expect(readPrice('$1,999')).toEqual({ currency: 'USD', low: 1999, high: undefined, exact: true });
    expect(readPrice('From $150')).toMatchObject({ low: 150, exact: false });
    expect(readPrice('$150+')).toMatchObject({ low: 150, exact: false });
    expect(readPrice('$10-20')).toMatchObject({ low: 10, high: 20, exact: false });
    expect(readPrice('Market price')).toBeUndefined();
    expect(priceRangeOf(['$89', 'From $150', '$3,499', 'Market price'])).toBe('$89-$3,499');
    expect(priceRangeOf(['Call for a price'])).toBeUndefined();
  });
});

describe('a post', () => {
  const journal = {
    ...site,
    collections: { posts: { type: 'post', title: 'News', path: '/news' } },
  } as unknown as SiteDocument;
  const post = {
    title: 'Frozen pipes </script>',
    description: 'What to do first.',
    date: '2026-01-12',
    author: 'people/ann-lee',
    summary: 's',
    tags: ['Winter'],
    body: ['b'],
  };
  const postHead = collectionHead({
    site: journal,
    siteUrl: 'https://www.joesplumbing.com',
    view: { kind: 'entry', collection: 'posts', type: 'post', slug: 'frozen-pipes' },
    entry: post,
    named: { 'people/ann-lee': { name: 'Ann Lee', role: 'Plumber' } },
    title: `${post.title} | ${HOSTILE}`,
    description: post.description,
  });

  it('is a BlogPosting with its headline, date, author and a picture, under its business', () => {
    expect(structuredDataProblems(postHead, 'Plumber')).toEqual([]);
    const posting = graphOf(postHead)['@graph'].find((node) => node['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: post.title,
      datePublished: '2026-01-12',
      author: { '@type': 'Person', name: 'Ann Lee' },
      url: 'https://www.joesplumbing.com/news/frozen-pipes',
      image: 'https://www.joesplumbing.com/news/frozen-pipes/share.png',
    });
    expect(shareTagsOf(postHead)['og:type']).toBe('article');
    expect(
      shareTagProblems(
        `${postHead}<link rel="canonical" href="https://www.joesplumbing.com/news/frozen-pipes" />`,
        'https://www.joesplumbing.com/news/frozen-pipes',
      ),
    ).toEqual([]);
  });
});

describe('a listing', () => {
  const agency = {
    ...site,
    collections: {
      homes: { type: 'listing', title: 'Homes for sale', path: '/homes' },
      agents: { type: 'person', title: 'Agents' },
    },
  } as unknown as SiteDocument;
  const listing = {
    title: 'Maple Street cottage </script>',
    description: 'Two bedrooms near the park.',
    price: 389000,
    status: 'sold',
    address: '12 Maple Street, Springfield',
    bedrooms: 2,
    bathrooms: 1.5,
    area: 1180,
    photos: [{ src: 'cottage.jpg', alt: 'The cottage', width: 800, height: 600 }],
    agent: 'agents/ann-lee',
    body: ['b'],
  };
  const headOf = (entry: typeof listing) =>
    collectionHead({
      site: agency,
      siteUrl: 'https://www.joesplumbing.com',
      view: { kind: 'entry', collection: 'homes', type: 'listing', slug: 'maple-cottage' },
      entry,
      named: { 'agents/ann-lee': { name: 'Ann Lee', role: 'Listing agent' } },
      title: `${entry.title} | ${HOSTILE}`,
      description: entry.description,
    });
  const listingOf = (head: string) =>
    graphOf(head)['@graph'].find((node) => node['@type'] === 'RealEstateListing') as Record<string, unknown>;

  it("is a RealEstateListing of the home, with its rooms, size and address and the offer's price and state", () => {
    const head = headOf(listing);
    expect(structuredDataProblems(head, 'Plumber')).toEqual([]);
    expect(listingOf(head)).toMatchObject({
      url: 'https://www.joesplumbing.com/homes/maple-cottage',
      about: {
        '@type': 'Accommodation',
        address: listing.address,
        numberOfBedrooms: 2,
        numberOfBathroomsTotal: 1.5,
        floorSize: { value: 1180, unitCode: 'FTK' },
      },
      offers: {
        '@type': 'Offer',
        price: 389000,
        priceCurrency: 'USD',
        availability: 'https://schema.org/SoldOut',
        seller: { '@type': 'Person', name: 'Ann Lee' },
      },
    });
  });

  it('is offered as for sale while it is active', () => {
    const offers = listingOf(headOf({ ...listing, status: 'active' })).offers;
    expect(offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });
});

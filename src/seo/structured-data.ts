/**
 * A page's structured data (schema.org JSON-LD), made from the content the
 * page is rendered from, so no fact is written twice: the business from
 * site.json, and from the page's sections its FAQ, its prices and its
 * customers' words. Typed with `schema-dts` (Google's schema.org types), so a
 * property that does not exist, or a value of the wrong kind, fails the
 * typecheck rather than a search engine's reading.
 */
import type {
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  Graph,
  LocalBusiness,
  LocalBusinessLeaf,
  Offer,
  OpeningHoursSpecification,
  PostalAddress,
  PriceSpecification,
  Review,
  Thing,
} from 'schema-dts';
import { joinPath } from '../content/href.ts';
import type { Block, PageDocument, SiteDocument } from '../content/types.generated.ts';
import { readHours } from '../content/hours-reading.ts';
import { pageName } from './page-name.ts';
import { sharePictureUrl } from './share-card.ts';
import { priceRangeOf, pricesOf, readPrice } from '../content/price-reading.ts';

export interface StructuredDataInput {
  site: SiteDocument;
  /** The page, with the site's facts filled in. */
  page: PageDocument;
  /** The website's address ("https://example.com"), which the site's pages are under. */
  siteUrl: string;
  /** Every page of the site, on its home page only: the business's price range is read from them all. */
  sitePages?: readonly PageDocument[];
}

type BusinessType = NonNullable<SiteDocument['businessType']>;
type BusinessNode = Exclude<LocalBusiness, string>;

/**
 * Every type site.json offers names a kind of local business in schema.org:
 * a name that is not (a typo, a type that was removed) makes this `false`,
 * and the typecheck fails.
 */
export const EVERY_TYPE_IS_A_BUSINESS: [Exclude<BusinessType, BusinessNode['@type']>] extends [never] ? true : false =
  true;

/** The business's properties, checked against schema.org's LocalBusiness, under the site's more specific type. */
function asBusiness(type: BusinessType, node: Omit<LocalBusinessLeaf, '@type'>): BusinessNode {
  return { '@type': type, ...node } as BusinessNode;
}

/** A page's absolute address. */
export const pageUrl = (siteUrl: string, site: SiteDocument, path: string) =>
  `${siteUrl}${joinPath(site.basePath, path) === '/' ? '/' : joinPath(site.basePath, path)}`;

const businessId = (siteUrl: string, site: SiteDocument) => `${pageUrl(siteUrl, site, '/')}#business`;

/** Where another node names the business: its type, id and name, enough to read on its own. */
export function businessReference(input: Pick<StructuredDataInput, 'site' | 'siteUrl'>) {
  return asBusiness(input.site.businessType ?? 'LocalBusiness', {
    '@id': businessId(input.siteUrl, input.site),
    name: input.site.name,
  });
}

/** "915 Foundry Street, Millbrook, OH 43210" in its parts where it reads as a US address; else the line as written. */
export function postalAddress(line: string): PostalAddress {
  const us = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(line.trim());
  if (!us) return { '@type': 'PostalAddress', streetAddress: line.trim() };
  const [, streetAddress, addressLocality, addressRegion, postalCode] = us;
  return { '@type': 'PostalAddress', streetAddress, addressLocality, addressRegion, postalCode, addressCountry: 'US' };
}

/** The hours people can walk in: closed days and days by appointment are left out, which is how schema.org says closed. */
export function openingHours(site: SiteDocument): OpeningHoursSpecification[] {
  return (site.contact.hours ?? []).flatMap((line) => {
    const reading = readHours(line);
    if (reading.kind !== 'open') return [];
    const spec: OpeningHoursSpecification = {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: reading.days satisfies DayOfWeek[],
      opens: reading.opens,
      closes: reading.closes,
    };
    return [spec];
  });
}

/** Links to the business's own profiles elsewhere: an https address with a path (a bare "https://www.instagram.com/" names no one). */
function profiles(site: SiteDocument): string[] {
  const hrefs = (site.footer.columns ?? []).flatMap((column) => column.links.map((link) => link.href));
  return [...new Set(hrefs.filter((href) => /^https:\/\/[^/]+\/[^?#]+/.test(href)))];
}

/** The business, in full: on every page, so each page's data reads on its own. */
export function business(input: Pick<StructuredDataInput, 'site' | 'siteUrl' | 'sitePages'>): LocalBusiness {
  const { site, siteUrl } = input;
  const contact = site.contact;
  const hours = openingHours(site);
  const sameAs = profiles(site);
  const prices = input.sitePages ? priceRangeOf(input.sitePages.flatMap(pricesOf)) : undefined;
  return asBusiness(input.site.businessType ?? 'LocalBusiness', {
    '@id': businessId(siteUrl, site),
    name: site.name,
    url: pageUrl(siteUrl, site, '/'),
    description: site.tagline,
    // The home page's share picture: the site's name in its colours and font, made by the build for every site.
    image: sharePictureUrl(siteUrl, site, '/'),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.address ? { address: postalAddress(contact.address) } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(prices ? { priceRange: prices } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  });
}

/** The trail from the home page (named by the site) to a page, through the pages given, by their paths within the site. */
export function breadcrumbList(
  { site, siteUrl }: Pick<StructuredDataInput, 'site' | 'siteUrl'>,
  trail: { name: string; path: string }[],
): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: site.name, path: '/' }, ...trail].map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: pageUrl(siteUrl, site, path),
    })),
  };
}

const breadcrumbs = (input: StructuredDataInput) =>
  breadcrumbList(input, [{ name: pageName(input.site, input.page), path: input.page.path }]);

function faqPage(input: StructuredDataInput, questions: { question: string; answer: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    url: pageUrl(input.siteUrl, input.site, input.page.path),
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * An offer for a price that reads as an amount: one amount is a price, "From
 * $150" or "$150+" a lowest price, "$10-20" a range. A price in words makes
 * no offer.
 */
function offer(
  input: StructuredDataInput,
  name: string,
  price: string,
  description?: string,
  period?: string,
): Offer[] {
  const reading = readPrice(price);
  if (!reading) return [];
  const specification: PriceSpecification = {
    '@type': period ? 'UnitPriceSpecification' : 'PriceSpecification',
    priceCurrency: reading.currency,
    ...(reading.exact ? { price: reading.low } : { minPrice: reading.low }),
    ...(reading.high !== undefined ? { maxPrice: reading.high } : {}),
    ...(period ? { unitText: period.replace(/^\s*(\/|per)\s*/i, '') } : {}),
  };
  return [
    {
      '@type': 'Offer',
      name,
      ...(description ? { description } : {}),
      ...(reading.exact ? { price: reading.low, priceCurrency: reading.currency } : {}),
      priceSpecification: specification,
      offeredBy: businessReference(input),
    },
  ];
}

function reviews(input: StructuredDataInput, block: Extract<Block, { type: 'testimonials' }>): Review[] {
  return block.items.map((item) => ({
    '@type': 'Review',
    reviewBody: item.quote,
    author: { '@type': 'Person', name: item.author },
    // The page shows five stars where the content gives no rating, so the data says five too.
    reviewRating: { '@type': 'Rating', ratingValue: item.rating ?? 5, bestRating: 5, worstRating: 1 },
    itemReviewed: businessReference(input),
  }));
}

/** What the page's sections say that search engines read. */
function fromSections(input: StructuredDataInput): Thing[] {
  const questions: { question: string; answer: string }[] = [];
  const nodes: Thing[] = [];
  for (const block of input.page.blocks) {
    if (block.type === 'faq') questions.push(...block.items);
    else if (block.type === 'pricing')
      nodes.push(...block.tiers.flatMap((tier) => offer(input, tier.name, tier.price, tier.description, tier.period)));
    else if (block.type === 'price-list')
      nodes.push(...block.items.flatMap((item) => offer(input, item.name, item.price, item.description)));
    else if (block.type === 'testimonials') nodes.push(...reviews(input, block));
  }
  // One FAQ page per page, however many FAQ sections it has.
  if (questions.length) nodes.push(faqPage(input, questions));
  return nodes;
}

/** The page's structured data, one graph. */
export function structuredData(input: StructuredDataInput): Graph {
  const inner = input.page.path !== '/';
  return {
    '@context': 'https://schema.org',
    '@graph': [business(input), ...(inner ? [breadcrumbs(input)] : []), ...fromSections(input)],
  };
}

/**
 * The graph as a script element's text. JSON's own escapes stand in for "<",
 * ">" and "&", so no text in the content ("</script>", "<!--") can end the
 * element or change how the page is read; U+2028 and U+2029 are escaped too.
 */
export function jsonLdScript(graph: Graph): string {
  const json = JSON.stringify(graph)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

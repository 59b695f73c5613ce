/**
 * Reads a built page's structured data and share tags the way a search
 * engine or a chat app would, and lists what is wrong with them in words:
 * required properties missing, empty strings, addresses that are not
 * absolute, hours that are not days and 24-hour times.
 */
import { WEEK } from '../../src/content/hours-reading.ts';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const ABSOLUTE = /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/;
/** Properties whose values are addresses. */
const ADDRESS_KEYS = new Set(['url', 'item', 'image', 'logo', 'sameAs', '@id']);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The text of every JSON-LD script of a page (the first "</script>" ends each, as in a browser). */
export function jsonLdTexts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
}

/** Every node with an "@type", anywhere in the graph. */
function eachTyped(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) value.forEach((item) => eachTyped(item, visit));
  else if (isNode(value)) {
    if (typeof value['@type'] === 'string') visit(value);
    Object.values(value).forEach((child) => eachTyped(child, visit));
  }
}

function eachValue(value: unknown, visit: (key: string, value: unknown) => void, key = ''): void {
  if (Array.isArray(value)) value.forEach((item) => eachValue(item, visit, key));
  else if (isNode(value)) for (const [name, child] of Object.entries(value)) eachValue(child, visit, name);
  else visit(key, value);
}

const REQUIRED: Record<string, string[]> = {
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Offer: ['name', 'priceSpecification', 'offeredBy'],
  Review: ['author', 'reviewBody', 'reviewRating', 'itemReviewed'],
  Rating: ['ratingValue', 'bestRating'],
  Person: ['name'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image', 'url', 'publisher'],
  PostalAddress: ['streetAddress'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
};

/** What is wrong with a page's structured data, given the business type its site names. */
export function structuredDataProblems(html: string, businessType: string): string[] {
  const problems: string[] = [];
  const texts = jsonLdTexts(html);
  if (texts.length !== 1) return [`${texts.length} JSON-LD scripts, not one`];
  let graph: unknown;
  try {
    graph = JSON.parse(texts[0]);
  } catch (error) {
    return [`the JSON-LD does not parse: ${(error as Error).message}`];
  }
  if (!isNode(graph) || graph['@context'] !== 'https://schema.org' || !Array.isArray(graph['@graph']))
    return ['the JSON-LD is not a schema.org graph'];
  const [business] = graph['@graph'] as unknown[];
  if (!isNode(business) || business['@type'] !== businessType)
    problems.push(`the graph does not start with the business as a ${businessType}`);
  else for (const key of ['@id', 'name', 'url']) if (!(key in business)) problems.push(`the business has no ${key}`);
  eachValue(graph, (key, value) => {
    if (value === '' || (typeof value === 'string' && !value.trim())) problems.push(`${key} is an empty string`);
    if (typeof value === 'number' && !Number.isFinite(value)) problems.push(`${key} is not a number`);
    if (ADDRESS_KEYS.has(key) && !(typeof value === 'string' && ABSOLUTE.test(value)))
      problems.push(`${key} ${JSON.stringify(value)} is not an absolute https address`);
  });
  eachTyped(graph, (node) => {
    const type = node['@type'] as string;
    for (const key of REQUIRED[type] ?? []) if (!(key in node)) problems.push(`a ${type} has no ${key}`);
    if (type === 'OpeningHoursSpecification') {
      const days = node.dayOfWeek;
      if (!Array.isArray(days) || !days.length || days.some((day) => !(WEEK as readonly unknown[]).includes(day)))
        problems.push(`opening hours with days ${JSON.stringify(days)}`);
      for (const key of ['opens', 'closes'])
        if (typeof node[key] !== 'string' || !TIME.test(node[key]))
          problems.push(`opening hours ${key} ${JSON.stringify(node[key])}`);
    }
    if (type === 'Offer' || type.endsWith('PriceSpecification')) {
      if ('priceCurrency' in node && !/^[A-Z]{3}$/.test(String(node.priceCurrency)))
        problems.push(`a price in ${JSON.stringify(node.priceCurrency)}`);
    }
    if (type === 'Rating') {
      const value = Number(node.ratingValue);
      if (!(value >= Number(node.worstRating ?? 1) && value <= Number(node.bestRating)))
        problems.push(`a rating of ${node.ratingValue} out of ${node.bestRating}`);
    }
    if (type === 'BreadcrumbList') {
      const positions = (node.itemListElement as Node[]).map((item) => item.position);
      if (positions.some((position, index) => position !== index + 1)) problems.push('breadcrumbs out of order');
    }
  });
  return problems;
}

/** A page's share tags by property or name. */
export function shareTagsOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g))
    tags[name] = value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return tags;
}

/** What is wrong with a page's share tags, given the address it is published at. */
export function shareTagProblems(html: string, url: string): string[] {
  const tags = shareTagsOf(html);
  const problems: string[] = [];
  for (const name of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name', 'og:image', 'twitter:card'])
    if (!tags[name]?.trim()) problems.push(`no ${name}`);
  if (tags['og:url'] !== url) problems.push(`og:url is ${tags['og:url']}, not ${url}`);
  // The build draws a large picture for every page, so chat apps and social sites show the large card.
  if (!ABSOLUTE.test(tags['og:image'] ?? ''))
    problems.push(`og:image ${tags['og:image']} is not an absolute https address`);
  if (tags['og:image:width'] !== '1200' || tags['og:image:height'] !== '630')
    problems.push(`og:image is said to be ${tags['og:image:width']} x ${tags['og:image:height']}, not 1200 x 630`);
  if (tags['twitter:card'] !== 'summary_large_image') problems.push(`twitter:card is ${tags['twitter:card']}`);
  if (tags['twitter:image'] !== tags['og:image'])
    problems.push(`twitter:image is ${tags['twitter:image']}, not og:image`);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (canonical !== url) problems.push(`the canonical link is ${canonical}, not ${url}`);
  return problems;
}

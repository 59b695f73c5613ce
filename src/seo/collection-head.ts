/**
 * The structured data and share tags of a page a collection makes: the
 * business, the trail to the page, for a post a `BlogPosting` (headline,
 * date, author, picture), so a post can show as an article in search results,
 * and for a listing a `RealEstateListing`: the home's rooms, size and address,
 * and the offer of it, with its price and whether it is still for sale.
 */
import type { BlogPosting, RealEstateListing, Thing } from 'schema-dts';
import { entryRoute, listRoute, type CollectionView } from '../content/collections.ts';
import type { ImageWithSources } from '../content/picture.ts';
import type { ListingEntry, PersonEntry, PostEntry, SiteDocument } from '../content/types.generated.ts';
import { sharePictureUrl } from './share-card.ts';
import { headTags } from './share-tags.ts';
import { breadcrumbList, business, businessReference, pageUrl } from './structured-data.ts';

export interface CollectionHeadInput {
  site: SiteDocument;
  siteUrl: string;
  view: CollectionView;
  /** The entry the page shows (an entry's page) or the first it lists. */
  entry: unknown;
  /** The entries the page names or lists, by reference ("people/alex-rivera"). */
  named: Record<string, unknown>;
  /** The page's title and description, as its <title> and description say them. */
  title: string;
  description: string;
}

/** A picture of the content as the build published it, as an absolute address; none before the build has seen it. */
function publishedPicture(siteUrl: string, image: ImageWithSources | undefined): string | undefined {
  const src = image?.sources?.fallback.src;
  return src?.startsWith('/') ? `${siteUrl}${src}` : undefined;
}

function blogPosting(input: CollectionHeadInput, post: PostEntry, path: string): BlogPosting {
  const { site, siteUrl } = input;
  const url = pageUrl(siteUrl, site, path);
  const author = input.named[post.author] as PersonEntry | undefined;
  const picture =
    publishedPicture(siteUrl, post.image as ImageWithSources | undefined) ??
    publishedPicture(siteUrl, post.cover as ImageWithSources | undefined) ??
    sharePictureUrl(siteUrl, site, path);
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    url,
    mainEntityOfPage: url,
    image: picture,
    ...(author ? { author: { '@type': 'Person', name: author.name, jobTitle: author.role } } : {}),
    ...(post.tags?.length ? { keywords: post.tags.join(', ') } : {}),
    publisher: businessReference(input),
  };
}

/** A listing's price is in whole dollars (schema/collections/listing.schema.json). */
const LISTING_CURRENCY = 'USD';

function realEstateListing(input: CollectionHeadInput, listing: ListingEntry, path: string): RealEstateListing {
  const { site, siteUrl } = input;
  const url = pageUrl(siteUrl, site, path);
  const agent = input.named[listing.agent] as PersonEntry | undefined;
  const photo = publishedPicture(siteUrl, listing.photos[0] as ImageWithSources | undefined);
  return {
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    name: listing.title,
    description: listing.description,
    url,
    ...(listing.date ? { datePosted: listing.date } : {}),
    ...(photo ? { image: photo } : {}),
    about: {
      '@type': 'Accommodation',
      name: listing.title,
      address: listing.address,
      numberOfBedrooms: listing.bedrooms,
      numberOfBathroomsTotal: listing.bathrooms,
      floorSize: { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'FTK' },
    },
    offers: {
      '@type': 'Offer',
      name: listing.title,
      price: listing.price,
      priceCurrency: LISTING_CURRENCY,
      priceSpecification: { '@type': 'PriceSpecification', price: listing.price, priceCurrency: LISTING_CURRENCY },
      availability: listing.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      offeredBy: businessReference(input),
      ...(agent ? { seller: { '@type': 'Person', name: agent.name, jobTitle: agent.role } } : {}),
    },
  };
}

/** The node that says what an entry's page is about, for the types that have one. */
function entryNode(input: CollectionHeadInput, path: string): Thing[] {
  const { view } = input;
  if (view.kind !== 'entry') return [];
  if (view.type === 'post') return [blogPosting(input, input.entry as PostEntry, path)];
  if (view.type === 'listing') return [realEstateListing(input, input.entry as ListingEntry, path)];
  return [];
}

/** The head tags of a collection's page: an entry's, or a page of its list. */
export function collectionHead(input: CollectionHeadInput): string {
  const { site, siteUrl, view } = input;
  const setting = site.collections?.[view.collection];
  if (!setting?.path) return '';
  const at = setting.path;
  const path = view.kind === 'entry' ? entryRoute(at, view.slug) : listRoute(at, view.page, view.tag);
  const post = view.kind === 'entry' && view.type === 'post';
  const trail = [{ name: setting.title, path: at }];
  if (path !== at) trail.push({ name: input.title.replace(` | ${site.name}`, ''), path });
  const graph: Thing[] = [business(input), breadcrumbList(input, trail), ...entryNode(input, path)];
  return headTags(
    { '@context': 'https://schema.org', '@graph': graph },
    { site, siteUrl, title: input.title, description: input.description, path, type: post ? 'article' : 'website' },
  );
}

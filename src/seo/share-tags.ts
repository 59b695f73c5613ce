/**
 * What a page brings to <head> for being found and shared: its structured
 * data, and the Open Graph and Twitter tags chat apps and social sites read
 * to draw a card for a shared link, with the picture the build makes for it.
 */
import type { Graph } from 'schema-dts';
import type { PageDocument, SiteDocument } from '../content/types.generated.ts';
import { SHARE_PICTURE_SIZE, sharePictureUrl } from './share-card.ts';
import { jsonLdScript, pageUrl, structuredData } from './structured-data.ts';

export interface SearchHeadInput {
  site: SiteDocument;
  /** The page, with the site's facts filled in. */
  page: PageDocument;
  /** The page's full path ("/demo-x/about"). */
  route: string;
  siteUrl: string;
  sitePages?: readonly PageDocument[];
}

/** What the share tags say of a page: its title, description and path within its site. */
export interface SharedPage {
  site: SiteDocument;
  siteUrl: string;
  title: string;
  description: string;
  path: string;
  /** What the share picture shows, when the page names its own picture. */
  pictureAlt?: string;
  /** "website", or "article" for a dated post. */
  type?: 'website' | 'article';
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function shareTags({
  site,
  siteUrl,
  title,
  description,
  path,
  pictureAlt,
  type = 'website',
}: SharedPage): string {
  const picture = sharePictureUrl(siteUrl, site, path);
  const tags: [string, string, string][] = [
    ['property', 'og:type', type],
    ['property', 'og:site_name', site.name],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl(siteUrl, site, path)],
    ['property', 'og:image', picture],
    ['property', 'og:image:width', String(SHARE_PICTURE_SIZE.width)],
    ['property', 'og:image:height', String(SHARE_PICTURE_SIZE.height)],
    ['property', 'og:image:alt', pictureAlt ?? `${title}, ${site.name}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:image', picture],
  ];
  return tags.map(([kind, name, value]) => `<meta ${kind}="${name}" content="${escapeAttribute(value)}" />`).join('');
}

/** A page's structured data and share tags, for any page: a content page's graph, or a collection's. */
export function headTags(graph: Graph, shared: SharedPage): string {
  return jsonLdScript(graph) + shareTags(shared);
}

/** What a shared link of a page says: its own share text where it names it, else its title and description. */
export function sharedText(page: Pick<PageDocument, 'title' | 'description' | 'share'>) {
  return {
    title: page.share?.title ?? page.title,
    description: page.share?.description ?? page.description,
    ...(page.share?.image ? { pictureAlt: page.share.image.alt } : {}),
  };
}

/** The structured data and share tags of one content page. */
export function searchHead(input: SearchHeadInput): string {
  const { site, page, siteUrl } = input;
  return headTags(structuredData(input), { site, siteUrl, path: page.path, ...sharedText(page) });
}

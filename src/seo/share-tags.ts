/**
 * What a page brings to <head> for being found and shared: its structured
 * data, and the Open Graph and Twitter tags chat apps and social sites read
 * to draw a card for a shared link.
 */
import type { PageDocument, SiteDocument } from '../content/types.generated.ts';
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

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function shareTags({ site, page, siteUrl }: SearchHeadInput): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', site.name],
    ['property', 'og:title', page.title],
    ['property', 'og:description', page.description],
    ['property', 'og:url', pageUrl(siteUrl, site, page.path)],
    // No og:image yet: the build does not make share pictures, and a card without one beats a broken one.
    ['name', 'twitter:card', 'summary'],
  ];
  return tags.map(([kind, name, value]) => `<meta ${kind}="${name}" content="${escapeAttribute(value)}" />`).join('');
}

/** The structured data and share tags of one page. */
export function searchHead(input: SearchHeadInput): string {
  return jsonLdScript(structuredData(input)) + shareTags(input);
}

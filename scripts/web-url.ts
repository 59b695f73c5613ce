/** `text` as an http or https address; undefined for anything else, javascript: and other schemes included. */
export function webUrl(text: string | undefined): URL | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A public address for sitemap.xml, robots.txt and canonical links: an http or
 * https address with nothing that could end a line or a value in those files
 * (no white space, quotes or angle brackets), no query and no fragment; any
 * trailing slash is dropped. Undefined for anything else.
 */
export function siteAddress(text: string | undefined): string | undefined {
  const url = webUrl(text);
  if (!url || /[\s"'<>\\]/.test(text!) || url.search || url.hash || url.username || url.password) return undefined;
  return text!.replace(/\/+$/, '');
}

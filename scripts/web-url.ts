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

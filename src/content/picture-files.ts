/**
 * The kinds of file a site's images folder may hold, by extension, with their
 * MIME types. Anything else there is refused by the checker and never
 * published: the folder is served from the site's own address, so an HTML or
 * script file in it would run as part of the site.
 */
export const PICTURE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export const PICTURE_KINDS = 'JPEG, PNG, WebP, AVIF and SVG';

/** "gallery/cut-1.JPG" -> true, "evil.html" -> false. */
export function isPictureName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > name.lastIndexOf('/') && Object.hasOwn(PICTURE_TYPES, name.slice(dot).toLowerCase());
}

import { PICTURE_TYPES } from '../src/content/picture-files.ts';

/**
 * The media type each kind of file is sent with, by extension: the static
 * server, the development server's pictures, the editor's picture previews and
 * the picture pipeline all read this one table.
 */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  ...PICTURE_TYPES,
};

/** Looks a file name or extension (".svg", "hero.SVG") up in `table`: undefined for a kind it does not hold. */
const lookUp =
  (table: Readonly<Record<string, string>>) =>
  (name: string): string | undefined => {
    const dot = name.lastIndexOf('.');
    const extension = dot < 0 ? '' : name.slice(dot).toLowerCase();
    return Object.hasOwn(table, extension) ? table[extension] : undefined;
  };

export const mediaTypeOf = lookUp(MEDIA_TYPES);
/** Only pictures: other files in an images folder are never sent as what they are. */
export const pictureTypeOf = lookUp(PICTURE_TYPES);

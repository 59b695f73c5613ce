import { extname } from 'node:path';

/**
 * "Joe's Plumbing" -> "joes-plumbing", "Café Ünïcode (1)" -> "cafe-unicode-1":
 * words as a file or folder name may hold them (lower-case letters, digits,
 * single dashes). Accents become their plain letters and apostrophes vanish,
 * so a possessive stays one word. Empty when nothing readable is left.
 */
export function readableName(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2018\u2019]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/** The first free name: "photo.jpg", then "photo-2.jpg", "photo-3.jpg"... */
export function freeName(taken: (name: string) => boolean, name: string): string {
  const ext = extname(name);
  const stem = name.slice(0, name.length - ext.length);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${stem}-${n}${ext}`;
    if (!taken(candidate)) return candidate;
  }
}

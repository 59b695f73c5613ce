import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import sharp from 'sharp';
import { writeAtomic } from './atomic-write.ts';
import { resolveInside } from './content-paths.ts';
import { HttpError } from './http-error.ts';
import { PICTURE_TYPES, pictureTypeOf } from '../media-types.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** "My Photo (1).JPG" -> "my-photo-1.jpg": the names the content rules allow. */
export function safeImageName(original: string): string {
  const ext = extname(original).toLowerCase();
  const stem = original
    .slice(0, original.length - ext.length)
    .normalize('NFKD')
    // Accents become their plain letters: "Café" -> "cafe".
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'picture'}${ext === '.jpeg' ? '.jpg' : ext}`;
}

/** The first free name: "photo.jpg", then "photo-2.jpg", "photo-3.jpg"... */
function freeName(dir: (name: string) => string, name: string): string {
  const ext = extname(name);
  const stem = name.slice(0, name.length - ext.length);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${stem}-${n}${ext}`;
    if (!existsSync(dir(candidate))) return candidate;
  }
}

/** SVG is text that could carry scripts; only plain drawings are accepted. */
function checkSvg(bytes: Buffer): void {
  const text = bytes.toString('utf8');
  if (!/<svg[\s>]/i.test(text)) throw new HttpError(415, 'That file is not an SVG picture.');
  if (/<script|\son[a-z]+\s*=|javascript:|<foreignObject/i.test(text)) {
    throw new HttpError(415, 'That SVG contains scripts or embedded pages, which are not allowed in pictures.');
  }
}

/**
 * Stores an uploaded picture in the site's images folder under a safe, unused
 * name and answers with what an image field needs. Only real pictures of the
 * allowed kinds, up to 10 MB, are accepted.
 */
export async function storeUpload(contentDir: string, folder: string, originalName: string, bytes: Buffer) {
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, 'Pictures may be at most 10 MB.');
  const name = safeImageName(originalName);
  const ext = extname(name);
  if (!pictureTypeOf(ext)) {
    throw new HttpError(415, `Only pictures can be uploaded: ${Object.keys(PICTURE_TYPES).join(', ')}.`);
  }
  let size: { width?: number; height?: number };
  if (ext === '.svg') checkSvg(bytes);
  try {
    const meta = await sharp(bytes).metadata();
    size = { width: meta.width, height: meta.height };
    const expected = { '.jpg': 'jpeg', '.png': 'png', '.webp': 'webp', '.avif': 'heif', '.svg': 'svg' }[ext];
    if (expected && meta.format !== expected) throw new Error('format');
  } catch {
    throw new HttpError(415, `That file is not a readable ${ext.slice(1).toUpperCase()} picture.`);
  }
  const dirPath = (file: string) => resolveInside(contentDir, `${folder}/images/${file}`);
  const src = freeName(dirPath, name);
  writeAtomic(dirPath(src), bytes);
  return { src, ...size };
}

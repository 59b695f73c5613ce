import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { fittingSize } from '../images/pixel-limit.ts';
import { svgProblem } from '../images/svg-safety.ts';
import { resolveInside } from './content-paths.ts';
import { HttpError } from './http-error.ts';
import { PICTURE_TYPES } from '../../src/content/picture-files.ts';
import { pictureTypeOf } from '../media-types.ts';
import { SerialQueue } from './team/data-store.ts';
import { keepPending, pendingPath, pendingRoot } from './pending-uploads.ts';
import { freeName, readableName } from './readable-name.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The most pixels an uploaded picture may declare. It is decoded whole to be
 * scaled down, so a small file that claims a huge size (a 400 KB PNG of
 * 60,000 × 60,000 pixels) would take the server's memory and seconds of
 * work; it is refused from its header, before any decoding. 100 megapixels
 * is more than the largest camera photos.
 */
export const MAX_UPLOAD_PIXELS = 100_000_000;

/**
 * Pictures are decoded one at a time: each may hold a thread of the pool that
 * sign-in's password hashing also uses for seconds, and several at once would
 * make everyone's sign-in wait.
 */
const decoding = new SerialQueue();

/**
 * "My Photo (1).JPG" -> "my-photo-1.jpg": the file's own name, as the content
 * rules allow it in a web address (a camera's "IMG_2041.JPG" stays "img-2041.jpg":
 * the person chose that file, and renaming it without asking loses it for them).
 */
export function safeImageName(original: string): string {
  const ext = extname(original).toLowerCase();
  const stem = readableName(original.slice(0, original.length - ext.length));
  return `${stem || 'picture'}${ext === '.jpeg' ? '.jpg' : ext}`;
}

/** SVG is text that could carry scripts; only plain drawings are accepted, by the same check as the checker's and the build's. */
function checkSvg(bytes: Buffer): void {
  const problem = svgProblem(bytes);
  if (problem)
    throw new HttpError(
      415,
      `That SVG cannot be used as a picture: ${problem}. Export it again as a plain SVG, or as a PNG.`,
    );
}

const ENCODINGS = {
  jpeg: { quality: 90, mozjpeg: true },
  png: { compressionLevel: 9 },
  webp: { quality: 90 },
  avif: { quality: 70 },
} as const;

/** The picture upright, at most `size`, in its own format, with no EXIF, GPS or other metadata. */
async function withoutMetadata(bytes: Buffer, ext: string, size: { width?: number; height?: number }): Promise<Buffer> {
  const format = ext === '.jpg' || ext === '.jpeg' ? 'jpeg' : (ext.slice(1) as 'png' | 'webp' | 'avif');
  try {
    return await decoding.run(() =>
      sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize({ ...size, fit: 'inside', withoutEnlargement: true })
        .toFormat(format, ENCODINGS[format])
        .toBuffer(),
    );
  } catch {
    throw new HttpError(
      415,
      `That picture could not be read whole. Save it again in an image editor (at most ${size.width} × ${size.height} pixels) and upload it again.`,
    );
  }
}

/**
 * Keeps an uploaded picture, stripped, under its own name made safe, numbered
 * only when a different picture of the site has that name (the same picture is
 * reused), and answers with what an image field needs. It waits outside
 * the content until a save uses it (pending-uploads.ts). Only real pictures of
 * the allowed kinds, up to 10 MB, are accepted.
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
  let orientation: number | undefined;
  if (ext === '.svg') checkSvg(bytes);
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    size = { width: meta.width, height: meta.height };
    orientation = meta.orientation;
    const expected = { '.jpg': 'jpeg', '.png': 'png', '.webp': 'webp', '.avif': 'heif', '.svg': 'svg' }[ext];
    if (expected && meta.format !== expected) throw new Error('format');
  } catch {
    throw new HttpError(415, `That file is not a readable ${ext.slice(1).toUpperCase()} picture.`);
  }
  // Camera, place and time go before anything is stored (and so before anything reaches git);
  // a picture over the pixel limit is scaled down here, as content tools do, rather than refused.
  const original = bytes;
  if (ext !== '.svg' && (size.width ?? 0) * (size.height ?? 0) > MAX_UPLOAD_PIXELS)
    throw new HttpError(
      413,
      `That picture is ${size.width} × ${size.height} pixels; pictures may have at most ${MAX_UPLOAD_PIXELS / 1e6} megapixels. Make it smaller in an image editor and upload it again.`,
    );
  if (ext !== '.svg') {
    const turned = (orientation ?? 1) >= 5;
    const upright = { width: turned ? size.height : size.width, height: turned ? size.width : size.height };
    if (upright.width && upright.height) size = fittingSize(upright.width, upright.height);
    bytes = await withoutMetadata(bytes, ext, size);
  }
  const kept = (file: string) =>
    [resolveInside(contentDir, `${folder}/images/${file}`), pendingPath(contentDir, folder, file)].find(existsSync);
  // The upload as given or as stored: either is the same picture as one already kept under a name.
  const same = (path: string) => [original, bytes].some((version) => version.equals(readFileSync(path)));
  const src = freeName((file) => {
    const path = kept(file);
    return path !== undefined && !same(path);
  }, name);
  // A picture already in the site's images is used as it is; anything else waits for a save.
  if (!existsSync(resolveInside(contentDir, `${folder}/images/${src}`))) keepPending(contentDir, folder, src, bytes);
  return { src, ...size };
}

/** What one person may upload in a day, and what may wait unsaved in all, in bytes. */
export const UPLOAD_LIMITS = { perPersonPerDay: 200 * 1024 * 1024, totalWaiting: 1024 * 1024 * 1024 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Bytes of every picture waiting to be saved, in every site. */
export function waitingBytes(contentDir: string): number {
  const root = pendingRoot(contentDir);
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/**
 * Team mode's upload allowance: a rolling day's bytes per person, and a cap
 * on everything waiting unsaved, so uploads cannot fill the disk. The size a
 * request claims is reserved before its body is read, and settled to what
 * arrived once it is answered: a body cut short or refused is charged only
 * for the bytes received. Kept in memory (a restart gives a fresh day).
 */
export class UploadQuota {
  private readonly uploads = new Map<string, { at: number; bytes: number }[]>();

  constructor(
    private readonly limits = UPLOAD_LIMITS,
    private readonly now = () => Date.now(),
  ) {}

  /** Bytes the person has used in the last day, reservations included. */
  used(person: string): number {
    const time = this.now();
    return (this.uploads.get(person) ?? [])
      .filter((upload) => time - upload.at < DAY_MS)
      .reduce((sum, upload) => sum + upload.bytes, 0);
  }

  /**
   * Reserves `bytes` of the person's allowance, or refuses with a plain
   * message. Answers the settling: called with the bytes that arrived, it
   * gives back the rest of the reservation (only once, and never adds).
   */
  take(person: string, bytes: number, waiting: number): (received: number) => void {
    const time = this.now();
    const recent = (this.uploads.get(person) ?? []).filter((upload) => time - upload.at < DAY_MS);
    const used = recent.reduce((sum, upload) => sum + upload.bytes, 0);
    if (used + bytes > this.limits.perPersonPerDay)
      throw new HttpError(
        429,
        `You have uploaded ${Math.round(used / 1024 / 1024)} MB of pictures today, the most one person may in a day. Try again tomorrow, or ask the studio.`,
      );
    if (waiting + bytes > this.limits.totalWaiting)
      throw new HttpError(
        507,
        'The space for pictures waiting to be saved is full. Save the pages that use your new pictures, or ask the studio.',
      );
    const upload = { at: time, bytes };
    recent.push(upload);
    this.uploads.set(person, recent);
    let settled = false;
    return (received) => {
      if (settled) return;
      settled = true;
      upload.bytes = Math.min(upload.bytes, Math.max(0, Number.isFinite(received) ? received : upload.bytes));
    };
  }
}

import type { JsonObject } from '../store/state';

/** A picture as a document holds it: its file in the site's images, and its words for those who cannot see it. */
export interface PictureRef {
  src: string;
  alt: string;
}

/** One place in a page whose picture changed: what was there, what will be (either missing when added or removed). */
export interface PictureChange {
  path: (string | number)[];
  before?: PictureRef;
  after?: PictureRef;
}

const pictureAt = (value: unknown): PictureRef | undefined => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { src, alt } = value as { src?: unknown; alt?: unknown };
  return typeof src === 'string' && src ? { src, alt: typeof alt === 'string' ? alt : '' } : undefined;
};

/** Every picture a document holds, with its place. */
function picturesOf(doc: unknown): { path: (string | number)[]; picture: PictureRef }[] {
  const found: { path: (string | number)[]; picture: PictureRef }[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    const picture = pictureAt(value);
    if (picture) found.push({ path, picture });
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value as JsonObject)) walk(item, [...path, key]);
  };
  walk(doc, []);
  return found;
}

/**
 * The pictures a change brought in or took out: a picture drawn under a
 * colour overlay, or small in a corner, is hard to tell apart in the page, so
 * the review shows each pair of files on its own as well. A picture in both
 * versions is no change, wherever it moved; one taken out and one brought in
 * at the same place are shown as a pair, before and after.
 */
export function changedPictures(before: unknown, after: unknown): PictureChange[] {
  const was = picturesOf(before);
  const is = picturesOf(after);
  const wasFiles = new Set(was.map(({ picture }) => picture.src));
  const isFiles = new Set(is.map(({ picture }) => picture.src));
  const out = was.filter(({ picture }) => !isFiles.has(picture.src));
  const brought = is.filter(({ picture }) => !wasFiles.has(picture.src));
  const place = (path: (string | number)[]) => path.join('/');
  const changes: PictureChange[] = brought.map(({ path, picture }) => {
    const replaced = out.find((one) => place(one.path) === place(path));
    return { path, ...(replaced && { before: replaced.picture }), after: picture };
  });
  const paired = new Set(changes.map((change) => place(change.path)));
  for (const { path, picture } of out) if (!paired.has(place(path))) changes.push({ path, before: picture });
  return changes;
}

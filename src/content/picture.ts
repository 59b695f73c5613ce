import type { Image, PictureFocus, PictureSubject } from './types.generated';

/** One encoding of a picture at several widths: `srcset` lists "url 640w, url 960w, ...". */
export interface PictureFormat {
  /** The MIME type, for `<source type>`: "image/avif". */
  type: string;
  srcset: string;
}

/**
 * What the build knows about a picture, attached to its image object as
 * `sources` (scripts/images/attach.ts). Absent for content that has not been
 * through the build, such as an unsaved document in the editor's preview.
 */
export interface PictureSources {
  /** The picture's own size in pixels, upright (EXIF orientation applied). */
  width: number;
  height: number;
  /** Better encodings first (AVIF, then WebP); empty for SVG, which is served as it is. */
  formats: PictureFormat[];
  /** What `<img>` shows when the browser takes none of `formats`: the original's format. */
  fallback: PictureFormat & { src: string };
}

export type ImageWithSources = Image & { sources?: PictureSources };

/** Where across its width a cropped picture is kept, by the picture's focus, in percent. */
export const FOCUS_X: Record<PictureFocus, number> = { left: 15, center: 50, right: 85 };

/** The focus a picture has when its block names none (the hero schema's default). */
export const DEFAULT_FOCUS: PictureFocus = 'right';

/**
 * The point of a picture a crop keeps in view, in percent of its width and
 * height: the middle of its subject where one is given, else its focus at
 * half its height.
 */
export function keptPoint(subject?: PictureSubject, focus: PictureFocus = DEFAULT_FOCUS): { x: number; y: number } {
  if (subject) return { x: subject.x + subject.width / 2, y: subject.y + subject.height / 2 };
  return { x: FOCUS_X[focus], y: 50 };
}

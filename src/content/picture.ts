import type { Image } from './types.generated';

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

import type { PictureSubject } from '@/content/types.generated';

/** A phone's picture strip is this many times as wide as it is tall. */
export const STRIP_ASPECT = 2;

/** The subject fills at most this share of the strip, so it never touches the strip's edges. */
const FILL = 0.8;

/** Where the whole picture lies, in percent of the strip, so that only the part around the subject shows. */
export interface SubjectCrop {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The cut of a picture (its width over its height is `pictureAspect`) that a
 * strip shows: as close around the subject as lets the whole subject fill
 * the strip, centred on it where the picture's edges allow, and never
 * wider or taller than the picture itself.
 */
export function cropAround(subject: PictureSubject, pictureAspect: number): SubjectCrop {
  const x = clamp(subject.x, 0, 100) / 100;
  const y = clamp(subject.y, 0, 100) / 100;
  const width = clamp(subject.width, 1, 100 - x * 100) / 100;
  const height = clamp(subject.height, 1, 100 - y * 100) / 100;
  // The window's share of the picture's width; its share of the height follows from the strip's shape.
  const cover = Math.min(1, STRIP_ASPECT / pictureAspect);
  const across = clamp(Math.max(width, (height * STRIP_ASPECT) / pictureAspect) / FILL, 0, cover);
  const down = (across * pictureAspect) / STRIP_ASPECT;
  const left = clamp(x + width / 2 - across / 2, 0, 1 - across);
  const top = clamp(y + height / 2 - down / 2, 0, 1 - down);
  const percent = (value: number) => Math.round(value * 10000) / 100;
  return {
    left: percent(-left / across),
    top: percent(-top / down),
    width: percent(1 / across),
    height: percent(1 / down),
  };
}

import { css } from 'styled-components';
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

/** The room kept between a subject and its box's edges, in percent of the box, where the picture has it. */
const SUBJECT_ROOM = 4;

/**
 * A picture covering its box (a positioned element) at any shape, shifted so
 * that the subject's middle stands at `anchor` percent of the box's width
 * and half its height, as far as the picture's edges allow. The box's size
 * is known only to the browser, so the sums are made in container units:
 * the box is a size container, and the picture is drawn
 * `max(box width, box height × aspect)` wide. A subject that fits the box is
 * always whole in it, moved off the anchor where it must be.
 */
export function coverAround(subject: PictureSubject, pictureAspect: number, anchor = 50) {
  const left = clamp(subject.x, 0, 100) / 100;
  const top = clamp(subject.y, 0, 100) / 100;
  return css`
    container-type: size;
    /* The picture is larger than the box: nothing of it may reach past it (to the words beside a band's zone). */
    overflow: hidden;
    img {
      --drawn-width: max(100cqw, ${pictureAspect} * 100cqh);
      --drawn-height: calc(var(--drawn-width) / ${pictureAspect});
      position: absolute;
      max-width: none;
      width: var(--drawn-width);
      height: var(--drawn-height);
      left: ${offset('cqw', 'var(--drawn-width)', left, left + clamp(subject.width, 1, 100 - left * 100) / 100, anchor)};
      top: ${offset('cqh', 'var(--drawn-height)', top, top + clamp(subject.height, 1, 100 - top * 100) / 100, 50)};
    }
  `;
}

/**
 * Along one side of the box (`unit` is a percent of it), where the picture
 * (`drawn` long) starts: inside, the subject (from `start` to `end`, shares
 * of the picture) centred at `anchor`, moved as little as keeps it whole and
 * SUBJECT_ROOM off the box's edges (a subject longer than the box is centred
 * at `anchor` and fills it); outside, the box covered, which wins where the
 * picture's own edge is that close to the subject.
 */
function offset(unit: 'cqw' | 'cqh', drawn: string, start: number, end: number, anchor: number): string {
  const endInside = `${100 - SUBJECT_ROOM}${unit} - ${end} * ${drawn}`;
  const startInside = `${SUBJECT_ROOM}${unit} - ${start} * ${drawn}`;
  const keepsSubject = `clamp(min(${endInside}, ${startInside}), ${anchor}${unit} - ${(start + end) / 2} * ${drawn}, max(${endInside}, ${startInside}))`;
  return `clamp(100${unit} - ${drawn}, ${keepsSubject}, 0px)`;
}

/** The share of a box a subject may fill along a side: its room at both edges, and a little for rounding. */
const BOX_FILL = 1 - (2 * SUBJECT_ROOM + 2) / 100;

/**
 * The shape (width over height) nearest to `wanted` of a box that a picture
 * covers while its whole subject stays in view with its room (coverAround):
 * wider boxes draw the picture wider than tall subjects allow, narrower ones
 * cut into wide subjects. A subject too long for any box gets the picture's
 * own shape, where it fills the box along that side.
 */
export function boxAspect(subject: PictureSubject, pictureAspect: number, wanted: number): number {
  const width = clamp(subject.width, 1, 100) / 100;
  const height = clamp(subject.height, 1, 100) / 100;
  const narrowest = width <= BOX_FILL ? (width * pictureAspect) / BOX_FILL : pictureAspect;
  const widest = height <= BOX_FILL ? (BOX_FILL * pictureAspect) / height : pictureAspect;
  return Math.round(clamp(wanted, narrowest, Math.max(narrowest, widest)) * 100) / 100;
}

/**
 * A subject's close-up: the picture is enlarged behind the strip so that the
 * subject fills it. The cut is worked out for the strip's shape, so the strip
 * keeps that shape at every phone width.
 */
export const closeUp = (crop: SubjectCrop) => css`
  max-height: none;
  img {
    position: absolute;
    left: ${crop.left}%;
    top: ${crop.top}%;
    width: ${crop.width}%;
    height: ${crop.height}%;
    max-width: none;
  }
`;

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
 * SUBJECT_ROOM off the box's edges; outside, the box covered, which wins
 * where the picture's own edge is that close to the subject.
 */
function offset(unit: 'cqw' | 'cqh', drawn: string, start: number, end: number, anchor: number): string {
  const keepsSubject = `clamp(${100 - SUBJECT_ROOM}${unit} - ${end} * ${drawn}, ${anchor}${unit} - ${(start + end) / 2} * ${drawn}, ${SUBJECT_ROOM}${unit} - ${start} * ${drawn})`;
  return `clamp(100${unit} - ${drawn}, ${keepsSubject}, 0px)`;
}

import { describe, expect, it } from 'vitest';
import { boxAspect, cropAround, STRIP_ASPECT, type SubjectCrop } from '../../../src/blocks/hero/subject-crop';

/** The part of the picture a crop shows, in percent of the picture: left, top, right, bottom. */
function window({ left, top, width, height }: SubjectCrop) {
  return {
    left: (-left / width) * 100,
    top: (-top / height) * 100,
    right: ((100 - left) / width) * 100,
    bottom: ((100 - top) / height) * 100,
  };
}

describe('a hero strip closed in on its subject', () => {
  const wide = 16 / 9;

  it('keeps the picture its own shape in a strip of the strip’s shape', () => {
    const crop = cropAround({ x: 40, y: 40, width: 20, height: 20 }, wide);
    expect((crop.width / crop.height) * STRIP_ASPECT).toBeCloseTo(wide, 2);
  });

  it('shows the whole subject, filling four fifths of the strip one way', () => {
    const subject = { x: 40, y: 40, width: 20, height: 10 };
    const shown = window(cropAround(subject, wide));
    expect(shown.left).toBeLessThanOrEqual(40);
    expect(shown.right).toBeGreaterThanOrEqual(60);
    expect(shown.top).toBeLessThanOrEqual(40);
    expect(shown.bottom).toBeGreaterThanOrEqual(50);
    expect(subject.width / (shown.right - shown.left)).toBeCloseTo(0.8, 2);
  });

  it('slides the window inside the picture when the subject stands at its edge', () => {
    const shown = window(cropAround({ x: 67, y: 62, width: 31, height: 22 }, wide));
    expect(shown.right).toBeCloseTo(100, 1);
    expect(shown.left).toBeLessThanOrEqual(67);
    expect(shown.top).toBeGreaterThanOrEqual(0);
    expect(shown.bottom).toBeLessThanOrEqual(100.01);
  });

  it('never shows more than the picture, however large the subject', () => {
    const crop = cropAround({ x: 0, y: 0, width: 100, height: 100 }, wide);
    const shown = window(crop);
    expect(shown.left).toBeGreaterThanOrEqual(-0.01);
    expect(shown.top).toBeGreaterThanOrEqual(-0.01);
    expect(shown.right).toBeLessThanOrEqual(100.01);
    expect(shown.bottom).toBeLessThanOrEqual(100.01);
    // A picture wider than the strip is cut at its sides, never stretched.
    const panorama = window(cropAround({ x: 0, y: 0, width: 100, height: 100 }, 3));
    expect(panorama.bottom - panorama.top).toBeCloseTo(100, 1);
  });

  it('keeps a box that runs past the picture inside it', () => {
    const shown = window(cropAround({ x: 90, y: 90, width: 50, height: 50 }, wide));
    expect(shown.right).toBeLessThanOrEqual(100.01);
    expect(shown.bottom).toBeLessThanOrEqual(100.01);
  });
});

describe('a picture box shaped around its subject', () => {
  const wide = 16 / 9;
  /** The share of the box's width and height the subject takes when the picture covers a box of that shape. */
  const shareOf = (subject: { width: number; height: number }, box: number) => {
    // Per unit of the box's height, the picture is drawn max(box, wide) wide and that over `wide` tall.
    const pictureWidth = Math.max(box, wide);
    return {
      across: ((subject.width / 100) * pictureWidth) / box,
      down: ((subject.height / 100) * pictureWidth) / wide,
    };
  };

  it('takes the shape asked for where the subject stays whole in it', () => {
    expect(boxAspect({ x: 60, y: 50, width: 30, height: 30 }, wide, 3)).toBe(3);
  });

  it('narrows a strip for a tall subject until the subject fits with room', () => {
    const subject = { x: 35, y: 33, width: 60, height: 55 };
    const box = boxAspect(subject, wide, 3.2);
    expect(box).toBeLessThan(3.2);
    const { across, down } = shareOf(subject, box);
    expect(across).toBeLessThanOrEqual(0.92);
    expect(down).toBeLessThanOrEqual(0.92);
  });

  it('widens a small frame for a wide subject', () => {
    const subject = { x: 10, y: 40, width: 80, height: 30 };
    const box = boxAspect(subject, wide, 1.5);
    expect(box).toBeGreaterThan(1.5);
    expect(shareOf(subject, box).across).toBeLessThanOrEqual(0.92);
  });
});

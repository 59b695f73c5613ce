import type { PictureSlot } from '@/ui/picture-slot';

/** From this width (the theme's md breakpoint) the picture stands beside the words or behind them. */
const WIDE = '(min-width: 900px)';

/**
 * Beside the words, or behind them across the whole width. The hero is most
 * often what a phone paints largest first, so it also gets 750: the common
 * phones (360 to 414 px at 1.75x or 2x) take that instead of 960, some 30%
 * fewer bytes.
 */
const pictures = {
  sizes: { split: `${WIDE} 50vw, 100vw`, fullBleed: '100vw' },
  widths: [640, 750, 960, 1280, 1920],
} satisfies PictureSlot;
export default pictures;

/**
 * A view's sizes when the picture closes in on its subject on phones
 * (subject-crop.ts): there it is drawn `phoneWidth` wide, wider than the
 * screen, and needs as many more pixels.
 */
export function closeUpSizes(view: keyof typeof pictures.sizes, phoneWidth: string): string {
  return `${WIDE} ${view === 'split' ? '50vw' : '100vw'}, ${phoneWidth}`;
}

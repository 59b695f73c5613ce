import type { PictureSlot } from '@/ui/picture-slot';

/**
 * Beside the words, or behind them across the whole width. The hero is most
 * often what a phone paints largest first, so it also gets 750: the common
 * phones (360 to 414 px at 1.75x or 2x) take that instead of 960, some 30%
 * fewer bytes.
 */
export default {
  sizes: { split: '(min-width: 900px) 50vw, 100vw', fullBleed: '100vw' },
  widths: [640, 750, 960, 1280, 1920],
} satisfies PictureSlot;

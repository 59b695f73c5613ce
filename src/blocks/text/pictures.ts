import type { PictureSlot } from '@/ui/picture-slot';

/**
 * The picture beside the text (or under a quote), or above it across the width of a phone or a
 * tablet; the wide look shows it across the whole section, up to the container's 68rem.
 */
export default {
  sizes: { picture: '(min-width: 900px) 36rem, 100vw', wide: '(min-width: 1200px) 68rem, 100vw' },
  widths: [480, 800, 1200, 1600, 1920],
} satisfies PictureSlot;

import type { PictureSlot } from '@/ui/picture-slot';

/** The picture beside the text, or above it across the width of a phone or a tablet. */
export default {
  sizes: { picture: '(min-width: 900px) 36rem, 100vw' },
  widths: [480, 800, 1200, 1600],
} satisfies PictureSlot;

import type { PictureSlot } from '@/ui/picture-slot';

/** A card's picture: a small square beside the words on phones, the card's head on wider screens. */
export default {
  sizes: { card: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 7rem' },
  widths: [480, 800],
} satisfies PictureSlot;

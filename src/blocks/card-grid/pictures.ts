import type { PictureSlot } from '@/ui/picture-slot';

/**
 * A card's picture: a small square beside the words on phones, the card's head
 * on wider screens. The phones' 7rem square needs about 240 pixels at 2x (480
 * at 3x): without 240, every phone took 480, three times the bytes, and a page
 * of eight cards spent its first bandwidth on them.
 */
export default {
  sizes: { card: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 7rem' },
  widths: [240, 480, 800],
} satisfies PictureSlot;

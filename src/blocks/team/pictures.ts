import type { PictureSlot } from '@/ui/picture-slot';

/** A round portrait of one size on every screen. */
export default {
  sizes: { portrait: '7.5rem' },
  widths: [160, 320],
} satisfies PictureSlot;

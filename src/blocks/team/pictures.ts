import type { PictureSlot } from '@/ui/picture-slot';

/** A round portrait of one size on every screen, or (the portraits look) a photo across the top of a card. */
export default {
  sizes: { portrait: '7.5rem', large: '(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw' },
  widths: [160, 320, 640, 960, 1200],
} satisfies PictureSlot;

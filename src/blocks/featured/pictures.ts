import type { PictureSlot } from '@/ui/picture-slot';

/** One view per look: cards in a grid, or a strip that scrolls sideways. */
export default {
  sizes: {
    cards: '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 90vw',
    strip: '(min-width: 900px) 14rem, 72vw',
  },
  widths: [480, 960, 1440],
} satisfies PictureSlot;

import type { PictureSlot } from '@/ui/picture-slot';

/** Each of the two pictures of a pair, side by side from tablets up. */
export default {
  sizes: { pair: '(min-width: 1024px) 36rem, (min-width: 640px) 50vw, 100vw' },
  widths: [480, 960, 1440],
} satisfies PictureSlot;

import type { PictureSlot } from '@/ui/picture-slot';

/** A tile in the grid, and the same picture in the full-screen viewer. */
export default {
  sizes: {
    tile: '(min-width: 1200px) 17rem, (min-width: 640px) 50vw, 100vw',
    viewer: 'min(72rem, 100vw)',
  },
  widths: [480, 960, 1440, 1920],
} satisfies PictureSlot;

import type { PictureSlot } from '@/ui/picture-slot';

/**
 * How wide each look shows a picture, and the same picture in the full-screen
 * viewer. A mosaic picture is large (two columns) or small in some view of the
 * gallery on laptops (four columns) and on phones (two), so it takes the size
 * of the largest it is shown at on each.
 */
export default {
  sizes: {
    tile: '(min-width: 1200px) 17rem, (min-width: 640px) 50vw, 100vw',
    mosaicSmall: '(min-width: 1200px) 17rem, (min-width: 900px) 25vw, 50vw',
    mosaicLarge: '(min-width: 1200px) 35rem, (min-width: 900px) 50vw, 100vw',
    mosaicLargeOnLaptops: '(min-width: 1200px) 35rem, (min-width: 900px) 50vw, 50vw',
    mosaicLargeOnPhones: '(min-width: 1200px) 17rem, (min-width: 900px) 25vw, 100vw',
    portrait: '(min-width: 1200px) 17rem, (min-width: 900px) 25vw, (min-width: 640px) 33vw, 50vw',
    showcase: '(min-width: 1200px) 35rem, (min-width: 640px) 50vw, 100vw',
    journal: '(min-width: 1200px) 25rem, (min-width: 640px) 38vw, 100vw',
    viewer: 'min(72rem, 100vw)',
  },
  widths: [480, 960, 1440, 1920],
} satisfies PictureSlot;

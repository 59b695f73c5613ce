import type { PictureSlot } from '@/ui/picture-slot';

/** A brand's logo, at most 12rem wide: small widths, since a logo never fills a screen. */
export default {
  sizes: { logo: '12rem' },
  widths: [200, 400, 600],
} satisfies PictureSlot;

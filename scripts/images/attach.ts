import { join } from 'node:path';
import { eachImage } from './each-image.ts';
import { planPicture, type Variant } from './variants.ts';

/**
 * Give every picture of a document its `sources` (sizes, formats, srcsets),
 * in place, and return the variant files they use. A picture that is missing
 * or unreadable is left as it is: validation reports it, and the page still
 * shows its alt text instead of failing to load.
 */
export function attachSources(document: unknown, site: { id: string; dir: string }): Variant[] {
  const variants: Variant[] = [];
  const imagesDir = join(site.dir, 'images');
  eachImage(document, (image, slot) => {
    try {
      const plan = planPicture(site.id, imagesDir, image.src, slot);
      image.sources = plan.sources;
      variants.push(...plan.variants);
    } catch {
      // Reported by validation (scripts/content/image-size.ts).
    }
  });
  return variants;
}

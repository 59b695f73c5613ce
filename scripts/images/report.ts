import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findSiteDirs, listFiles } from '../content/load.ts';
import { CONTENT_DIR, PICTURE_CACHE_DIR } from '../paths.ts';
import { contentVariants } from './content-variants.ts';
import { EXTENSION, type OutputFormat } from './plan.ts';
import { probeImage } from './probe.ts';
import { produceVariant, type Variant } from './variants.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Bytes per picture before and after processing, as lines for the benchmark:
 * each photo's original against what each format weighs at the smallest and
 * largest width, then the SVGs, which are served as they are. Variants come
 * from the cache a build has just filled (or are made now).
 */
export async function describePictures(contentDir = CONTENT_DIR, cacheDir = PICTURE_CACHE_DIR): Promise<string[]> {
  const byOriginal = new Map<string, Variant[]>();
  for (const variant of contentVariants(contentDir))
    byOriginal.set(variant.file, [...(byOriginal.get(variant.file) ?? []), variant]);

  const lines = [
    `Pictures: ${byOriginal.size} photo(s) processed into ${[...byOriginal.values()].flat().length} file(s).`,
  ];
  for (const [file, variants] of byOriginal) {
    const { width, height } = probeImage(file);
    const sizes = await Promise.all(
      variants.map(async (variant) => ({ variant, bytes: (await produceVariant(variant, cacheDir)).length })),
    );
    const formats = [...new Set(variants.map((v) => v.format))].map((format: OutputFormat) => {
      const own = sizes
        .filter(({ variant }) => variant.format === format)
        .sort((a, b) => a.variant.width - b.variant.width);
      const [first, last] = [own[0], own.at(-1)!];
      return `${EXTENSION[format]} ${kb(first.bytes)} at ${first.variant.width} px to ${kb(last.bytes)} at ${last.variant.width} px`;
    });
    lines.push(
      `  ${relative(contentDir, file)} (${width}x${height}): ${kb(statSync(file).size)} before; after: ${formats.join('; ')}.`,
    );
  }

  const svgs = findSiteDirs(contentDir).flatMap((dir) =>
    listFiles(join(dir, 'images'))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => join(dir, 'images', name)),
  );
  const svgBytes = svgs.reduce((sum, file) => sum + statSync(file).size, 0);
  lines.push(
    `  ${svgs.length} SVG picture(s) served as they are: ${kb(svgBytes)} in all, ${kb(svgs.length ? svgBytes / svgs.length : 0)} on average.`,
  );
  return lines;
}

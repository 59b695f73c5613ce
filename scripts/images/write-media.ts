/**
 * A site's pictures in its output folder: media/<site>/ holds every variant
 * its documents use and every other picture of its images folders (SVG) as it
 * is. Written by the build after the pages, from the picture cache, so a
 * build that reuses its bundles still writes exactly the pictures the content
 * names now.
 */
import { availableParallelism } from 'node:os';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isPictureName } from '../../src/content/picture-files.ts';
import { isRealFileInside, kindAt } from '../content/files.ts';
import { listFiles } from '../content/load.ts';
import { writeOutputFile } from '../output/write-file.ts';
import { PICTURE_CACHE_DIR } from '../paths.ts';
import { variantsOf, type DocumentVariants, type PictureSite } from './content-variants.ts';
import { MAX_PIXELS } from './pixel-limit.ts';
import { probeImage } from './probe.ts';
import { assertSafeSvg } from './svg-safety.ts';
import { produceVariant, type Variant } from './variants.ts';
import { withinBudget } from './within-budget.ts';

const RASTER = /\.(jpe?g|png|webp|avif)$/i;

/** The pictures published as they are: only pictures, only real files inside the content folder. */
function copiesOf(site: PictureSite, contentDir: string): string[] {
  const imagesDir = join(site.dir, 'images');
  return listFiles(imagesDir).filter(
    (name) => !RASTER.test(name) && isPictureName(name) && isRealFileInside(contentDir, join(imagesDir, name)),
  );
}

export interface MediaOptions {
  /** Files already in `outDir` (an incremental build starts from the served site's files). */
  present?: ReadonlySet<string>;
  cacheDir?: string;
  /** Sites whose media folders stay as they are (an incremental build carries an unchanged site's over whole). */
  kept?: ReadonlySet<string>;
  /** The variants of a document the build holds already parsed (scripts/output/documents.ts). */
  variantsOfDocument?: DocumentVariants;
}

/**
 * Write the media of `sites` into `outDir`/media/ and remove any other file
 * there, except in the folders of the sites `kept`. Files `present` are kept
 * when their name says they are the same: a variant's name carries its
 * content's hash. Returns the files written or checked, relative to `outDir`.
 */
export async function writeMedia(
  outDir: string,
  sites: readonly PictureSite[],
  contentDir: string,
  options: MediaOptions = {},
): Promise<string[]> {
  const { present = new Set(), cacheDir = PICTURE_CACHE_DIR, kept = new Set(), variantsOfDocument } = options;
  const written: string[] = [];
  for (const site of sites) {
    for (const name of copiesOf(site, contentDir)) {
      const source = readFileSync(join(site.dir, 'images', name));
      if (/\.svg$/i.test(name)) assertSafeSvg(source, `${site.id}/images/${name}`);
      const file = `media/${site.id}/${name}`;
      // Copied from the served site, and the same: nothing to write.
      if (!(present.has(file) && readFileSync(join(outDir, file)).equals(source)))
        writeOutputFile(join(outDir, file), source);
      written.push(file);
    }
  }
  const variants = variantsOf(sites, variantsOfDocument);
  const missing = variants.filter((variant) => !present.has(`media/${variant.siteId}/${variant.name}`));
  // Sharp spreads each encoding over its own threads; a few at once keeps every core busy, and the
  // pixels being decoded at once stay within two of the largest pictures, whatever the number of cores.
  const pixelsOf = (variant: Variant) => {
    const { width, height } = probeImage(variant.file);
    return width * height;
  };
  const limits = { limit: Math.max(2, availableParallelism()), budget: 2 * MAX_PIXELS, weightOf: pixelsOf };
  await withinBudget(missing, limits, async (variant) => {
    writeOutputFile(join(outDir, 'media', variant.siteId, variant.name), await produceVariant(variant, cacheDir));
  });
  written.push(...variants.map((variant) => `media/${variant.siteId}/${variant.name}`));
  const wanted = new Set(written);
  const mediaDir = join(outDir, 'media');
  const folders = existsSync(mediaDir) ? readdirSync(mediaDir).filter((name) => !kept.has(name)) : [];
  for (const folder of folders) {
    const files =
      kindAt(join(mediaDir, folder)) === 'folder'
        ? listFiles(join(mediaDir, folder)).map((file) => `${folder}/${file}`)
        : [folder];
    for (const file of files) if (!wanted.has(`media/${file}`)) rmSync(join(mediaDir, file), { force: true });
  }
  return written.sort();
}

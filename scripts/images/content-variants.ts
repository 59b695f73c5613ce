import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { findSiteDirs, listFiles } from '../content/load.ts';
import { attachSources } from './attach.ts';
import type { Variant } from './variants.ts';

/** A site as the picture pipeline needs it: its id, its folder and its documents (site.json and pages). */
export interface PictureSite {
  id: string;
  dir: string;
  documents: string[];
}

/** The variants one document of `site` uses: read from its file unless the caller holds it already. */
export type DocumentVariants = (file: string, site: PictureSite) => Variant[];

const readVariants: DocumentVariants = (file, site) => attachSources(JSON.parse(readFileSync(file, 'utf8')), site);

/** Every variant the sites' documents use, each once. Runs after validation, so every document parses. */
export function variantsOf(sites: readonly PictureSite[], variantsOfDocument = readVariants): Variant[] {
  const variants = new Map<string, Variant>();
  for (const site of sites)
    for (const file of site.documents)
      for (const variant of variantsOfDocument(file, site)) variants.set(`${site.id}/${variant.name}`, variant);
  return [...variants.values()];
}

/** Every variant the content under `contentDir` uses, each once. */
export function contentVariants(contentDir: string): Variant[] {
  return variantsOf(
    findSiteDirs(contentDir).map((dir) => {
      const pagesDir = join(dir, 'pages');
      const pages = listFiles(pagesDir).filter((name) => name.endsWith('.json'));
      return {
        id: basename(dir),
        dir,
        documents: [join(dir, 'site.json'), ...pages.map((name) => join(pagesDir, name))],
      };
    }),
  );
}

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

/** Every variant the sites' documents use, each once. Runs after validation, so every document parses. */
export function variantsOf(sites: readonly PictureSite[]): Variant[] {
  const variants = new Map<string, Variant>();
  for (const site of sites)
    for (const file of site.documents)
      for (const variant of attachSources(JSON.parse(readFileSync(file, 'utf8')), site))
        variants.set(`${site.id}/${variant.name}`, variant);
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

import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { findSiteDirs, listFiles } from '../content/load.ts';
import { attachSources } from './attach.ts';
import type { Variant } from './variants.ts';

/**
 * Every variant the content under `contentDir` uses, each once: what a build
 * writes. Runs after validation, so every document parses.
 */
export function contentVariants(contentDir: string): Variant[] {
  const variants = new Map<string, Variant>();
  for (const dir of findSiteDirs(contentDir)) {
    const site = { id: basename(dir), dir };
    const pagesDir = join(dir, 'pages');
    const documents = [
      join(dir, 'site.json'),
      ...listFiles(pagesDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(pagesDir, name)),
    ];
    for (const file of documents) {
      for (const variant of attachSources(JSON.parse(readFileSync(file, 'utf8')), site))
        variants.set(`${site.id}/${variant.name}`, variant);
    }
  }
  return [...variants.values()];
}

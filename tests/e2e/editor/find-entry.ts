import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FoundEntry<T> {
  folder: string;
  id: string;
  collection: { name: string; title: string };
  file: string;
  slug: string;
  entry: T;
}

/** Every site folder of a content folder, however deep (demos/x, clients/y). */
function siteFolders(contentDir: string, dir = ''): string[] {
  return readdirSync(join(contentDir, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = dir ? `${dir}/${entry.name}` : entry.name;
      try {
        return [folder, ...siteFolders(contentDir, folder)];
      } catch {
        return [folder];
      }
    });
}

/** A site of the content with a collection of this type that has pages, and one of its entries: found by reading the content. */
export function findEntry<T>(contentDir: string, type: string): FoundEntry<T> {
  for (const folder of siteFolders(contentDir)) {
    let settings: { collections?: Record<string, { type: string; title: string; path?: string }> };
    try {
      settings = JSON.parse(readFileSync(join(contentDir, folder, 'site.json'), 'utf8'));
    } catch {
      continue;
    }
    for (const [name, setting] of Object.entries(settings.collections ?? {})) {
      if (setting.type !== type || !setting.path) continue;
      const dir = join(contentDir, folder, 'collections', name);
      const file = readdirSync(dir).find((n) => n.endsWith('.json'));
      if (!file) continue;
      return {
        folder,
        id: folder.split('/').pop()!,
        collection: { name, title: setting.title },
        file: `${folder}/collections/${name}/${file}`,
        slug: file.replace(/\.json$/, ''),
        entry: JSON.parse(readFileSync(join(dir, file), 'utf8')) as T,
      };
    }
  }
  throw new Error(`No site of the content has a collection of ${type} entries with pages.`);
}

import { joinPath } from '@/content/href';
import { sourcePath } from '@/content/linked-items';
import type { ReferenceChoice } from './reference-choices';

/** A page of the site as a featured section's picker needs it: where it is, its name, and its sections. */
export interface GalleryPage {
  file: string;
  /** The page's path in the site, "/portfolio". */
  path: string;
  /** Its name as the menu gives it: "Portfolio". */
  name: string;
  blocks: unknown[];
}

/** What a featured section's picture picker knows of the site. */
export interface GallerySource {
  basePath: string;
  pages: GalleryPage[];
  /**
   * Gives the picture at `item` of the section at `block` of the page in
   * `file` the name `id`, so another page can show it.
   */
  nameIt: (file: string, block: number, item: number, id: string) => void;
}

interface Picture {
  id?: unknown;
  title?: unknown;
  category?: unknown;
  status?: unknown;
  image?: { src?: unknown; alt?: unknown };
}

/** A picture of a gallery as the picker offers it; one with no name yet carries where it is, to be named once chosen. */
export interface GalleryChoice extends ReferenceChoice {
  unnamed?: { block: number; item: number };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The page a featured section's link leads to ("~/portfolio"), if it is a page of the site. */
export function galleryPage(href: unknown, source: GallerySource): GalleryPage | undefined {
  if (typeof href !== 'string' || href.trim() === '') return undefined;
  const path = sourcePath(href.trim(), source.basePath);
  return source.pages.find((page) => joinPath(source.basePath, page.path) === path);
}

/**
 * Every picture of the page's galleries, in page order, by its title and
 * picture, with its gallery's name for its category as its line of facts.
 * A picture named already is chosen by that name; one not named yet stands
 * for its place until it is chosen.
 */
export function galleryChoices(page: GalleryPage): GalleryChoice[] {
  const choices: GalleryChoice[] = [];
  page.blocks.forEach((section, block) => {
    const gallery = section as { type?: unknown; items?: unknown; filters?: unknown };
    if (gallery?.type !== 'gallery' || !Array.isArray(gallery.items)) return;
    const filters = Array.isArray(gallery.filters) ? (gallery.filters as { id?: unknown; label?: unknown }[]) : [];
    (gallery.items as Picture[]).forEach((picture, item) => {
      if (!picture || typeof picture !== 'object') return;
      const id = text(picture.id);
      const category = filters.find((filter) => filter?.id === picture.category)?.label;
      choices.push({
        reference: id ?? `@${block}/${item}`,
        collection: page.path,
        collectionTitle: `${page.name} page`,
        title: text(picture.title) ?? text(picture.image?.alt) ?? id ?? `Picture ${item + 1}`,
        meta: text(picture.status) ?? text(category),
        picture: text(picture.image?.src),
        unnamed: id ? undefined : { block, item },
      });
    });
  });
  return choices;
}

/** "Spring Window Display" -> "spring-window-display": a new picture's name, made from its title and unused on its page. */
export function newPictureName(title: string, taken: Set<string>): string {
  const words =
    title
      .normalize('NFKD')
      // The accents NFKD parts from their letters go, and the letters stay ("crème" -> "creme").
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[^a-z]+|-+$/g, '') || 'picture';
  let name = words;
  for (let n = 2; taken.has(name); n++) name = `${words}-${n}`;
  return name;
}

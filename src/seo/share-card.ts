/**
 * What a page's share picture shows, decided where the page is rendered (so
 * it reads the same title and site facts as the page), and where the picture
 * is published. The build draws the picture from this (scripts/share/share-picture.ts).
 */
import type { FontPairing, PageDocument, SiteDocument } from '../content/types.generated.ts';
import { joinPath } from '../content/href.ts';
import { keptPoint } from '../content/picture.ts';

/** The picture's file, beside the page's index.html. */
export const SHARE_PICTURE_FILE = 'share.png';
/** The size chat apps and social sites draw a large card at. */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

export interface ShareCard {
  siteName: string;
  /** The page's own title, without the site's name. */
  title: string;
  /** The site's address without "https://", as a line at the foot of the card. */
  address: string;
  /** The site's font pairing, whose heading face the card is set in. */
  fonts?: FontPairing;
  /** Colours as "#rrggbb": the card's ground (the brand colour), its text, and a stripe in the second brand colour. */
  colours: { ground: string; text: string; stripe: string };
  /**
   * A picture from the site's images folder: the page's own share picture,
   * which is then the whole card, or else its hero's, beside the title.
   */
  picture?: CardPicture;
}

export interface CardPicture {
  /** The site's id, whose images folder holds the picture. */
  site: string;
  src: string;
  /** True for a picture the page names to be shared: it fills the card, with no text over it. */
  whole: boolean;
  /** The point the card's crop keeps in view, in percent of the picture (a hero's subject or focus); its middle when absent. */
  keep?: { x: number; y: number };
}

/** Hero layouts that show no picture. */
const PICTURELESS_HEROES = new Set(['solid']);

/** The picture a page's card shows: the page's own share picture, or the first hero picture it shows. */
export function cardPicture(siteId: string, page: Pick<PageDocument, 'share' | 'blocks'>): CardPicture | undefined {
  if (page.share?.image) return { site: siteId, src: page.share.image.src, whole: true };
  for (const block of page.blocks ?? []) {
    if (block.type !== 'hero' || !block.image?.src || PICTURELESS_HEROES.has(block.layout ?? '')) continue;
    return { site: siteId, src: block.image.src, whole: false, keep: keptPoint(block.subject, block.focus) };
  }
  return undefined;
}

/** A page's share picture's file in the output, from its route ("/" -> "share.png", "/about" -> "about/share.png"). */
export const sharePictureFile = (route: string) =>
  route === '/' ? SHARE_PICTURE_FILE : `${route.slice(1)}/${SHARE_PICTURE_FILE}`;

/** A page's share picture's address, beside the page. */
export const sharePictureUrl = (siteUrl: string, site: SiteDocument, path: string) =>
  `${siteUrl}/${sharePictureFile(joinPath(site.basePath, path))}`;

/**
 * The title a card shows: the page's title without the site's name before or
 * after a separator ("About | <site name>" -> "About"); the tagline when the
 * title is the site's name alone.
 */
export function cardTitle(site: SiteDocument, title: string): string {
  const parts = title.split(/\s+[|–—-]\s+/).filter((part) => part.trim() !== site.name);
  return parts.join(' - ').trim() || site.tagline;
}

type Named = { src?: unknown } | undefined;

/**
 * The picture an entry's card shows: its own picture (the one it is shared
 * with) as the whole card, or else its cover or first photo beside the title.
 */
export function entryCardPicture(siteId: string, entry: unknown): CardPicture | undefined {
  const { image, cover, photos } = (entry ?? {}) as { image?: Named; cover?: Named; photos?: Named[] };
  if (typeof image?.src === 'string') return { site: siteId, src: image.src, whole: true };
  const beside = cover ?? (Array.isArray(photos) ? photos[0] : undefined);
  return typeof beside?.src === 'string' ? { site: siteId, src: beside.src, whole: false } : undefined;
}

/** A page's card, in colours worked out from the site's theme (src/theme/share-colours.ts). */
export function shareCard(
  site: SiteDocument,
  title: string,
  siteUrl: string,
  colours: ShareCard['colours'],
  picture?: CardPicture,
): ShareCard {
  return {
    siteName: site.name,
    title: cardTitle(site, title),
    address: `${siteUrl}${joinPath(site.basePath, '/')}`.replace(/^https?:\/\//, '').replace(/\/$/, ''),
    ...(site.theme.fonts ? { fonts: site.theme.fonts } : {}),
    colours,
    ...(picture ? { picture } : {}),
  };
}

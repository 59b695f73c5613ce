/**
 * How a page being edited looks when shared: the picture the build would draw
 * for it (by the build's own drawing code and cache) and the words a chat app
 * shows beside it, from the page as it is in the editor, saved or not.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { siteUrlOf } from '../../src/content/site-url.ts';
import type { PageDocument, SiteDocument } from '../../src/content/types.generated.ts';
import type { SharePreview } from '../../src/editor/protocol.ts';
import { cardPicture, shareCard } from '../../src/seo/share-card.ts';
import { sharedText } from '../../src/seo/share-tags.ts';
import { shareColours } from '../../src/theme/share-colours.ts';
import { cardPictureFile } from '../share/card-picture.ts';
import { SHARE_CACHE_DIR, drawShareCard, sharePicture } from '../share/share-picture.ts';
import { resolveInside } from './content-paths.ts';
import { readDocument, siteFolder, siteFolders } from './documents.ts';
import { HttpError } from './http-error.ts';
import { pendingRoot } from './pending-uploads.ts';

/** Where the demos and the studio are published: a site without an address of its own lives there. */
const EXAMPLE_ADDRESS = 'https://example.com';

function siteDocument(contentDir: string, folder: string): SiteDocument {
  try {
    const site = JSON.parse(readDocument(contentDir, `${folder}/site.json`).text) as SiteDocument;
    shareColours(site.theme.colors);
    return site;
  } catch {
    throw new HttpError(
      422,
      "The site's settings cannot be read, so its card cannot be drawn. Fix the site settings first.",
    );
  }
}

/** The site's own address, or the studio's for a site published under it. */
function addressOf(contentDir: string, site: SiteDocument): string {
  const studio = [...siteFolders(contentDir).values()]
    .map((folder) => siteDocument(contentDir, folder))
    .find((other) => other.kind === 'studio');
  const written = site.url ?? studio?.url;
  return (written && siteUrlOf(written)) ?? EXAMPLE_ADDRESS;
}

/** The page's fields a card reads, checked as far as drawing needs; the validator checks the rest. */
function pageOf(value: unknown): PageDocument {
  const page = value as Partial<PageDocument> | null;
  const text = (field: unknown) => field === undefined || typeof field === 'string';
  const image = page?.share?.image;
  if (
    !page ||
    typeof page !== 'object' ||
    typeof page.title !== 'string' ||
    !text(page.description) ||
    (page.share !== undefined && (typeof page.share !== 'object' || !text(page.share.title))) ||
    (image !== undefined && typeof image?.src !== 'string') ||
    (page.blocks !== undefined && !Array.isArray(page.blocks))
  )
    throw new HttpError(400, 'Send the page as the editor has it: a title, a description, and its share settings.');
  return { description: '', blocks: [], ...page } as PageDocument;
}

export async function sharePreview(contentDir: string, body: Record<string, unknown>): Promise<SharePreview> {
  const folder = siteFolder(contentDir, body.site);
  const page = pageOf(body.page);
  const site = siteDocument(contentDir, folder);
  const picture = cardPicture(String(body.site), page);
  // A picture uploaded but not saved yet waits outside the content: the card shows it from there.
  const saved = resolveInside(contentDir, `${folder}/images`);
  const waiting = join(pendingRoot(contentDir), folder);
  const imagesDir = picture && !existsSync(join(saved, picture.src)) ? waiting : saved;
  if (picture && !cardPictureFile(imagesDir, picture.src))
    throw new HttpError(404, `There is no picture "${picture.src}" in this site's images, or it cannot be read.`);
  const text = sharedText(page);
  const card = shareCard(site, text.title, addressOf(contentDir, site), shareColours(site.theme.colors), picture);
  const png = await sharePicture(card, SHARE_CACHE_DIR, drawShareCard, imagesDir);
  return {
    picture: `data:image/png;base64,${png.toString('base64')}`,
    title: text.title,
    description: text.description,
    address: card.address.split('/')[0],
    siteName: site.name,
  };
}

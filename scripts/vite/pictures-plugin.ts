import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, posix, sep } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { MEDIA_BASE } from '../../src/content/media.ts';
import { attachSources } from '../images/attach.ts';
import { contentHash } from '../images/cache.ts';
import { ALL_WIDTHS, parseVariantName, typeOfFormat } from '../images/plan.ts';
import { pictureTypeOf } from '../media-types.ts';
import { probeImage } from '../images/probe.ts';
import { produceVariant, type Variant } from '../images/variants.ts';
import { findSiteDirs } from '../content/load.ts';
import { CONTENT_DIR, PICTURE_CACHE_DIR } from '../paths.ts';
import { isPictureName } from '../../src/content/picture-files.ts';
import { svgProblem } from '../images/svg-safety.ts';
import { MEDIA_POLICY } from '../security-headers.ts';
import { isRealFileInside } from '../content/files.ts';

const RASTER = /\.(jpe?g|png|webp|avif)$/i;

interface Site {
  id: string;
  dir: string;
}

/** The site a content document belongs to: its site.json, or a page in its pages folder. */
function siteOf(file: string, contentDir: string): Site | undefined {
  if (!file.startsWith(contentDir + sep) || !file.endsWith('.json')) return undefined;
  const folder = dirname(file);
  const dir = basename(file) === 'site.json' ? folder : basename(folder) === 'pages' ? dirname(folder) : undefined;
  return dir && existsSync(join(dir, 'site.json')) ? { id: basename(dir), dir } : undefined;
}

/** The policy every host sends with a picture: opened on its own, it runs nothing and loads nothing. */
function asPicture(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', MEDIA_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * The variant a development request names ("gallery/cut-1-640.3fa2b1c9.avif"),
 * when such a picture exists with that content and the width is one the
 * pipeline makes; undefined otherwise.
 */
function requestedVariant(site: Site, name: string): Variant | undefined {
  const parsed = parseVariantName(name);
  if (!parsed) return undefined;
  const imagesDir = join(site.dir, 'images');
  const folder = join(imagesDir, posix.dirname(parsed.stem));
  if (!existsSync(folder)) return undefined;
  const stem = posix.basename(parsed.stem);
  for (const entry of readdirSync(folder)) {
    const file = join(folder, entry);
    if (!RASTER.test(entry) || entry.replace(/\.[^.]+$/, '') !== stem) continue;
    const hash = contentHash(file);
    if (!hash.startsWith(parsed.hash)) continue;
    // Only the widths a build would make, so a request cannot ask for any size at all.
    const ownWidth = probeImage(file).width;
    const planned = parsed.width === ownWidth || (ALL_WIDTHS.has(parsed.width) && parsed.width < ownWidth);
    return planned ? { siteId: site.id, name, file, hash, width: parsed.width, format: parsed.format } : undefined;
  }
  return undefined;
}

/**
 * The picture pipeline in Vite's development server:
 * - every content document is given its pictures' `sources` as it is
 *   imported, before Vite's JSON plugin, so every renderer receives them;
 * - variants are made on request, from the same cache the build uses
 *   (the build writes its pictures itself: scripts/images/write-media.ts).
 */
export function picturesPlugin({ contentDir = CONTENT_DIR, cacheDir = PICTURE_CACHE_DIR } = {}): Plugin {
  const sites = () => new Map(findSiteDirs(contentDir).map((dir) => [basename(dir), { id: basename(dir), dir }]));

  const serve: Connect.NextHandleFunction = (req, res, next) => {
    let path: string;
    try {
      path = decodeURIComponent((req.url ?? '').split('?')[0]);
    } catch {
      return next(); // Not a name any picture could have.
    }
    const [siteId, ...rest] = path.split('/').filter(Boolean);
    const site = siteId ? sites().get(siteId) : undefined;
    if (!site || rest.includes('..')) return next();
    const name = rest.join('/');
    const original = join(site.dir, 'images', ...rest);
    // As a build publishes them: pictures only, real files inside the content folder, SVGs that pass the check.
    if (isPictureName(name) && isRealFileInside(contentDir, original)) {
      asPicture(res);
      const unsafe = /\.svg$/i.test(name) ? svgProblem(readFileSync(original)) : undefined;
      if (unsafe) {
        res.statusCode = 403;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(`The picture ${name} is not shown: ${unsafe}. Run npm run validate for the details.`);
        return;
      }
      res.setHeader('Content-Type', pictureTypeOf(original) ?? 'application/octet-stream');
      createReadStream(original).pipe(res);
      return;
    }
    const variant = requestedVariant(site, name);
    if (!variant) return next();
    produceVariant(variant, cacheDir).then(
      (data) => {
        asPicture(res);
        res.setHeader('Content-Type', typeOfFormat(variant.format));
        res.end(data);
      },
      (error: Error) => {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(`The picture ${name} could not be made: ${error.message}`);
      },
    );
  };

  return {
    name: 'site-pictures',
    // Before vite:json turns the document into a module.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      const site = siteOf(file, contentDir);
      // Documents without pictures pass through untouched.
      if (!site || !code.includes('"src"')) return undefined;
      let document: unknown;
      try {
        document = JSON.parse(code);
      } catch {
        return undefined; // Validation explains the syntax error.
      }
      const variants = attachSources(document, site);
      // A changed picture changes its file names, so the document is made again.
      for (const path of new Set(variants.map((variant) => variant.file))) this.addWatchFile(path);
      return { code: JSON.stringify(document), map: null };
    },
    configureServer(server) {
      server.middlewares.use(MEDIA_BASE, serve);
    },
  };
}

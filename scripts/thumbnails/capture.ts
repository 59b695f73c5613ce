/**
 * npm run thumbnails: captures each demo's first screen, as a visitor on a
 * laptop sees it below the demo banner, for the studio's portfolio cards:
 * every cut starts at the site's header and holds the hero's words and its
 * art (frame.ts). Where they do not fit a laptop's screen in the cards'
 * shape, the page is laid out wider, as on a larger screen, until they do;
 * where the hero ends before the cut does, it is laid out narrower, so the
 * card never shows the next section.
 * It builds the site (or, with --no-build, uses dist/ as it is), serves it,
 * photographs every demo's home page in Chromium, writes the pictures to the
 * studio's images folder under a name carrying the demo's fingerprint, points
 * the studio's cards at them and removes the captures they replace. The
 * picture pipeline then makes the sizes and formats pages use, like any photo.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { applyEdits, modify } from 'jsonc-parser';
import sharp from 'sharp';
import { CONTENT_DIR, DIST_DIR, PROJECT_ROOT } from '../paths.ts';
import { startStaticServer } from '../serve.ts';
import { captureName, demoSites, pictureCards, type DemoSite } from './fingerprint.ts';
import { CARD_ASPECT, frameAround, pastTheHero, SMALLEST_WIDTH, type Box, type PageShape } from './frame.ts';

/** The size the cards' pictures are kept at (the cards' 16:10). */
const KEPT = { width: 1200, height: 750 };

/** Drawn at twice the pixels, so a cut narrower than the kept picture is not enlarged. */
const PIXEL_RATIO = 2;

/** A wider or narrower layout moves the hero's parts; this many tries always settle it (a page's width is capped). */
const LAYOUT_TRIES = 8;

/** A hero too short for its cut is laid out this much narrower at a time, down to a small laptop's width. */
const NARROWING = 80;
const NARROWEST = 960;

const studioDir = join(CONTENT_DIR, 'studio');
const progress = (text: string) => console.log(`thumbnails: ${text}`);

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A demo's capture or the drawing it replaces, by file name inside demos/. */
const pictureOf = (demo: DemoSite) => new RegExp(`^demos/${demo.folder}(-[0-9a-f]{8})?\\.(svg|jpg)$`);

/**
 * Runs in the page: where the site's header starts and ends, and the boxes
 * of the hero's words (eyebrow to badges) and of its largest visible
 * picture, in page pixels. (No named helpers inside: the page has none of
 * the script runner's wrappers.)
 */
function heroParts(): PageShape & { words: Box; art?: Box } {
  const heading = document.querySelector('main h1');
  if (!heading) throw new Error(`${location.pathname} has no headline`);
  const words = heading.parentElement ?? heading;
  const hero = heading.closest('section') ?? heading;
  const [art] = [...hero.querySelectorAll('img')]
    .filter((img) => img.checkVisibility())
    .sort((a, b) => b.clientWidth * b.clientHeight - a.clientWidth * a.clientHeight);
  // The demo banner above the site's header belongs to the studio's showroom, not to the business's site.
  const header = document.querySelector('header');
  const [[wordsBox, artBox], [site]] = [[words, art ?? words], [header ?? document.body]].map((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height };
    }),
  );
  const heroBox = hero.getBoundingClientRect();
  return {
    width: document.documentElement.clientWidth,
    top: header ? site.y : 0,
    headerBottom: header ? site.y + site.height : 0,
    heroBottom: heroBox.bottom + scrollY,
    words: wordsBox,
    art: art ? artBox : undefined,
  };
}

/**
 * Runs in the page: makes the hero reach down to `foot` (page pixels) where it ends above it, and
 * hides what follows the hero; returns whether the hero grew. (-Infinity: only hide.)
 */
function stretchHero(foot: number): boolean {
  const hero = document.querySelector('main h1')?.closest('section');
  if (!hero) return false;
  for (let next = hero.nextElementSibling; next; next = next.nextElementSibling)
    if (next instanceof HTMLElement) next.style.visibility = 'hidden';
  const box = hero.getBoundingClientRect();
  const missing = foot - (box.bottom + scrollY);
  if (missing <= 0 || !Number.isFinite(missing)) return false;
  hero.style.minHeight = `${box.height + missing}px`;
  return true;
}

async function capture(baseUrl: string, demos: DemoSite[]): Promise<Map<DemoSite, Buffer>> {
  const browser = await chromium.launch({
    executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const shots = new Map<DemoSite, Buffer>();
  try {
    const context = await browser.newContext({ deviceScaleFactor: PIXEL_RATIO });
    const page = await context.newPage();
    for (const demo of demos) {
      progress(`capturing ${demo.basePath}...`);
      const screenOf = (width: number) => ({ width, height: Math.round(width / CARD_ASPECT) });
      let screen = screenOf(SMALLEST_WIDTH);
      let frame: Box | undefined;
      // A cut that shows a little of the next section, kept in case no narrower layout does better.
      let fallback: { cut: Box; screen: typeof screen } | undefined;
      let widened = false;
      const load = async (size: typeof screen) => {
        await page.setViewportSize(size);
        // Twice: a web font is used only if it is there for the first layout, so the first visit caches it.
        for (let visit = 0; visit < 2; visit++)
          await page.goto(`${baseUrl}${demo.basePath}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
      };
      for (let tries = 0; tries < LAYOUT_TRIES && !frame; tries++) {
        await load(screen);
        const parts = await page.evaluate(heroParts);
        const cut = frameAround(parts, parts);
        if (cut.width > parts.width) {
          if (fallback) break;
          widened = true;
          screen = screenOf(cut.width);
        } else if (pastTheHero(cut, parts) && !widened && screen.width - NARROWING >= NARROWEST) {
          fallback ??= { cut, screen };
          screen = screenOf(screen.width - NARROWING);
        } else frame = cut;
      }
      if (!frame && fallback) {
        progress(`  no layout keeps the cut within the hero; it shows the top of the next section`);
        ({ cut: frame, screen } = fallback);
        await load(screen);
      }
      if (!frame) throw new Error(`${demo.basePath}: its headline and art never fit one cut of the card's shape`);
      progress(`  cut ${frame.width} x ${frame.height} at ${frame.x},${frame.y} of a ${screen.width} px wide page`);
      // A hero shorter than its cut is drawn taller, as on a taller screen, so the card never shows the
      // next section; if that moved its words or art out of the cut, what follows the hero is hidden instead.
      const foot = frame.y + frame.height;
      const stretched = await page.evaluate(stretchHero, foot);
      const parts = await page.evaluate(heroParts);
      const inside = [parts.words, parts.art ?? parts.words].every((box) => box.y + box.height <= foot);
      if (stretched && !inside) {
        progress('  the taller hero moved its parts out of the cut; the next section is hidden instead');
        await load(screen);
        await page.evaluate(stretchHero, Number.NEGATIVE_INFINITY);
      }
      const shot = await page.screenshot({ clip: frame, fullPage: true, animations: 'disabled' });
      shots.set(demo, await sharp(shot).resize(KEPT).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
    }
  } finally {
    await browser.close();
  }
  return shots;
}

/** Points every studio card that links to a demo at that demo's capture; returns the files changed. */
function pointCards(demos: DemoSite[]): string[] {
  const pagesDir = join(studioDir, 'pages');
  const changed: string[] = [];
  for (const name of readdirSync(pagesDir).filter((file) => file.endsWith('.json'))) {
    const file = join(pagesDir, name);
    const before = readFileSync(file, 'utf8');
    // Only the pictures' names change; the file keeps its layout, as the editor's saves do.
    const edits = pictureCards(JSON.parse(before)).flatMap((card) => {
      const demo = demos.find((candidate) => card.hrefs.includes(candidate.basePath));
      return demo && card.src !== captureName(demo) ? modify(before, card.path, captureName(demo), {}) : [];
    });
    const after = applyEdits(before, edits);
    if (after !== before) {
      writeFileSync(`${file}.tmp`, after);
      renameSync(`${file}.tmp`, file);
      changed.push(name);
    }
  }
  return changed;
}

async function main(): Promise<void> {
  const demos = demoSites(CONTENT_DIR);
  if (!process.argv.includes('--no-build')) {
    progress('building the site (npm run build)...');
    execFileSync('npm', ['run', '-s', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  }
  const dist = DIST_DIR;
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no built site: leave out --no-build.`);
  const server = await startStaticServer(0, '127.0.0.1', dist);
  let shots: Map<DemoSite, Buffer>;
  try {
    shots = await capture(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, demos);
  } finally {
    server.close();
  }
  const imagesDir = join(studioDir, 'images');
  for (const [demo, jpeg] of shots) {
    const file = join(imagesDir, captureName(demo));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, jpeg);
    renameSync(`${file}.tmp`, file);
  }
  const changed = pointCards(demos);
  // Captures and drawings no card points at any more.
  const kept = new Set(demos.map(captureName));
  for (const old of readdirSync(join(imagesDir, 'demos')).map((name) => `demos/${name}`))
    if (!kept.has(old) && demos.some((demo) => pictureOf(demo).test(old))) rmSync(join(imagesDir, old));
  progress(`${shots.size} captures written; cards updated in ${changed.join(', ') || 'no page (already current)'}.`);
}

main().catch((error: unknown) => {
  console.error(`thumbnails: stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

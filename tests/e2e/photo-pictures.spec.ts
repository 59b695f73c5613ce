/**
 * A phone photo as a hero, end to end: a copy of the project gets a 4000 x 2667
 * JPEG of about 3 MB (stored sideways with an EXIF orientation tag) on a page
 * of its own, is built, and the built page is checked in the browser: the
 * hero offers AVIF and WebP in several widths, Chromium picks AVIF at a width
 * near the screen's, it loads first, upright, with its room kept, and every
 * picture below it loads lazily.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { findSiteDirs } from '../../scripts/content/load.ts';
import { copyProject } from '../support/project-copy.ts';
import { makePhoto } from '../../scripts/benchmark/photo.ts';
import { expect, test } from './fixtures.ts';

const ORIGIN = 'http://photo.test';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

test.describe.configure({ mode: 'serial' });

let project: ReturnType<typeof copyProject>;
let route = '';
let photoBytes = 0;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  project = copyProject();
  const [siteDir] = findSiteDirs(join(project.dir, 'site-content')).filter((dir) => existsSync(join(dir, 'pages')));
  const photo = await makePhoto();
  photoBytes = photo.length;
  writeFileSync(join(siteDir, 'images', 'phone-photo.jpg'), photo);
  const { basePath } = JSON.parse(readFileSync(join(siteDir, 'site.json'), 'utf8')) as { basePath: string };
  const image = { src: 'phone-photo.jpg', alt: 'A shop front on a sunny morning' };
  const page = {
    path: '/phone-photo',
    title: 'A photo from a phone',
    description: 'A page with a photograph as its hero and further down.',
    blocks: [
      { type: 'hero', heading: 'Straight from the phone', image },
      { type: 'text', heading: 'The story', paragraphs: ['A paragraph to push the next pictures down.'], image },
      { type: 'gallery', heading: 'More', items: [{ title: 'Again', image }] },
    ],
  };
  writeFileSync(join(siteDir, 'pages', 'phone-photo.json'), JSON.stringify(page, null, 2));
  route = `${basePath === '/' ? '' : basePath}/phone-photo`;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: project.dir,
    env: { ...process.env, FORM_ENDPOINT: 'http://127.0.0.1:9/f/' },
    maxBuffer: 16 * 1024 * 1024,
  });
});

test.afterAll(() => project?.remove());

/** Serve the copy's dist/ at ORIGIN, the way a static host would. */
async function open(page: Page) {
  const dist = join(project.dir, 'dist');
  await page.route(`${ORIGIN}/**`, async (request) => {
    const path = decodeURIComponent(new URL(request.request().url()).pathname);
    const file = [join(dist, path), join(dist, path, 'index.html')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (!file) return request.fulfill({ status: 404, body: 'Not found' });
    await request.fulfill({
      status: 200,
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
  const pictures = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.url().includes('/media/')) pictures.set(response.url(), (await response.body()).length);
  });
  await page.goto(`${ORIGIN}${route}`);
  return pictures;
}

test('the hero photo is offered in AVIF and WebP at several widths, with the original format as fallback', async ({
  page,
}) => {
  await open(page);
  const hero = page.locator('picture').first();
  const sources = hero.locator('source');
  await expect(sources).toHaveCount(2);
  expect(await sources.evaluateAll((list) => list.map((s) => s.getAttribute('type')))).toEqual([
    'image/avif',
    'image/webp',
  ]);
  for (const source of await sources.all()) {
    const srcset = (await source.getAttribute('srcset')) ?? '';
    const widths = [...srcset.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]));
    expect(widths.length).toBeGreaterThan(1);
    expect(Math.max(...widths)).toBeLessThanOrEqual(4000);
    expect(await source.getAttribute('sizes')).toBeTruthy();
  }
  const img = hero.locator('img');
  expect(await img.getAttribute('srcset')).toMatch(/\.jpg \d+w/);
});

test('the browser takes AVIF at a width near the screen’s, turned upright, and much lighter than the original', async ({
  page,
}) => {
  const pictures = await open(page);
  const img = page.locator('picture').first().locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const chosen = await img.evaluate((el: HTMLImageElement) => ({
    src: el.currentSrc,
    width: el.naturalWidth,
    height: el.naturalHeight,
    screen: innerWidth * devicePixelRatio,
  }));
  expect(chosen.src).toMatch(/\.avif$/);
  // Stored sideways; upright it is wider than high.
  expect(chosen.width).toBeGreaterThan(chosen.height);
  expect(chosen.width).toBeGreaterThanOrEqual(Math.min(chosen.screen, 1920));
  expect(chosen.width).toBeLessThan(4000);
  expect(pictures.get(chosen.src)).toBeLessThan(photoBytes / 10);
  expect([...pictures.keys()].some((url) => url.endsWith('phone-photo.jpg'))).toBe(false);
});

test('the hero loads first and keeps its room; every picture further down loads lazily', async ({ page }) => {
  await open(page);
  const imgs = page.locator('main img');
  const hero = imgs.first();
  expect(await hero.getAttribute('fetchpriority')).toBe('high');
  expect(await hero.getAttribute('loading')).toBeNull();
  expect([await hero.getAttribute('width'), await hero.getAttribute('height')]).toEqual(['4000', '2667']);
  const below = (await imgs.all()).slice(1);
  expect(below.length).toBeGreaterThan(0);
  for (const img of below) {
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('decoding')).toBe('async');
    expect(await img.getAttribute('fetchpriority')).toBeNull();
    expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
  }
});

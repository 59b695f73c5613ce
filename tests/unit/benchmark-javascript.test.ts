import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromeIslandModules, islandChunk } from '../../scripts/benchmark/island-chunks.ts';
import { initialScripts } from '../../scripts/benchmark/javascript.ts';
import { phoneChoice, phoneSlot, pictureFiles, preloadedFonts } from '../../scripts/benchmark/page-weight.ts';
import { BuiltSite } from '../../scripts/benchmark/site-files.ts';

/** A tiny built site: an entry, three island chunks, the hydrating chunk, shared chunks, and the manifest naming them. */
function fakeSite(dir: string): BuiltSite {
  const files: Record<string, string> = {
    'assets/entry-aaaaaaaa.js': 'import "./react-bbbbbbbb.js";const islands={};',
    'assets/react-bbbbbbbb.js': 'export const react=1;',
    'assets/gallery-cccccccc.js': 'import{s as shared}from"./shared-dddddddd.js";export default shared;',
    'assets/shared-dddddddd.js': 'export const s=1;',
    'assets/quote-eeeeeeee.js': 'export default 2;',
    'assets/header-ffffffff.js': 'export const Header=3;',
    'assets/hydrate-island-gggggggg.js': 'import{c as createRoot}from"./client-hhhhhhhh.js";export{createRoot};',
    'assets/client-hhhhhhhh.js': 'export const c=4;',
    '.vite/manifest.json': JSON.stringify({
      'src/entry-client.tsx': { file: 'assets/entry-aaaaaaaa.js' },
      'src/blocks/gallery/index.tsx': { file: 'assets/gallery-cccccccc.js' },
      'src/blocks/quote/index.tsx': { file: 'assets/quote-eeeeeeee.js' },
      'src/chrome/header.tsx': { file: 'assets/header-ffffffff.js' },
      'src/render/hydrate-island.tsx': { file: 'assets/hydrate-island-gggggggg.js' },
    }),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return new BuiltSite(dir);
}

const island = (name: string, wake: string) =>
  `<site-island data-island="${name}" data-wake="${wake}" data-island-id="i1" data-props="{&quot;a&quot;:1}"></site-island>`;
const page = (islands: string) =>
  `<html><head><script type="module" src="/assets/entry-aaaaaaaa.js"></script></head><body>${islands}</body></html>`;

describe('the benchmark’s JavaScript before interaction', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'benchmark-js-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const site = fakeSite(scratch);

  it('counts the entry, its static imports, the chunks of islands that wake without interaction and the hydrating code', () => {
    const html = page(
      island('block:gallery', 'visible') + island('header', 'load') + island('block:quote', 'interaction'),
    );
    expect(initialScripts(site, html)).toEqual([
      '/assets/client-hhhhhhhh.js',
      '/assets/entry-aaaaaaaa.js',
      '/assets/gallery-cccccccc.js',
      '/assets/header-ffffffff.js',
      '/assets/hydrate-island-gggggggg.js',
      '/assets/react-bbbbbbbb.js',
      '/assets/shared-dddddddd.js',
    ]);
  });

  it('leaves out islands that wait for the visitor to scroll or reach for them, and the hydrating code when nothing else wakes', () => {
    const html = page(island('block:quote', 'interaction') + island('floating-action', 'scroll'));
    expect(initialScripts(site, html)).toEqual(['/assets/entry-aaaaaaaa.js', '/assets/react-bbbbbbbb.js']);
  });

  it('refuses to guess when an island has no chunk in the manifest', () => {
    expect(() => initialScripts(site, page(island('block:unknown', 'idle')))).toThrow(/block:unknown/);
  });

  it('reads every chrome island of island-modules.ts, so each can be found in a real manifest', () => {
    const chrome = chromeIslandModules();
    expect(chrome.get('header')).toBe('src/chrome/header');
    for (const module of chrome.values()) expect(module).toMatch(/^src\//);
    const manifest = Object.fromEntries(
      [...chrome.values()].map((module) => [`${module}.tsx`, { file: `assets/${module.split('/').pop()}.js` }]),
    );
    for (const name of chrome.keys()) expect(islandChunk(name, manifest, chrome)).toMatch(/^\/assets\/.+\.js$/);
  });
});

describe('the benchmark’s pictures per page', () => {
  const srcset = (ext: string) =>
    [640, 750, 960, 1920].map((width) => `/media/s/p-${width}.${ext} ${width}w`).join(', ');
  const picture = `<picture><source type="image/avif" srcSet="${srcset('avif')}" sizes="100vw"/><source type="image/webp" srcSet="${srcset('webp')}"/><img src="/media/s/p-1920.jpg" srcSet="${srcset('jpg')}" alt=""/></picture>`;

  it('counts what a phone takes from a picture: the first format, at the smallest width that fills its screen', () => {
    expect([...pictureFiles(`<main>${picture}<img src="/media/s/logo.svg" alt=""></main>`)]).toEqual([
      '/media/s/p-750.avif',
      '/media/s/logo.svg',
    ]);
  });

  it('reads how wide the picture is drawn on the phone from its sizes, and takes the width that fills that', () => {
    const cards = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 7rem';
    expect(phoneSlot(cards)).toBe(112);
    expect(phoneSlot('(max-width: 600px) 50vw, 100vw')).toBe(206);
    expect(phoneSlot('12rem')).toBe(192);
    // No sizes, or one this model cannot read: the whole screen, which only errs heavy.
    expect(phoneSlot(undefined)).toBe(412);
    expect(phoneSlot('calc(100vw - 2rem)')).toBe(412);
    const thumbnail = `<picture><source type="image/avif" srcSet="/media/s/c-240.avif 240w, /media/s/c-480.avif 480w, /media/s/c-800.avif 800w" sizes="${cards}"/><img src="/media/s/c-800.jpg" alt=""/></picture>`;
    expect([...pictureFiles(thumbnail)]).toEqual(['/media/s/c-240.avif']);
    expect(phoneChoice('/media/s/c-240.avif 240w, /media/s/c-480.avif 480w', 200)).toBe('/media/s/c-480.avif');
  });

  it('takes the largest when no width is enough, and a file offered once when there is no choice', () => {
    expect(phoneChoice('/media/s/small-320.avif 320w, /media/s/small-480.avif 480w')).toBe('/media/s/small-480.avif');
    expect(phoneChoice('/media/s/drawing.svg')).toBe('/media/s/drawing.svg');
  });
});

describe('the benchmark’s fonts of a first visit', () => {
  it('counts each font a page preloads once, and no other preload', () => {
    const core = '/assets/face-core-12345678.woff2';
    const html = [
      `<link rel="preload" href="${core}" as="font" type="font/woff2" crossorigin />`,
      `<link rel="preload" href="/assets/text-core-87654321.woff2" as="font" type="font/woff2" crossorigin />`,
      `<link rel="preload" href="${core}" as="font" type="font/woff2" crossorigin />`,
      '<link rel="preload" href="/media/hero.avif" as="image" />',
    ].join('');
    expect(preloadedFonts(html)).toEqual([core, '/assets/text-core-87654321.woff2']);
  });
});

import { statSync } from 'node:fs';
import { join } from 'node:path';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';
import { describe, expect, it } from 'vitest';
import type { Block, GalleryItem, SiteDocument } from '../../src/content/types.generated.ts';
import {
  boldFileOf,
  familyName,
  fontFaces,
  fontHeadTags,
  fontStacks,
  pairingFiles,
  PAIRINGS,
  type PairingName,
} from '../../src/theme/fonts.ts';
import { CORE_RANGE, REST_RANGE } from '../../src/theme/font-subsets.ts';
import { fontMetrics } from '../../scripts/vite/fonts-plugin.ts';
import { loadSchemas } from '../../scripts/content/schema.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { publishedEntryData } from '../../scripts/content/core/collections.ts';
import { teamMembers } from '../../src/content/named-people.ts';
import { exampleSite, renderBlocks } from '../support/render.tsx';

const schemas = loadSchemas();
const picture = { src: 'hero.svg', alt: 'A shop front', width: 1600, height: 900 };
const withFonts = (fonts: PairingName): SiteDocument['theme'] => ({ ...exampleSite.theme, fonts });

/**
 * In tests the font URLs point into node_modules (as /@fs/<absolute path> when the
 * packages live outside the project); the built site serves the same files.
 */
const pathOf = (url: string) => (url.startsWith('/@fs/') ? url.slice('/@fs'.length) : join(process.cwd(), url));
const bytesOf = (url: string) => statSync(pathOf(url)).size;

/** What a visitor sees: the markup without an island's serialised props. */
const shown = (html: string) => html.replace(/ data-props="[^"]*"/g, '');

describe('font pairings', () => {
  const names = Object.keys(PAIRINGS) as PairingName[];
  const siteSchema = schemas.files.get('site.schema.json') as {
    $defs: { theme: { properties: { fonts: { enum: string[] } } } };
  };
  const schemaNames = siteSchema.$defs.theme.properties.fonts.enum;

  it('offers exactly the pairings the site schema allows', () => {
    expect([...names].sort()).toEqual([...schemaNames].sort());
  });

  it.each(names)('%s uses at most two woff2 fonts, under 60 KB together in full', (name) => {
    const files = pairingFiles(name);
    expect(files.length).toBeLessThanOrEqual(2);
    expect(files.every(({ files: { core, full } }) => core.endsWith('.woff2') && full.endsWith('.woff2'))).toBe(true);
    expect(files.reduce((sum, file) => sum + bytesOf(file.files.full), 0)).toBeLessThanOrEqual(60 * 1024);
  });

  it('declares only the chosen pairing in its two parts, used only if there for the first layout, and preloads both cores', () => {
    const theme = withFonts('classic');
    const faces = fontFaces(theme);
    const head = fontHeadTags(theme);
    const { heading, body } = PAIRINGS.classic;
    // The page's styles: the heading and the text face, a face per part, used only if it is there
    // for the first layout, so text never re-wraps under the reader.
    const count = (text: string, where = faces) => where.split(text).length - 1;
    expect(count('src: url(')).toBe(4);
    expect(count(`unicode-range: ${CORE_RANGE};`)).toBe(2);
    expect(count(`unicode-range: ${REST_RANGE};`)).toBe(2);
    expect(count('font-display: optional')).toBe(4);
    expect(faces).not.toMatch(/font-display: (swap|fallback|block)/);
    for (const url of [heading.files.core, heading.files.full, body.files.core, body.files.full])
      expect(faces).toContain(url);
    expect(
      count(`font-family: "${body.family}"; font-style: normal; font-weight: ${body.weight}; font-display: optional;`),
    ).toBe(2);
    // Until a file arrives, a local font resized to its proportions holds its place.
    expect(faces).toMatch(/font-family: "Cormorant Garamond Fallback";\s*src: local\(/);
    expect(faces).toMatch(/size-adjust: [\d.]+%/);
    // The head: both cores preloaded, the heading's first, so a first visit opens in the site's faces.
    const preloads = [
      ...head.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin \/>/g),
    ];
    expect(preloads.map((match) => match[1])).toEqual([heading.files.core, body.files.core]);
    expect(head.replace(/<link [^>]*\/>/g, '')).toBe('');
    // The editor's preview stays open: it declares both faces and swaps each in as it arrives.
    const preview = fontFaces(theme, 'preview');
    expect(count('font-display: swap', preview)).toBe(4);
    // A pairing with one font preloads one core.
    expect(fontHeadTags(withFonts('modern')).match(/<link /g)).toHaveLength(1);
    // Nothing of another pairing comes along.
    expect(faces + head).not.toContain(PAIRINGS.sport.heading.family);
    expect(fontStacks(theme).heading).toMatch(/^"Cormorant Garamond", "Cormorant Garamond Fallback", /);
  });

  /** The @font-face rules of the local fallbacks, by family. */
  const fallbackFaces = (faces: string) =>
    [...faces.matchAll(/@font-face \{ font-family: "([^"]+)"; src: (local\([^{}]*?); ([^{}]*)\}/g)].map(
      ([, family, src, overrides]) => ({ family, src, overrides }),
    );

  it.each(names)('%s gives each font one resized local fallback, named right after it in the stacks', (name) => {
    const theme = withFonts(name);
    const faces = fallbackFaces(fontFaces(theme));
    const stacks = fontStacks(theme);
    for (const file of pairingFiles(name)) {
      const family = familyName(file);
      const own = faces.filter((face) => face.family === `${family} Fallback`);
      expect(own.length, family).toBeGreaterThan(0);
      for (const face of own) {
        expect(face.overrides).toMatch(/ascent-override: [\d.]+%; descent-override: [\d.]+%;/);
        expect(face.overrides).toMatch(/size-adjust: [\d.]+%/);
        // Every platform's metric-compatible local font, tried in order within the one face.
        expect(face.src.match(/local\('[^']+'\)/g)!.length).toBeGreaterThanOrEqual(4);
      }
    }
    // The browser walks a stack family by family for every size of text: after the web
    // font comes its fallback at once, never a chain of one face per local font.
    for (const [role, file] of Object.entries(PAIRINGS[name])) {
      const stack = role === 'heading' ? stacks.heading : stacks.body;
      const family = familyName(file);
      expect(stack.startsWith(`"${family}", "${family} Fallback", `), stack).toBe(true);
    }
    expect(`${stacks.heading} ${stacks.body}`).not.toMatch(/Fallback: /);
  });

  it.each(names)(
    "%s sizes each fallback by its own font file's proportions, so text laid out before the font takes its room",
    async (name) => {
      const faces = fallbackFaces(fontFaces(withFonts(name)));
      for (const file of pairingFiles(name)) {
        // Read here from the file the page serves, at the weights each local face stands in for; a
        // text face of the heading's typeface draws its bold with the heading's file.
        const metrics = await fontMetrics(pathOf(file.files.full));
        const bold = await fontMetrics(pathOf(boldFileOf(file, PAIRINGS[name].heading).files.full));
        const local = file.serif
          ? { regular: timesNewRoman, bold: timesNewRomanBold }
          : { regular: arial, bold: arialBold };
        for (const [weight, range, width] of [
          ['regular', '1 549', metrics.xWidthAvg],
          ['bold', '550 1000', bold.boldXWidthAvg],
        ] as const) {
          const face = faces.find(
            (f) => f.family === `${familyName(file)} Fallback` && f.overrides.includes(`font-weight: ${range};`),
          );
          expect(face, `${familyName(file)} ${weight}`).toBeDefined();
          const percent = (property: string) => Number(new RegExp(`${property}: ([\\d.]+)%`).exec(face!.overrides)![1]);
          const scale = width / metrics.unitsPerEm / (local[weight].xWidthAvg / local[weight].unitsPerEm);
          const em = (units: number) => (Math.abs(units) / metrics.unitsPerEm / scale) * 100;
          expect(percent('size-adjust'), `${familyName(file)} ${weight}`).toBeCloseTo(scale * 100, 2);
          expect(percent('ascent-override')).toBeCloseTo(em(metrics.ascent), 2);
          expect(percent('descent-override')).toBeCloseTo(em(metrics.descent), 2);
          expect(percent('line-gap-override')).toBeCloseTo(em(metrics.lineGap), 2);
        }
      }
    },
  );

  /** The family names the @font-face rules of some CSS declare web fonts under. */
  const webFamilies = (css: string) =>
    new Set([...css.matchAll(/font-family: "([^"]+)"; font-style: normal;[^}]*src: url\(/g)].map((match) => match[1]));

  it.each(names.filter((name) => pairingFiles(name).length === 2))(
    "%s declares its text face under the text's own name, with every weight the page's text may ask for",
    (name) => {
      const theme = withFonts(name);
      const [heading, text] = pairingFiles(name);
      const textFamily = /^"([^"]+)"/.exec(fontStacks(theme).body)![1];
      expect(textFamily).toBe(familyName(text));
      expect(textFamily).not.toBe(familyName(heading));
      expect([...webFamilies(fontFaces(theme))]).toEqual([familyName(heading), textFamily]);
      const textRules = fontFaces(theme)
        .split('\n')
        .filter((rule) => rule.includes(`font-family: "${textFamily}"; font-style`));
      expect(textRules.some((rule) => rule.includes(`font-weight: ${text.weight};`))).toBe(true);
      if (text.family === heading.family)
        expect(textRules.some((rule) => rule.includes(`font-weight: ${heading.weight};`))).toBe(true);
    },
  );

  it('uses a one-weight heading face at its own weight, so no bold is faked', () => {
    expect(fontStacks(withFonts('refined')).headingWeight).toBe(PAIRINGS.refined.heading.weight);
  });

  it('downloads nothing for a site without a pairing', () => {
    expect(fontFaces(exampleSite.theme)).toBe('');
    expect(fontHeadTags(exampleSite.theme)).toBe('');
    const stacks = fontStacks(exampleSite.theme);
    for (const { heading, body } of Object.values(PAIRINGS)) {
      expect(stacks.heading).not.toContain(heading.family);
      expect(stacks.body).not.toContain(body.family);
    }
  });
});

describe('hero layouts', () => {
  const hero = (layout: 'full-bleed' | 'split' | 'centered'): Block => ({
    type: 'hero',
    layout,
    heading: 'Fresh bread daily',
    text: 'Baked at dawn.',
    image: picture,
  });

  it('full-bleed puts the picture behind the text, with no frame', () => {
    const html = renderBlocks([hero('full-bleed')]);
    expect(html).not.toContain('<figure');
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<h1'));
  });

  it.each(['split', 'centered'] as const)('%s frames the picture after the text instead of under it', (layout) => {
    const html = renderBlocks([hero(layout)]);
    const figure = html.indexOf('<figure');
    expect(figure).toBeGreaterThan(html.indexOf('Baked at dawn.'));
    expect(html.indexOf('<img')).toBeGreaterThan(figure);
  });

  it('refuses a layout it does not know', () => {
    expect(schemas.block({ type: 'hero', heading: 'Hi', layout: 'diagonal' })).toBe(false);
  });
});

describe('card looks', () => {
  it.each(['cards', 'list', 'plain'] as const)('%s shows every card with its title and text', (variant) => {
    const block: Block = {
      type: 'card-grid',
      variant,
      cards: [
        { icon: 'wrench', title: 'Brakes', text: 'Pads and rotors.' },
        { title: 'Tyres', text: 'Fitted while you wait.' },
      ],
    };
    expect(schemas.block(block)).toBe(true);
    const html = renderBlocks([block]);
    for (const text of ['Brakes', 'Pads and rotors.', 'Tyres', 'Fitted while you wait.']) expect(html).toContain(text);
    expect(html.match(/<article/g)).toHaveLength(2);
  });
});

describe('pricing as a menu', () => {
  const block: Block = {
    type: 'pricing',
    variant: 'menu',
    heading: 'Set menus',
    tiers: [
      { name: 'Lunch', price: '$35', period: '/person', features: ['Soup', 'Pasta'] },
      {
        name: 'Dinner',
        price: '$65',
        period: '/person',
        features: ['Antipasto', 'Main'],
        highlighted: true,
        cta: 'Reserve This Menu',
        ctaLink: '/contact',
      },
    ],
  };

  it('keeps each set menu a named item with its price, marks the highlighted one and links every one', () => {
    expect(schemas.block(block)).toBe(true);
    const html = renderBlocks([block]);
    expect(html).toContain('aria-label="Lunch plan"');
    expect(html).toContain('aria-label="Dinner plan"');
    expect(html.match(/Most Popular/g)).toHaveLength(1);
    expect(html).toMatch(/\$35<small>\/person<\/small>/);
    expect(html).toMatch(/href="[^"]*#contact"[^>]*>Get Started</);
    expect(html).toMatch(/href="\/contact"[^>]*>Reserve This Menu</);
  });
});

describe('gallery cards', () => {
  const item: GalleryItem = {
    image: { src: 'a.svg', alt: 'A house', width: 800, height: 600 },
    title: 'Elm Street — $500,000',
    status: 'For Sale',
    facts: ['3 beds', '2 baths'],
  };

  it('cards show the title, status and facts under the picture', () => {
    const html = shown(renderBlocks([{ type: 'gallery', variant: 'cards', items: [item] }]));
    for (const text of ['Elm Street — $500,000', 'For Sale', '3 beds', '2 baths']) expect(html).toContain(text);
  });

  it('labels of different categories look different', () => {
    const sold: GalleryItem = { ...item, title: 'Oak Lane', category: 'sold', status: 'Sold' };
    const html = renderBlocks([
      {
        type: 'gallery',
        variant: 'cards',
        filters: [
          { id: 'active', label: 'Active' },
          { id: 'sold', label: 'Sold' },
        ],
        items: [{ ...item, category: 'active' }, sold],
      },
    ]);
    const classOf = (label: string) => html.match(new RegExp(`<p class="([^"]+)">${label}</p>`))?.[1];
    expect(classOf('For Sale')).toBeTruthy();
    expect(classOf('Sold')).toBeTruthy();
    expect(classOf('For Sale')).not.toBe(classOf('Sold'));
  });

  it('tiles keep the bare picture with its title over it', () => {
    const html = shown(renderBlocks([{ type: 'gallery', items: [item] }]));
    expect(html).toContain('Elm Street — $500,000');
    expect(html).not.toContain('3 beds');
  });
});

describe('the content', () => {
  const { sites } = loadContent();

  it('gives every team member shown a portrait', () => {
    const members = sites.flatMap(({ source, pages }) => {
      const entries = publishedEntryData(source);
      return pages.flatMap(({ page }) =>
        page.blocks.flatMap((block) => (block.type === 'team' ? teamMembers(block, entries) : [])),
      );
    });
    expect(members.filter((member) => !member.image).map((member) => member.name)).toEqual([]);
  });
});

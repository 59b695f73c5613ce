// Site palettes, read from each site's own site.json so the art always matches
// the colours, type and hero the site really uses; derived tones live in the scenes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Color } from './svg';

export interface Theme {
  id: string;
  name: string;
  primary: Color;
  primaryFg: Color;
  secondary: Color;
  fg: Color;
  bg: Color;
  /** Only generic families: an SVG shown as a picture cannot load the site's fonts. */
  font: 'serif' | 'sans-serif';
  /** The theme's hero treatment and its corner style. */
  overlay: 'dark' | 'light' | 'brand' | 'gradient';
  align: 'left' | 'center';
  corners: 'sharp' | 'soft' | 'round';
}

const content = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'site-content');

/** The folder of a site's content: the studio at the top, demos under demos/. */
const siteDir = (id: string) => (id === 'studio' ? join(content, 'studio') : join(content, 'demos', id));

function load(id: string): Theme {
  const site = JSON.parse(readFileSync(join(siteDir(id), 'site.json'), 'utf8'));
  const { colors, font, hero, corners } = site.theme;
  return {
    id,
    name: site.name,
    primary: Color.parse(colors.primary),
    primaryFg: Color.parse(colors.primaryForeground),
    secondary: Color.parse(colors.secondary),
    fg: Color.parse(colors.foreground),
    bg: Color.parse(colors.background),
    font: font === 'serif' ? 'serif' : 'sans-serif',
    overlay: hero.overlay,
    align: hero.align,
    corners: corners ?? 'soft',
  };
}

/** The demos are the content's: every folder under site-content/demos/ with a site.json. */
const demoIds = () =>
  readdirSync(join(content, 'demos')).filter((id) => existsSync(join(content, 'demos', id, 'site.json')));

export const THEMES: Record<string, Theme> = Object.fromEntries(['studio', ...demoIds()].map((id) => [id, load(id)]));

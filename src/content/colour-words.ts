import { hslToHex, parseHsl } from './color.ts';

/**
 * Colours as people name them, each with the value the browser gives that
 * name (so typing the name and picking it here give the same colour).
 */
const NAMED: [name: string, hex: string][] = [
  ['black', '#000000'],
  ['dim grey', '#696969'],
  ['grey', '#808080'],
  ['slate grey', '#708090'],
  ['silver', '#c0c0c0'],
  ['light grey', '#d3d3d3'],
  ['white', '#ffffff'],
  ['ivory', '#fffff0'],
  ['beige', '#f5f5dc'],
  ['wheat', '#f5deb3'],
  ['tan', '#d2b48c'],
  ['brown', '#a52a2a'],
  ['sienna', '#a0522d'],
  ['chocolate', '#d2691e'],
  ['maroon', '#800000'],
  ['dark red', '#8b0000'],
  ['red', '#ff0000'],
  ['crimson', '#dc143c'],
  ['tomato', '#ff6347'],
  ['coral', '#ff7f50'],
  ['salmon', '#fa8072'],
  ['orange', '#ffa500'],
  ['gold', '#ffd700'],
  ['yellow', '#ffff00'],
  ['khaki', '#f0e68c'],
  ['olive', '#808000'],
  ['lime', '#00ff00'],
  ['green', '#008000'],
  ['dark green', '#006400'],
  ['forest green', '#228b22'],
  ['sea green', '#2e8b57'],
  ['teal', '#008080'],
  ['turquoise', '#40e0d0'],
  ['aqua', '#00ffff'],
  ['sky blue', '#87ceeb'],
  ['steel blue', '#4682b4'],
  ['royal blue', '#4169e1'],
  ['blue', '#0000ff'],
  ['navy', '#000080'],
  ['midnight blue', '#191970'],
  ['indigo', '#4b0082'],
  ['purple', '#800080'],
  ['violet', '#ee82ee'],
  ['plum', '#dda0dd'],
  ['lavender', '#e6e6fa'],
  ['magenta', '#ff00ff'],
  ['deep pink', '#ff1493'],
  ['hot pink', '#ff69b4'],
  ['pale violet red', '#db7093'],
  ['firebrick', '#b22222'],
  ['pink', '#ffc0cb'],
];

/** The colours offered as swatches beside a colour field: a few that suit a small business's site. */
export const SUGGESTED_COLOURS = [
  'navy',
  'royal blue',
  'teal',
  'forest green',
  'olive',
  'crimson',
  'coral',
  'plum',
  'chocolate',
  'slate grey',
];

/** "#rrggbb" in CIE L*a*b*, where equal distances look about equally different to the eye. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  // sRGB to XYZ (D65), each over the white point's own value.
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** How different two colours look: the distance of their L*a*b* values. */
function distance(one: string, other: string): number {
  const [l1, a1, b1] = lab(one);
  const [l2, a2, b2] = lab(other);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** The hex value of a named colour of the list above ("sky blue" -> "#87ceeb"); undefined for any other name. */
export function namedHex(name: string): string | undefined {
  const wanted = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return NAMED.find(([known]) => known === wanted || known.replace(' ', '') === wanted)?.[1];
}

/**
 * A colour of the theme ("180 100% 25%") in words: the name of the nearest
 * named colour, and whether it is that colour (within the rounding of the
 * theme's form) or only close to it. Undefined when the value is no colour.
 */
export function colourName(hsl: string): { name: string; exact: boolean } | undefined {
  const hex = hslToHex(hsl);
  if (!hex) return undefined;
  let best = NAMED[0];
  for (const candidate of NAMED) if (distance(hex, candidate[1]) < distance(hex, best[1])) best = candidate;
  return { name: best[0], exact: distance(hex, best[1]) < 2 };
}

/** "teal", or "close to teal": what a colour field says of its value to a client. */
export function colourInWords(hsl: string): string | undefined {
  const named = colourName(hsl);
  return named && (named.exact ? named.name : `close to ${named.name}`);
}

/** Hue families by where their band ends on the colour wheel, in degrees. */
const HUES: [end: number, name: string][] = [
  [15, 'red'],
  [40, 'orange'],
  [65, 'yellow'],
  [150, 'green'],
  [195, 'teal'],
  [250, 'blue'],
  [290, 'purple'],
  [345, 'pink'],
  [360, 'red'],
];

/**
 * A theme colour ("270 25% 20%") as a sentence names it: a named colour it
 * is ("teal"), else its family with how light it is ("dark purple", "light
 * grey"). For History and commits, where "close to" a far name would mislead.
 * Undefined when the value is no colour.
 */
export function colourDescription(hsl: string): string | undefined {
  const named = colourName(hsl);
  const parts = parseHsl(hsl);
  if (!named || !parts) return undefined;
  if (named.exact) return named.name;
  const { h, s, l } = parts;
  if (l <= 8) return 'black';
  if (l >= 97) return 'white';
  const family = s < 12 ? 'grey' : HUES.find(([end]) => h % 360 < end)![1];
  const shade = l < 35 ? 'dark ' : l > 75 ? 'light ' : '';
  return `${shade}${family}`;
}

// A kit's drawing style: plain data the generic drawing code reads, so each site's pictures
// have a hand of their own (line, shading, palette, framing, people, props) without any
// branch on which site is being drawn. index.ts makes a kit's style the active one while
// it draws that kit's pictures; parts read it with `style()`.
import { Color, el, path } from './svg';

/** How people are drawn: each is its own construction, not one face restyled. */
export type PeopleStyle =
  /** Round friendly head with dot eyes and a smile, a work cap, seen from the front. */
  | 'cartoon'
  /** Faceless flat silhouette in one tone, the outline alone telling who it is. */
  | 'silhouette'
  /** Built from plain solids: a circle head without features over a trapezoid body. */
  | 'geometric'
  /** Seen from behind or in profile, so the hair (its cut, colour and finish) is the subject. */
  | 'hair';

/** Which potted plant furnishes a room: a different plant per style, never one recoloured. */
export type PlantKind = 'fan' | 'snake' | 'monstera' | 'olive' | 'trailing' | 'cactus';

export interface ArtStyle {
  /** Outline every filled shape in a dark ink of the palette's hue, this many units wide (0: no outline). */
  line: number;
  /** Gradients kept ('shaded') or each flattened to its middle colour ('flat'). */
  shading: 'shaded' | 'flat';
  /**
   * How the site's palette is used: 'natural' keeps every colour; 'tinted' pulls each colour
   * part way to the primary hue; 'duotone' keeps each colour's lightness in the primary's hue alone.
   */
  palette: 'natural' | 'tinted' | 'duotone';
  /** How much a 'tinted' palette pulls towards the primary, 0..1. */
  tint?: number;
  /** How each picture but the hero (which the site lays text over, full-bleed) is framed. */
  frame: 'bleed' | 'inset' | 'rounded' | 'vignette' | 'arch';
  people: PeopleStyle;
  /** How people are built, as a width factor on the standard figure: under 1 slender, over 1 broad. */
  build: number;
  plant: PlantKind;
  /** The glint that says "clean": a curved four-point twinkle, a straight cross, an eight-ray burst or a diamond. */
  sparkle: 'twinkle' | 'cross' | 'burst' | 'diamond';
  /** Curved outlines (car bodies) drawn smooth, or cut into straight facets for a drafted, technical look. */
  contour: 'smooth' | 'faceted';
}

let active: ArtStyle | undefined;
let activeTheme: { fg: Color; bg: Color; primary: Color } | undefined;

/** The style being drawn; a neutral default outside a kit (the studio's own pictures). */
export const style = (): ArtStyle =>
  active ?? {
    line: 0,
    shading: 'shaded',
    palette: 'natural',
    frame: 'bleed',
    people: 'cartoon',
    build: 1,
    plant: 'fan',
    sparkle: 'twinkle',
    contour: 'smooth',
  };

/** Draws `fn` with `s` as the active style; the palette colours come from the site's theme. */
export function withStyle<T>(s: ArtStyle | undefined, theme: typeof activeTheme, fn: () => T): T {
  const prev = [active, activeTheme] as const;
  active = s;
  activeTheme = theme;
  try {
    return fn();
  } finally {
    [active, activeTheme] = prev;
  }
}

// ---------- colour handling on the finished markup ----------

function hexToHsl(hex: string): [number, number, number] {
  let h = hex.slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b),
    min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const hue = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [hue * 60, s * 100, l * 100];
}

/** One colour as the style's palette use turns it. */
export function paletteColor(hex: string, s: ArtStyle, t: { fg: Color; bg: Color; primary: Color }): string {
  const [h, sat, l] = hexToHsl(hex);
  if (s.palette === 'tinted') {
    const k = s.tint ?? 0.35;
    // Mix hue along the shorter way round the wheel; greys take the primary's hue outright.
    const dh = ((t.primary.h - h + 540) % 360) - 180;
    const hue = sat < 6 ? t.primary.h : h + dh * k;
    return new Color(hue, sat * (1 - k) + t.primary.s * k * 0.6, l).hex;
  }
  if (s.palette === 'duotone') {
    // One hue, the primary's: lightness is kept, so the drawing reads as a two-ink print
    // running from the primary's darkest shade to paper; saturation peaks in the mid-tones.
    const v = l / 100;
    return new Color(t.primary.h, t.primary.s * (1 - Math.abs(v - 0.5) * 1.1), l).hex;
  }
  return hex;
}

/** Every colour in the markup through the palette use; white and black survive a tint. */
export function applyPalette(svg: string, s: ArtStyle, t: { fg: Color; bg: Color; primary: Color }): string {
  if (s.palette === 'natural') return svg;
  const memo = new Map<string, string>();
  return svg.replace(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi, (m) => {
    let v = memo.get(m);
    if (!v) memo.set(m, (v = paletteColor(m.toLowerCase(), s, t)));
    return v;
  });
}

/** The ink outlines are drawn in: the site's foreground colour made darker. */
export const inkOf = (t: { fg: Color }) => new Color(t.fg.h, Math.min(t.fg.s, 35), 12).hex;

/** The frame laid over a picture's edges, by the style. `paper` is the page colour round it. */
export function frameOver(s: ArtStyle, w: number, h: number, paper: string, ink: string, vignette: string): string {
  const m = Math.round(Math.min(w, h) * 0.045);
  switch (s.frame) {
    case 'inset':
      // A paper mat round the picture with a thin keyline at its inner edge, like a print in a
      // passe-partout (one path: the stroke on the outer edge falls outside the picture).
      return path(`M0 0H${w}V${h}H0ZM${m} ${m}V${h - m}H${w - m}V${m}Z`, paper, { stroke: ink, 'stroke-width': 2 });
    case 'rounded': {
      // A rounded window: the corners filled with the page colour.
      const r = Math.round(Math.min(w, h) * 0.09);
      return path(
        `M0 0H${w}V${h}H0ZM${r} 0A${r} ${r} 0 0 0 0 ${r}V${h - r}A${r} ${r} 0 0 0 ${r} ${h}H${w - r}A${r} ${r} 0 0 0 ${w} ${h - r}V${r}A${r} ${r} 0 0 0 ${w - r} 0Z`,
        paper,
        { 'fill-rule': 'evenodd' },
      );
    }
    case 'arch': {
      // An arched window, as a salon mirror: round at the top, square below.
      const r = w / 2 - m;
      const top = Math.max(m, Math.min(h * 0.5, r));
      return path(`M0 0H${w}V${h}H0ZM${m} ${h}V${top + m}A${r} ${top} 0 0 1 ${w - m} ${top + m}V${h}Z`, paper, {
        'fill-rule': 'evenodd',
      });
    }
    case 'vignette':
      return el('rect', { width: w, height: h, fill: vignette });
    default:
      return '';
  }
}

/**
 * Outlines every filled shape in `ink`: one group sets the stroke, and shapes that must stay
 * soft (see-through glows, faint shadows and sheens, blurred shapes, text) opt out.
 */
export function outline(body: string, soft: Set<string>, ink: string, width: number): string {
  if (!width) return body;
  const marked = body.replace(
    /<(path|rect|circle|ellipse|text)\b([^>]*?)(\/?)>/g,
    (m, tag: string, attrs: string, end) => {
      if (/\sstroke="/.test(attrs)) return m;
      const op = /\sopacity="([\d.]+)"/.exec(attrs);
      const fill = /\sfill="([^"]*)"/.exec(attrs)?.[1];
      const keepSoft =
        tag === 'text' ||
        (op && Number(op[1]) < 0.6) ||
        /\sfilter="/.test(attrs) ||
        (fill !== undefined && soft.has(fill));
      return keepSoft ? `<${tag}${attrs} stroke="none"${end}>` : m;
    },
  );
  return el('g', { stroke: ink, 'stroke-width': width }, marked);
}

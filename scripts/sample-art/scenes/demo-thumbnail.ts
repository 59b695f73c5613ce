// A demo's home page drawn to match it, for the studio's portfolio cards: the
// site's own colours, type family, corners and hero layout (read from its
// site.json and home page), its hero picture, and the first row of cards.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kit } from '../kit';
import { THEMES, siteDir, type Theme } from '../themes';
import { Art, P, Pic, el, path, rect, text, use } from '../svg';

type Layout = 'full-bleed' | 'split' | 'centered';

const W = 1200,
  H = 750;
const RADIUS = { sharp: 2, soft: 10, round: 18 } as const;

/** The first hero of the site's home page decides how the thumbnail's hero is laid out. */
function homeHero(id: string): { layout: Layout; focus: string } {
  const home = JSON.parse(readFileSync(join(siteDir(id), 'pages', 'home.json'), 'utf8'));
  const hero = home.blocks.find((block: { type: string }) => block.type === 'hero') ?? {};
  return { layout: hero.layout ?? 'full-bleed', focus: hero.focus ?? 'right' };
}

/** Band colours of split and centred heroes, as the site paints them. */
function band(a: Art, th: Theme): { fill: string; ink: string } {
  if (th.overlay === 'dark') return { fill: th.fg.hex, ink: th.bg.hex };
  if (th.overlay === 'brand')
    return {
      fill: a.lin(
        [
          [0, th.primary.hex],
          [1, th.secondary.hex],
        ],
        0,
        0,
        1,
        1,
      ),
      ink: th.primaryFg.hex,
    };
  return {
    fill: a.lin(
      [
        [0, th.bg.hex],
        [1, th.primary.at(93, 45)],
      ],
      0,
      0,
      1,
      1,
    ),
    ink: th.fg.hex,
  };
}

/** The tint a full-bleed hero lays over its picture, and the text colour on it. */
function scrim(a: Art, th: Theme, w: number, h: number): { layer: string; ink: string } {
  if (th.overlay === 'dark') return { layer: rect(0, 0, w, h, '#000', { opacity: 0.6 }), ink: '#fff' };
  if (th.overlay === 'brand')
    return { layer: rect(0, 0, w, h, th.primary.hex, { opacity: 0.85 }), ink: th.primaryFg.hex };
  if (th.overlay === 'light') return { layer: rect(0, 0, w, h, th.bg.hex, { opacity: 0.86 }), ink: th.fg.hex };
  return {
    layer: rect(
      0,
      0,
      w,
      h,
      a.lin(
        [
          [0, th.bg.hex, 0.97],
          [0.45, th.bg.hex, 0.9],
          [1, th.bg.hex, 0.4],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    ink: th.fg.hex,
  };
}

/** Headline, two text lines and two buttons, starting at x (left) or centred on x. */
function heroText(th: Theme, x: number, y: number, ink: string, center: boolean, radius: number, room = 900): string {
  // Shrink long names to the room they have; about 0.58 em per character in a bold face.
  const size = Math.min(52, room / (0.58 * th.name.length));
  const anchor = center ? 'middle' : 'start';
  const left = (w: number) => (center ? x - w / 2 : x);
  const lines = [
    text(x, y, th.name, {
      'font-family': th.font,
      'font-size': Math.round(size),
      'font-weight': 700,
      fill: ink,
      'text-anchor': anchor,
    }),
    path(P`M${left(380)} ${y + 50}h380M${left(270)} ${y + 78}h270`, 'none', {
      stroke: ink,
      'stroke-width': 13,
      opacity: 0.5,
    }),
    rect(left(340), y + 110, 160, 50, th.primary.hex, { rx: Math.min(radius, 25) }),
    rect(left(340) + 180, y + 110, 160, 50, 'none', { rx: Math.min(radius, 25), stroke: ink, 'stroke-width': 3 }),
  ];
  return lines.join('');
}

/** The demo's hero picture cropped into a frame at (x, y). */
function framed(kit: Kit, a: Art, x: number, y: number, w: number, h: number, focus: string, radius: number): string {
  const align = focus === 'left' ? 'xMinYMid' : focus === 'center' ? 'xMidYMid' : 'xMaxYMid';
  const clip = a.clip(rect(x, y, w, h, '#000', { rx: radius * 1.5 }));
  return el(
    'g',
    { 'clip-path': clip },
    el(
      'svg',
      { x, y, width: w, height: h, viewBox: '0 0 1600 900', preserveAspectRatio: `${align} slice` },
      kit.mini(a),
    ),
  );
}

function hero(kit: Kit, a: Art, th: Theme, top: number, height: number): string {
  const { layout, focus } = homeHero(kit.id);
  const radius = RADIUS[th.corners];
  if (layout === 'full-bleed') {
    const { layer, ink } = scrim(a, th, W, height);
    const center = th.align === 'center';
    const picture =
      el(
        'svg',
        { y: top, width: W, height, viewBox: '0 0 1600 900', preserveAspectRatio: 'xMidYMid slice' },
        kit.mini(a),
      ) + el('g', { transform: `translate(0 ${top})` }, layer);
    return picture + heroText(th, center ? W / 2 : 90, top + height / 2 - 50, ink, center, radius);
  }
  const { fill, ink } = band(a, th);
  const backdrop = rect(0, top, W, height, fill);
  if (layout === 'split')
    return (
      backdrop +
      heroText(th, 90, top + height / 2 - 60, ink, false, radius, 520) +
      framed(kit, a, 660, top + 50, 450, height - 100, focus, radius)
    );
  return (
    backdrop +
    heroText(th, W / 2, top + 110, ink, true, radius) +
    framed(kit, a, 90, top + 300, W - 180, height - 300, focus, radius)
  );
}

/** Miniature home page of one demo site, edge to edge (1200 x 750). */
export function demoThumbnail(a: Art, kit: Kit): Pic {
  const th = THEMES[kit.id];
  const radius = RADIUS[th.corners];
  const out = [rect(0, 0, W, H, th.bg.hex)];
  // The studio's banner above every demo, then the site's header.
  out.push(rect(0, 0, W, 34, '#12131c'), rect(W / 2 - 110, 12, 220, 10, '#fff', { rx: 5, opacity: 0.5 }));
  out.push(text(90, 84, th.name, { 'font-family': th.font, 'font-size': 28, 'font-weight': 700, fill: th.fg.hex }));
  out.push(
    path(P`M${W - 560} 75h54m36 0h54m36 0h54m36 0h54`, 'none', { stroke: th.fg.hex, 'stroke-width': 10, opacity: 0.3 }),
  );
  out.push(
    rect(W - 200, 56, 110, 38, 'none', {
      rx: Math.min(radius, 19),
      stroke: th.fg.hex,
      'stroke-width': 3,
      opacity: 0.7,
    }),
  );
  const heroTop = 114,
    heroH = 470;
  out.push(hero(kit, a, th, heroTop, heroH));
  // The first row of service cards, peeking in under the hero.
  const cy = heroTop + heroH + 50,
    cw = (W - 180 - 60) / 3;
  const card = a.symbol(
    rect(0, 0, cw, 200, '#fff', { rx: radius, stroke: th.fg.hex, 'stroke-opacity': 0.12, 'stroke-width': 2 }) +
      path(P`M28 110h${cw * 0.55}M28 140h${cw - 56}`, 'none', { stroke: th.fg.hex, 'stroke-width': 11, opacity: 0.25 }),
  );
  for (let i = 0; i < 3; i++) {
    const cx = 90 + i * (cw + 30);
    out.push(
      use(card, { x: cx, y: cy }),
      rect(cx + 28, cy + 26, 50, 50, i === 1 ? th.secondary.hex : th.primary.hex, { rx: Math.min(radius, 25) }),
    );
  }
  return { title: `The home page of the ${th.name} demo site`, body: out.join('') };
}

// Hair salon: blush walls, a lit vanity mirror, styling chairs; gallery
// pictures are stylised portraits showing cuts, colour work and updos.
import type { Kit } from '../kit';
import { THEMES } from '../themes';
import { Art, Color, P, circle, ellipse, g, path, rect, spots, stroke, tr } from '../svg';
import { plant } from '../parts/buildings';
import { glow, sparkle } from '../parts/decor';
import { HairStyle, figure, look, portrait } from '../parts/people';

const t = THEMES.salon;
const pink = t.primary;
const plum = t.secondary;

/** Styling chair, front view, base on y = 0. */
function chair(a: Art, x: number, y: number, s: number, c: Color): string {
  return g(
    { transform: tr(x, y, s) },
    ellipse(0, -6, 90, 16, '#2a2a2e'),
    rect(-10, -120, 20, 110, '#c9ccd1'),
    rect(
      -100,
      -330,
      200,
      200,
      a.lin([
        [0, c.d(10)],
        [1, c.d(-8)],
      ]),
      { rx: 50 },
    ),
    rect(-120, -180, 240, 70, c.d(-4), { rx: 30 }),
    rect(-130, -230, 40, 100, c.d(-12), { rx: 18 }),
    rect(90, -230, 40, 100, c.d(-12), { rx: 18 }),
    rect(-60, -120, 120, 10, '#c9ccd1', { rx: 5 }),
  );
}

/** Round vanity mirror framed with bulbs. */
function vanity(a: Art, cx: number, cy: number, r: number): string {
  const bulbs = Array.from({ length: 14 }, (_, i) => [
    cx + Math.cos((i / 14) * 6.283) * (r + 22),
    cy + Math.sin((i / 14) * 6.283) * (r + 22),
    10,
  ]);
  return (
    glow(a, cx, cy, r * 1.8, r * 1.8, '#fff2d8', 0.5) +
    circle(cx, cy, r + 36, '#d8b46a') +
    circle(
      cx,
      cy,
      r,
      a.lin(
        [
          [0, '#eef2f6'],
          [0.5, '#c9d3de'],
          [1, '#a9b6c4'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    path(
      P`M${cx - r * 0.6} ${cy - r * 0.3}L${cx - r * 0.3} ${cy - r * 0.6}M${cx - r * 0.5} ${cy}L${cx} ${cy - r * 0.5}`,
      'none',
      { stroke: '#fff', 'stroke-width': r * 0.06, opacity: 0.6 },
    ) +
    spots(bulbs, '#fff7e0') +
    spots(
      bulbs.map(([x, y]) => [x, y, 20]),
      '#ffe9b0',
      { opacity: 0.25 },
    )
  );
}

function products(x: number, y: number, n: number): string {
  const cols = [pink.hex, '#f4efe9', plum.d(20), '#d8b46a', pink.d(25)];
  let out = rect(x - 10, y, n * 44 + 10, 10, '#d8b46a');
  for (let i = 0; i < n; i++) {
    const h = 50 + ((i * 37) % 30);
    out +=
      rect(x + i * 44, y - h, 30, h, cols[i % cols.length], { rx: 6 }) +
      rect(x + i * 44 + 8, y - h - 12, 14, 12, '#333', { rx: 3 });
  }
  return out;
}

function scissors(x: number, y: number, s: number, rot: number, c = '#2b2b30'): string {
  return g(
    { transform: `translate(${x} ${y}) rotate(${rot}) scale(${s})` },
    path('M0 -6L120 -2L0 6Z', '#c9ccd1'),
    path('M0 6L120 2L0 -6Z', '#aeb3ba', { transform: 'rotate(14)' }),
    circle(-26, -18, 16, 'none', { stroke: c, 'stroke-width': 8 }),
    circle(-26, 22, 16, 'none', { stroke: c, 'stroke-width': 8 }),
    circle(0, 0, 4, '#666'),
  );
}

function comb(x: number, y: number, w: number, rot: number, c: string): string {
  const teeth = Array.from({ length: Math.floor(w / 10) }, (_, i) => P`M${6 + i * 10} 20v${i % 2 ? 30 : 36}`).join('');
  return g({ transform: `translate(${x} ${y}) rotate(${rot})` }, rect(0, 0, w, 22, c, { rx: 8 }), stroke(teeth, c, 5));
}

interface Look {
  style: HairStyle;
  hair: (a: Art) => string;
  bg: Color;
  extra: (a: Art) => string;
  title: string;
  skin: string;
  shirt: Color;
}
const hairGrad = (a: Art, top: string, bottom: string) =>
  a.lin([
    [0, top],
    [0.45, top],
    [1, bottom],
  ]);

/** Small pearl pins set round a chignon seen from behind (portrait units). */
const pearlPins = () =>
  spots(
    [
      [190, 276, 6],
      [204, 252, 6],
      [240, 244, 6],
      [276, 252, 6],
      [290, 276, 6],
    ],
    '#fbf6ea',
  );

/** A sprig of small flowers tucked in beside a chignon seen from behind. */
const flowerSprig = () =>
  stroke('M278 300Q300 282 316 262M290 290L306 298', '#4f7a45', 4) +
  [
    [318, 258],
    [304, 300],
    [296, 270],
  ]
    .map(
      ([x, y]) =>
        spots(
          [
            [x - 6, y, 6],
            [x + 6, y, 6],
            [x, y - 6, 6],
            [x, y + 6, 6],
          ],
          '#fff',
        ) + circle(x, y, 4, '#e9b949'),
    )
    .join('');

// One look per gallery file, in the order and wording of the portfolio page's captions.
const LOOKS: Record<string, Look[]> = {
  cuts: [
    {
      style: 'bob',
      hair: () => '#2a1c15',
      bg: pink,
      shirt: plum,
      skin: look(0).skin,
      title: 'Sleek chin-length bob with a clean, blunt edge',
      extra: () => scissors(340, 96, 0.9, 150),
    },
    {
      style: 'shag',
      hair: () => '#6b3e22',
      bg: plum.shift(0, 10, 40),
      shirt: pink,
      skin: look(3).skin,
      title: 'Shoulder-length shag with long face-framing layers',
      extra: () => comb(86, 56, 120, 20, pink.d(-8)),
    },
    {
      style: 'pixie',
      hair: () => '#3a2418',
      bg: pink.shift(10, -20, 30),
      shirt: plum,
      skin: look(4).skin,
      title: 'Short textured pixie cut with a side-swept fringe',
      extra: () => scissors(134, 410, 0.8, -30),
    },
    {
      style: 'bob',
      hair: (a) => hairGrad(a, '#8a4a24', '#6a3418'),
      bg: plum.shift(-20, -10, 45),
      shirt: new Color(0, 0, 96),
      skin: look(1).skin,
      title: 'Glossy jaw-length chestnut bob with a deep side part',
      extra: () =>
        // The deep side part and the shine of a fresh trim.
        stroke('M206 118Q214 150 190 196', '#000', 4, { opacity: 0.25 }) +
        stroke('M262 128Q300 150 312 206', '#fff', 6, { opacity: 0.3 }) +
        comb(290, 410, 100, -20, plum.d(-10)),
    },
  ],
  color: [
    {
      style: 'long',
      hair: (a) => hairGrad(a, '#4a2e1c', '#d9a55e'),
      bg: pink.shift(20, -20, 40),
      shirt: plum,
      skin: look(1).skin,
      title: 'Long hair with honey balayage blending from darker roots',
      extra: () =>
        // Hand-painted honey streaks down the lengths, seen from behind, brightest at the ends.
        stroke('M204 260Q198 340 210 430M250 250Q252 340 246 436M294 260Q300 340 290 430', '#e2ad62', 14, {
          opacity: 0.55,
        }) +
        ellipse(350, 430, 56, 20, '#2b2b30') +
        rect(294, 400, 112, 40, '#2b2b30', { rx: 12 }) +
        ellipse(350, 404, 52, 14, '#d9a55e') +
        stroke('M376 400L396 330', '#2b2b30', 8),
    },
    {
      style: 'long',
      hair: (a) => hairGrad(a, '#a8441f', '#c8602e'),
      bg: plum.shift(0, 0, 60),
      shirt: pink,
      skin: look(0).skin,
      title: 'Shiny copper-red hair falling past the shoulders',
      extra: () => sparkle(370, 120, 14, '#fff'),
    },
    {
      style: 'bob',
      hair: (a) => hairGrad(a, '#dfe3e6', '#b9c0c7'),
      bg: plum.shift(0, -10, 30),
      shirt: new Color(0, 0, 16),
      skin: look(2).skin,
      title: 'Cool silver-blonde hair with a smooth, even tone',
      extra: () =>
        ['#eef1f3', '#c9cfd5', '#a9b2bb']
          .map((c, i) => rect(324 + i * 24, 62 + i * 6, 20, 76, c, { rx: 10, transform: `rotate(${i * 10} 334 140)` }))
          .join(''),
    },
    {
      style: 'waves',
      hair: (a) => hairGrad(a, '#3a2418', '#e0a560'),
      bg: pink.shift(-10, -15, 50),
      shirt: plum,
      skin: look(3).skin,
      title: 'Caramel balayage waves with a fresh glossy shine',
      extra: () =>
        // Gloss: the waves' shine, and a glint or two.
        sparkle(120, 120, 16, '#fff') + sparkle(390, 300, 12, '#fff'),
    },
  ],
  special: [
    {
      style: 'chignon',
      hair: () => '#6b3e22',
      bg: pink.shift(0, -30, 48),
      shirt: new Color(0, 0, 96),
      skin: look(0).skin,
      title: 'Low bridal chignon with small pearl pins, seen from behind',
      extra: pearlPins,
    },
    {
      style: 'waves',
      hair: (a) => hairGrad(a, '#c8943e', '#a8742e'),
      bg: plum.shift(0, 10, 30),
      shirt: pink,
      skin: look(4).skin,
      title: 'Loose Hollywood waves swept to one side',
      extra: () => sparkle(112, 96, 22, '#fff') + sparkle(380, 196, 10, '#fff'),
    },
    {
      style: 'crown',
      // A light warm brown, so the plait's dark partings show even at tile size.
      hair: () => '#a0622e',
      bg: pink.shift(0, -40, 50),
      shirt: plum,
      skin: look(0).skin,
      title: 'Braided crown updo with loose tendrils at the temples',
      extra: () =>
        spots(
          [
            [110, 90, 10],
            [388, 96, 8],
          ],
          '#fff',
        ),
    },
    {
      style: 'chignon',
      hair: () => '#c8943e',
      bg: pink.shift(30, -10, 44),
      shirt: pink.shift(0, -25, 25),
      skin: look(4).skin,
      title: 'Low bridesmaid chignon with a sprig of small flowers, seen from behind',
      extra: flowerSprig,
    },
  ],
};

function salonRoom(a: Art, w: number, h: number): string {
  const s = w / 1600;
  return (
    rect(
      0,
      0,
      w,
      h,
      a.lin([
        [0, pink.at(93, 40)],
        [1, pink.at(84, 35)],
      ]),
    ) +
    rect(
      0,
      700 * s,
      w,
      h - 700 * s,
      a.lin([
        [0, '#e9dfd8'],
        [1, '#cdbfb5'],
      ]),
    ) +
    rect(
      0,
      700 * s,
      w,
      h - 700 * s,
      a.pattern(
        140 * s,
        140 * s,
        spots(
          [
            [20 * s, 30 * s, 4 * s],
            [90 * s, 80 * s, 3 * s],
            [50 * s, 120 * s, 5 * s],
          ],
          '#b8a89c',
        ),
      ),
    ) +
    vanity(a, 800 * s, 340 * s, 230 * s) +
    rect(
      480 * s,
      600 * s,
      640 * s,
      100 * s,
      a.lin([
        [0, plum.d(14)],
        [1, plum.d(2)],
      ]),
      { rx: 6 * s },
    ) +
    rect(470 * s, 592 * s, 660 * s, 14 * s, '#d8b46a', { rx: 4 * s }) +
    g(
      { transform: `scale(${s})` },
      products(120, 360, 6),
      products(120, 540, 6),
      products(1200, 360, 6),
      products(1200, 540, 6),
    ) +
    [420, 1180]
      .map(
        (x) =>
          stroke(P`M${x * s} 0V${120 * s}`, '#333', 3) +
          path(P`M${(x - 60) * s} ${170 * s}Q${x * s} ${80 * s} ${(x + 60) * s} ${170 * s}Z`, '#d8b46a') +
          glow(a, x * s, 190 * s, 120 * s, 70 * s, '#fff0c8', 0.6),
      )
      .join('') +
    plant(80 * s, 880 * s, 300 * s, '#3f8a4a', '#f4efe9') +
    plant(1520 * s, 880 * s, 300 * s, '#3f8a4a', '#f4efe9')
  );
}

export const salon: Kit = {
  id: 'salon',
  // Soft-shaded fashion plates with no outlines, hair colours kept true and graded (balayage and ombre are sold here), framed in an arched mirror; people seen from behind and the side, for their hair.
  style: {
    line: 0,
    shading: 'shaded',
    palette: 'natural',
    frame: 'arch',
    people: 'hair',
    build: 1,
    plant: 'trailing',
    sparkle: 'diamond',
    contour: 'smooth',
  },
  // Twelve gallery pictures, each its own: four looks a category.
  variations: 4,
  hero(a) {
    const body =
      salonRoom(a, 1600, 900) +
      chair(a, 800, 880, 1.25, plum.shift(0, 10, 10)) +
      scissors(1060, 650, 0.9, -20) +
      comb(1090, 600, 150, -8, pink.hex);
    return { title: 'Stylish salon chair in front of a round vanity mirror with warm bulbs', body };
  },
  about(a) {
    const out = [
      rect(
        0,
        0,
        1200,
        800,
        a.lin([
          [0, pink.at(93, 40)],
          [1, pink.at(86, 35)],
        ]),
      ),
      rect(0, 600, 1200, 200, '#d8ccc2'),
    ];
    for (const x of [300, 900]) {
      out.push(
        rect(x - 150, 80, 300, 380, '#d8b46a', { rx: 150 }),
        rect(
          x - 134,
          96,
          268,
          364,
          a.lin([
            [0, '#eef2f6'],
            [1, '#b9c4d0'],
          ]),
          { rx: 134 },
        ),
      );
      // Clients are seen from behind: mostly hair, a sliver of ears and neck.
      out.push(
        chair(a, x, 760, 0.95, plum.shift(0, 10, 10)),
        rect(x - 22, 420, 44, 40, look(x / 300).skin),
        ellipse(x - 58, 404, 10, 16, look(x / 300).skin),
        ellipse(x + 58, 404, 10, 16, look(x / 300).skin),
        circle(x, 390, 60, look(x / 300 + 2).hair),
      );
    }
    out.push(
      figure(480, 780, 380, {
        ...look(4),
        shirt: plum.hex,
        pants: '#222',
        longHair: true,
        hands: [
          [-30, 80],
          [-22, 72],
        ],
      }),
      scissors(360, 500, 0.5, 200),
    );
    out.push(
      figure(1080, 780, 370, {
        ...look(1),
        shirt: pink.hex,
        pants: '#222',
        hands: [
          [-30, 78],
          [-34, 70],
        ],
      }),
      comb(940, 480, 80, 10, '#333'),
    );
    out.push(plant(620, 600, 240, '#3f8a4a', '#f4efe9'));
    return { title: 'Stylists cutting and styling clients at two mirrored stations', body: out.join('') };
  },
  mini(a) {
    return (
      rect(0, 0, 1600, 900, pink.at(90, 40)) +
      rect(0, 700, 1600, 200, '#ddd1c8') +
      vanity(a, 800, 340, 230) +
      chair(a, 800, 880, 1.25, plum.shift(0, 10, 10))
    );
  },
  gallery: Object.fromEntries(
    Object.entries(LOOKS).map(([cat, L]) => [
      cat,
      (a: Art, v: number) => {
        const l = L[v - 1];
        // Portrait is drawn for 480 x 480; set it large in the 800 x 600 frame, so the hair reads at tile size.
        // Its props keep to the portrait's x 73-407, the frame's middle 3:4, which a strip of tall tiles shows.
        const deco =
          circle(660, 120, 150, '#fff', { opacity: 0.18 }) + circle(110, 520, 120, '#fff', { opacity: 0.12 });
        const body =
          rect(
            0,
            0,
            800,
            600,
            a.rad(
              [
                [0, l.bg.at(88)],
                [1, l.bg.at(70)],
              ],
              0.5,
              0.4,
              0.7,
            ),
          ) +
          deco +
          g(
            { transform: tr(76, -48, 1.35) },
            portrait(a, { bg: l.bg, skin: l.skin, hair: l.hair(a), style: l.style, shirt: l.shirt, bare: true }),
            l.extra(a),
          );
        return { title: l.title, body };
      },
    ]),
  ),
  team(a, i) {
    // The owner, the colour specialist and the cut specialist named on the about page.
    const L = [
      { style: 'long' as const, ...look(4), shirt: plum },
      { style: 'bob' as const, ...look(2), hair: '#b0486e', shirt: pink },
      { style: 'short' as const, beard: true, ...look(3), shirt: new Color(0, 0, 16) },
    ][i];
    return {
      title: `Illustrated portrait of salon stylist ${i + 1}`,
      body: portrait(a, { ...L, bg: [pink, plum.shift(0, 10, 30), pink.shift(20, -20, 10)][i], badge: '#fff' }),
    };
  },
};

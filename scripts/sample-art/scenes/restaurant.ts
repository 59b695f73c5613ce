// Italian restaurant: candle light, burgundy and gold. Dishes are shown from
// above on linen, wood or gingham; drinks and rooms in warm low light.
import type { Kit } from '../kit';
import { THEMES } from '../themes';
import { Art, P, circle, ellipse, path, poly, rect, rng, spots, stroke, use } from '../svg';
import { bokeh, glow, vignette } from '../parts/decor';
import { figure, look } from '../parts/people';

const t = THEMES.restaurant;
const wine = t.primary;
const gold = t.secondary;
const cream = t.bg;

type Cloth = 'linen' | 'wood' | 'gingham' | 'slate';
function tableTop(a: Art, kind: Cloth): string {
  if (kind === 'wood')
    return rect(
      0,
      0,
      800,
      600,
      a.pattern(
        800,
        90,
        rect(0, 0, 800, 88, '#8a5a3a') + rect(0, 30, 800, 4, '#7a4c2f') + rect(0, 88, 800, 2, '#5e3a24'),
      ),
    );
  if (kind === 'gingham')
    return (
      rect(0, 0, 800, 600, '#fbf6ee') +
      rect(
        0,
        0,
        800,
        600,
        a.pattern(
          60,
          60,
          rect(0, 0, 30, 60, wine.hex, { opacity: 0.45 }) + rect(0, 0, 60, 30, wine.hex, { opacity: 0.45 }),
        ),
      )
    );
  if (kind === 'slate')
    return rect(
      0,
      0,
      800,
      600,
      a.rad(
        [
          [0, '#3a3436'],
          [1, '#1c191a'],
        ],
        0.5,
        0.5,
        0.8,
      ),
    );
  return (
    rect(
      0,
      0,
      800,
      600,
      a.rad(
        [
          [0, cream.at(97)],
          [1, cream.at(86)],
        ],
        0.5,
        0.5,
        0.8,
      ),
    ) + stroke('M0 120H800M0 480H800', cream.at(80), 3, { opacity: 0.6 })
  );
}

function plate(a: Art, cx: number, cy: number, r: number, rim = '#f3efe8'): string {
  return (
    circle(cx + r * 0.05, cy + r * 0.08, r * 1.02, '#000', { opacity: 0.22 }) +
    circle(cx, cy, r, rim) +
    circle(
      cx,
      cy,
      r * 0.72,
      a.rad([
        [0, '#ffffff'],
        [1, '#ece6dc'],
      ]),
    ) +
    circle(cx, cy, r * 0.96, 'none', { stroke: gold.hex, 'stroke-width': r * 0.015, opacity: 0.7 })
  );
}

function leaf(x: number, y: number, s: number, rot: number, c = '#3f8a3a'): string {
  return path(P`M0 0Q${s * 0.5} ${-s * 0.45} ${s} 0Q${s * 0.5} ${s * 0.45} 0 0Z`, c, {
    transform: `translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(rot)})`,
  });
}

function spaghetti(cx: number, cy: number, r: number, rnd: () => number): string {
  let d = '';
  for (let i = 0; i < 14; i++) {
    const rr = r * (0.3 + rnd() * 0.65),
      k = rnd() * 6.28;
    d += P`M${cx + Math.cos(k) * rr} ${cy + Math.sin(k) * rr}A${rr} ${rr * 0.9} 0 1 1 ${cx + Math.cos(k + 2.5) * rr} ${cy + Math.sin(k + 2.5) * rr}`;
  }
  return stroke(d, '#e9c46a', r * 0.045) + stroke(d, '#f6dc95', r * 0.015, { opacity: 0.8 });
}

/** Flat egg-pasta ribbons wound into a nest: wide strokes with a darker edge, so they read as ribbons, not strands. */
function ribbonNest(cx: number, cy: number, r: number, rnd: () => number): string {
  let d = '';
  for (let i = 0; i < 11; i++) {
    const rr = r * (0.35 + rnd() * 0.6),
      k = rnd() * 6.28;
    d += P`M${cx + Math.cos(k) * rr} ${cy + Math.sin(k) * rr}A${rr} ${rr * 0.9} 0 1 1 ${cx + Math.cos(k + 2.4) * rr} ${cy + Math.sin(k + 2.4) * rr}`;
  }
  return (
    stroke(d, '#d9a84e', r * 0.17) + stroke(d, '#f3d48a', r * 0.12) + stroke(d, '#fbe7b0', r * 0.03, { opacity: 0.8 })
  );
}

function candle(a: Art, x: number, y: number, s: number): string {
  return (
    glow(a, x, y - s * 1.2, s * 3, s * 3, '#ffcf70', 0.55) +
    rect(x - s * 0.18, y - s, s * 0.36, s, '#f8f1e2') +
    path(
      P`M${x} ${y - s * 1.45}Q${x + s * 0.13} ${y - s * 1.15} ${x} ${y - s * 1.02}Q${x - s * 0.13} ${y - s * 1.15} ${x} ${y - s * 1.45}Z`,
      '#ffd36b',
    )
  );
}

function bottle(x: number, y: number, h: number, c: string, label = cream.hex, open = false): string {
  const w = h * 0.26;
  return (
    path(
      P`M${x - w / 2} ${y}V${y - h * 0.6}Q${x - w / 2} ${y - h * 0.72} ${x - w * 0.15} ${y - h * 0.8}V${y - h}H${x + w * 0.15}V${y - h * 0.8}Q${x + w / 2} ${y - h * 0.72} ${x + w / 2} ${y - h * 0.6}V${y}Z`,
      c,
    ) +
    rect(x - w / 2, y - h * 0.45, w, h * 0.22, label) +
    // A sealed bottle keeps its foil; an open one shows its dark mouth.
    (open
      ? rect(x - w * 0.15, y - h, w * 0.3, h * 0.03, '#050a06')
      : rect(x - w * 0.15, y - h, w * 0.3, h * 0.08, gold.hex))
  );
}

function wineGlass(x: number, y: number, h: number, fill: string | null): string {
  const w = h * 0.36;
  const bowl = P`M${x - w / 2} ${y - h}Q${x - w / 2} ${y - h * 0.45} ${x} ${y - h * 0.45}Q${x + w / 2} ${y - h * 0.45} ${x + w / 2} ${y - h}Z`;
  return (
    (fill
      ? path(
          P`M${x - w * 0.48} ${y - h * 0.72}Q${x - w * 0.45} ${y - h * 0.45} ${x} ${y - h * 0.45}Q${x + w * 0.45} ${y - h * 0.45} ${x + w * 0.48} ${y - h * 0.72}Z`,
          fill,
        )
      : '') +
    path(bowl, '#fff', { opacity: 0.15, stroke: '#fff', 'stroke-opacity': 0.6, 'stroke-width': 2 }) +
    stroke(P`M${x} ${y - h * 0.45}V${y}M${x - w * 0.35} ${y}H${x + w * 0.35}`, '#fff', 3, { opacity: 0.7 })
  );
}

/** A clothed table seen from the front, with a candle and glasses. */
function diningTable(a: Art, x: number, y: number, w: number): string {
  const h = w * 0.35;
  return (
    ellipse(x, y + 6, w * 0.6, w * 0.05, '#000', { opacity: 0.35 }) +
    path(
      P`M${x - w / 2} ${y - h}H${x + w / 2}L${x + w * 0.54} ${y}H${x - w * 0.54}Z`,
      a.lin([
        [0, '#fbf7ef'],
        [1, '#d9cfbf'],
      ]),
    ) +
    rect(x - w * 0.55, y - h - w * 0.03, w * 1.1, w * 0.05, '#fffaf2', { rx: w * 0.02 }) +
    candle(a, x, y - h - w * 0.03, w * 0.12) +
    wineGlass(x - w * 0.3, y - h - w * 0.03, w * 0.22, wine.d(-5)) +
    wineGlass(x + w * 0.3, y - h - w * 0.03, w * 0.22, wine.d(-5))
  );
}

/** Arched window with a night sky and string of lights across the room. */
function diningRoom(a: Art, w: number, h: number, seed: string, outdoor = false): string {
  const r = rng(seed);
  const s = w / 1600;
  const out = outdoor
    ? [
        rect(
          0,
          0,
          w,
          h,
          a.lin([
            [0, '#232447'],
            [0.5, '#6a4466'],
            [0.75, '#d98a6a'],
          ]),
        ),
        path(P`M0 ${560 * s}Q${w * 0.3} ${430 * s} ${w * 0.6} ${520 * s}T${w} ${480 * s}V${h}H0Z`, '#2b2236'),
      ]
    : [
        rect(
          0,
          0,
          w,
          h,
          a.lin([
            [0, wine.at(10, 40)],
            [0.7, wine.at(18, 45)],
            [1, wine.at(8, 40)],
          ]),
        ),
      ];
  for (const x of outdoor ? [] : [260, 800, 1340]) {
    const aw = 300 * s,
      top = 150 * s,
      bot = 620 * s,
      X = x * s;
    out.push(
      path(
        P`M${X - aw / 2} ${bot}V${top + aw / 2}A${aw / 2} ${aw / 2} 0 0 1 ${X + aw / 2} ${top + aw / 2}V${bot}Z`,
        a.lin([
          [0, '#1d2440'],
          [1, '#3b3550'],
        ]),
        { stroke: gold.at(35, 40), 'stroke-width': 16 * s },
      ),
    );
    out.push(stroke(P`M${X} ${top}V${bot}M${X - aw / 2} ${top + aw * 0.7}H${X + aw / 2}`, gold.at(35, 40), 10 * s));
  }
  // Sagging string of lights: one curve, bulbs as dots along it.
  const bulbs: number[][] = [];
  const nb = w > 1000 ? 24 : 14; // fewer bulbs on small pictures keeps bytes down
  for (let i = 0; i <= nb; i++) {
    const k = i / nb,
      x = k * w,
      y = (90 + 120 * Math.sin(k * Math.PI * 3) ** 2) * s;
    bulbs.push([x, y, 7 * s]);
  }
  out.push(
    stroke('M' + bulbs.map(([x, y]) => `${Math.round(x)} ${Math.round(y - 4 * s)}`).join('L'), '#1a1212', 3 * s),
  );
  out.push(
    spots(
      bulbs.map(([x, y]) => [x, y, 22 * s]),
      '#ffcf70',
      { opacity: 0.18 },
    ),
    spots(bulbs, '#ffe2a0'),
  );
  out.push(bokeh(r, w > 1000 ? 14 : 6, 0, 200 * s, w, 400 * s, ['#ffcf70', gold.d(10)], 30 * s));
  out.push(
    rect(
      0,
      640 * s,
      w,
      h - 640 * s,
      a.lin([
        [0, '#2a1a14'],
        [1, '#120b08'],
      ]),
    ),
  );
  out.push(
    diningTable(a, 800 * s, 740 * s, 260 * s),
    diningTable(a, 280 * s, 860 * s, 440 * s),
    diningTable(a, 1320 * s, 860 * s, 440 * s),
  );
  out.push(bottle(560 * s, 730 * s, 130 * s, '#1d3a22'));
  return out.join('');
}

const G: Record<string, ((a: Art) => { title: string; body: string })[]> = {
  pasta: [
    (a) => {
      const r = rng('ragu');
      // A crumbly meat sauce spooned over the middle of the nest: many small dark morsels, no meatball.
      const ragu = spots(
        Array.from({ length: 44 }, () => {
          const k = r() * 6.28,
            d = Math.sqrt(r()) * 70;
          return [400 + Math.cos(k) * d * 1.2, 300 + Math.sin(k) * d, 4 + r() * 5];
        }),
        '#8a2e18',
      );
      return {
        title: 'A nest of flat tagliatelle ribbons in a rich meat ragu',
        body:
          tableTop(a, 'gingham') +
          plate(a, 400, 300, 230) +
          ribbonNest(400, 300, 130, rng('tagliatelle nest')) +
          path('M330 290C340 240 400 230 440 250C490 270 480 330 440 350C390 372 320 340 330 290Z', '#a8401f', {
            opacity: 0.85,
          }) +
          ragu +
          spots(
            [
              [372, 280, 5],
              [426, 312, 5],
              [404, 268, 4],
            ],
            '#c4562c',
          ) +
          leaf(430, 250, 46, -30) +
          stroke('M690 80L600 560', '#c0c6cc', 14),
      };
    },
    (a) => {
      const r = rng('pappardelle');
      // Wide ribbons: short thick arcs in two tones, under a dark braised sauce.
      const ribbons = Array.from({ length: 16 }, () => {
        const k = r() * 6.28,
          d = r() * 110,
          x = Math.round(400 + Math.cos(k) * d),
          y = Math.round(300 + Math.sin(k) * d);
        return stroke(P`M${x - 50} ${y}Q${x} ${y - 40} ${x + 50} ${y}`, r() > 0.5 ? '#f0c66e' : '#e2b158', 30, {
          transform: `rotate(${Math.round(r() * 180)} ${x} ${y})`,
        });
      }).join('');
      const sprig =
        stroke('M330 190L470 150', '#3f5a32', 5) +
        Array.from({ length: 7 }, (_, i) =>
          stroke(P`M${345 + i * 18} ${186 - i * 5}l-8 -16M${345 + i * 18} ${186 - i * 5}l10 14`, '#4f7a3a', 4),
        ).join('');
      return {
        title: 'Wide pappardelle ribbons with a dark braised meat sauce and rosemary',
        body:
          tableTop(a, 'wood') +
          plate(a, 400, 300, 230) +
          ribbons +
          // The braised sauce: small dark shreds of meat clinging to the ribbons.
          spots(
            Array.from({ length: 34 }, () => [300 + r() * 200, 210 + r() * 180, 4 + r() * 5]),
            '#3a170e',
            { opacity: 0.9 },
          ) +
          sprig,
      };
    },
    (a) => ({
      title: 'Square ravioli in a brown butter and sage sauce with grated cheese',
      body:
        tableTop(a, 'linen') +
        plate(a, 400, 300, 230) +
        // A pool of nut-brown butter under the ravioli.
        path(
          'M270 250C280 180 380 170 440 180C530 196 560 260 540 340C520 420 420 440 340 420C270 400 262 320 270 250Z',
          '#b8782e',
          {
            opacity: 0.55,
          },
        ) +
        [
          [330, 240],
          [460, 240],
          [330, 360],
          [460, 360],
          [395, 300],
        ]
          .map(([x, y]) =>
            rect(x - 50, y - 50, 100, 100, '#f0cf82', {
              rx: 10,
              stroke: '#d9ad56',
              'stroke-width': 8,
              'stroke-dasharray': '6 6',
            }),
          )
          .join('') +
        leaf(360, 300, 60, -40, '#6f8f5a') +
        leaf(440, 310, 50, 150, '#6f8f5a') +
        spots(
          [
            [400, 200, 8],
            [320, 420, 6],
            [480, 420, 7],
          ],
          '#b8782e',
          { opacity: 0.7 },
        ) +
        // Grated cheese scattered over the top.
        spots(
          (() => {
            const r = rng('parmesan');
            return Array.from({ length: 30 }, () => [300 + r() * 200, 210 + r() * 180, 3 + r() * 2]);
          })(),
          '#fff6d8',
        ),
    }),
  ],
  seafood: [
    (a) => ({
      title: 'A whole roasted sea bass with lemon slices and fennel',
      body:
        tableTop(a, 'slate') +
        ellipse(400, 300, 330, 190, '#f3efe8') +
        path('M150 300Q280 180 480 240L600 180Q590 300 600 420L480 360Q280 420 150 300Z', '#c9a77a') +
        stroke('M250 250L290 350M320 240L360 350M390 240L430 350', '#6b4a2c', 8) +
        circle(195, 290, 10, '#222') +
        // Lemon slices laid along the fish, fennel fronds and a sliced bulb beside it.
        [300, 380, 460]
          .map(
            (x) =>
              circle(x, 300, 30, '#f6dd5b') +
              circle(x, 300, 24, '#fbeea0') +
              stroke(
                P`M${x - 24} 300H${x + 24}M${x} 276V324M${x - 17} 283L${x + 17} 317M${x + 17} 283L${x - 17} 317`,
                '#f6dd5b',
                3,
              ),
          )
          .join('') +
        ellipse(560, 440, 70, 34, '#e8efd2') +
        stroke('M510 440H610M520 428Q560 418 600 428', '#c5d69a', 4) +
        stroke(
          'M600 150L660 110M620 138L624 112M636 128L662 130M600 150L640 90M612 132L600 106M626 112L652 96',
          '#7fae4a',
          4,
        ),
    }),
    (a) => ({
      title: 'Garlic butter prawns in a cast-iron pan',
      body:
        tableTop(a, 'wood') +
        circle(400, 300, 240, '#222') +
        circle(400, 300, 215, '#3a3230') +
        stroke('M640 300H790', '#222', 36) +
        [
          [320, 230],
          [460, 220],
          [300, 360],
          [440, 370],
          [380, 300],
          [510, 300],
        ]
          .map(([x, y], i) =>
            stroke(P`M${x - 40} ${y}A40 40 0 1 1 ${x} ${y + 40}`, '#f08a5a', 26, {
              transform: `rotate(${i * 60} ${x} ${y})`,
            }),
          )
          .join('') +
        spots(
          [
            [350, 280, 6],
            [420, 340, 5],
            [470, 260, 6],
          ],
          '#3f8a3a',
        ),
    }),
    (a) => ({
      title: 'Steamed mussels in white wine with crusty bread',
      body:
        tableTop(a, 'linen') +
        circle(400, 320, 230, '#d8d4cc') +
        circle(400, 320, 205, '#e8d7a8') +
        Array.from({ length: 16 }, (_, i) =>
          ellipse(
            400 + Math.cos(i * 0.8) * (60 + (i % 3) * 45),
            320 + Math.sin(i * 0.8) * (60 + (i % 3) * 45),
            40,
            22,
            '#1f2432',
            {
              transform: `rotate(${i * 37} ${Math.round(400 + Math.cos(i * 0.8) * (60 + (i % 3) * 45))} ${Math.round(320 + Math.sin(i * 0.8) * (60 + (i % 3) * 45))})`,
            },
          ),
        ).join('') +
        spots(
          [
            [380, 300, 5],
            [430, 350, 5],
            [330, 340, 5],
          ],
          '#3f8a3a',
        ) +
        rect(560, 60, 200, 90, '#c8914a', { rx: 40 }),
    }),
  ],
  appetizers: [
    (a) => {
      // Tomato wedges in a ring round one soft white ball, with drops of green oil.
      const wedges = Array.from({ length: 10 }, (_, i) => {
        const k = (i / 10) * 6.283,
          x = Math.round(400 + Math.cos(k) * 165),
          y = Math.round(300 + Math.sin(k) * 150);
        return path(P`M${x - 34} ${y}A34 34 0 0 1 ${x + 34} ${y}Z`, i % 3 === 1 ? '#f2c12e' : '#d23b2a', {
          transform: `rotate(${Math.round((k * 180) / Math.PI + 90)} ${x} ${y})`,
        });
      }).join('');
      const oil = spots(
        Array.from({ length: 12 }, (_, i) => [
          400 + Math.cos(i * 1.7) * (120 + (i % 3) * 40),
          300 + Math.sin(i * 1.7) * (110 + (i % 3) * 30),
          6,
        ]),
        '#6f9a2a',
        { opacity: 0.85 },
      );
      return {
        title: 'A ball of burrata ringed by red and yellow tomato wedges with green oil',
        body:
          tableTop(a, 'slate') +
          plate(a, 400, 300, 250) +
          wedges +
          circle(404, 308, 100, '#000', { opacity: 0.18 }) +
          circle(
            400,
            300,
            100,
            a.rad(
              [
                [0, '#ffffff'],
                [0.6, '#f3ecdc'],
                [1, '#d9ccae'],
              ],
              0.4,
              0.35,
              0.7,
            ),
            { stroke: '#cbbd9c', 'stroke-width': 4 },
          ) +
          path('M352 268Q400 240 446 270Q430 300 400 296Q370 300 352 268Z', '#fffdf6') +
          oil +
          leaf(420, 250, 44, -30) +
          leaf(376, 252, 38, 200),
      };
    },
    (a) => ({
      title: 'Paper-thin slices of raw beef topped with arugula and shaved cheese',
      body:
        tableTop(a, 'slate') +
        plate(a, 400, 300, 250) +
        Array.from({ length: 9 }, (_, i) => {
          const k = i * 0.7,
            x = Math.round(400 + Math.cos(k) * (i * 14)),
            y = Math.round(300 + Math.sin(k) * (i * 13));
          return ellipse(x, y, 78, 58, i % 2 ? '#c0394a' : '#d1505e', {
            opacity: 0.92,
            transform: `rotate(${i * 37} ${x} ${y})`,
          });
        }).join('') +
        [
          [360, 260, -20],
          [420, 300, 40],
          [390, 340, 120],
          [450, 250, 200],
          [340, 320, 80],
        ]
          .map(([x, y, r]) => leaf(x, y, 46, r, '#4f8a2a'))
          .join('') +
        [
          [380, 290],
          [430, 330],
          [350, 250],
          [460, 280],
        ]
          .map(([x, y], i) =>
            poly(
              [
                [x, y],
                [x + 34, y + 6],
                [x + 8, y + 20],
              ],
              '#f2e3b0',
              { transform: `rotate(${i * 50} ${x} ${y})` },
            ),
          )
          .join(''),
    }),
    (a) => ({
      title: 'Antipasto board with cured meats, cheese and olives',
      body:
        tableTop(a, 'linen') +
        rect(90, 110, 620, 380, '#9b6a3f', { rx: 24 }) +
        rect(690, 270, 90, 50, '#9b6a3f', { rx: 20 }) +
        spots(
          Array.from({ length: 8 }, (_, i) => [180 + (i % 4) * 60, 190 + Math.floor(i / 4) * 70, 34]),
          '#b23a3a',
        ) +
        spots(
          Array.from({ length: 8 }, (_, i) => [180 + (i % 4) * 60, 190 + Math.floor(i / 4) * 70, 8]),
          '#e8b9b0',
        ) +
        [0, 1, 2]
          .map((i) =>
            poly(
              [
                [430 + i * 70, 180],
                [500 + i * 70, 200],
                [440 + i * 70, 260],
              ],
              '#f2cf6b',
            ),
          )
          .join('') +
        spots(
          Array.from({ length: 10 }, (_, i) => [200 + i * 40, 400 + (i % 2) * 20, 12]),
          '#3c4a24',
        ) +
        leaf(560, 380, 60, 20),
    }),
  ],
  desserts: [
    (a) => ({
      title: 'Slice of tiramisu dusted with cocoa',
      body:
        tableTop(a, 'slate') +
        ellipse(400, 440, 260, 70, '#f3efe8') +
        poly(
          [
            [220, 420],
            [580, 420],
            [580, 240],
            [220, 240],
          ],
          '#f3e2c3',
        ) +
        rect(220, 280, 360, 28, '#6b4226') +
        rect(220, 350, 360, 28, '#6b4226') +
        rect(220, 234, 360, 12, '#4a2c18') +
        spots(
          [
            [300, 236, 3],
            [360, 234, 3],
            [470, 236, 3],
            [520, 234, 3],
          ],
          '#2e1a0e',
        ) +
        ellipse(660, 150, 80, 60, '#f3efe8') +
        circle(660, 140, 46, '#fbf8f2') +
        circle(660, 140, 34, '#6b3a1e') +
        circle(660, 140, 28, '#b5733a') +
        stroke('M706 140Q736 140 730 166', '#fbf8f2', 12),
    }),
    (a) => ({
      title: 'Vanilla panna cotta with berry coulis',
      body:
        tableTop(a, 'linen') +
        plate(a, 400, 300, 220) +
        circle(400, 300, 110, '#fbf3dd') +
        circle(400, 300, 110, 'none', { stroke: '#efe1bd', 'stroke-width': 6 }) +
        path('M340 250Q400 200 460 250Q480 300 430 310Q400 280 360 300Q320 290 340 250Z', '#a51c30') +
        spots(
          [
            [400, 250, 14],
            [430, 270, 12],
            [370, 270, 12],
          ],
          '#5a1a4a',
        ) +
        leaf(440, 230, 40, -30),
    }),
    (a) => ({
      title: 'Three scoops of gelato: pistachio, strawberry and chocolate',
      body:
        rect(
          0,
          0,
          800,
          600,
          a.lin([
            [0, wine.at(85, 30)],
            [1, wine.at(70, 35)],
          ]),
        ) +
        rect(0, 430, 800, 170, '#efe6d6') +
        [
          ['#b5cf86', 200],
          ['#f2a1a8', 400],
          ['#6b4226', 600],
        ]
          .map(
            ([c, x]) =>
              path(P`M${+x - 70} 330L${+x - 50} 470H${+x + 50}L${+x + 70} 330Z`, '#fff', { opacity: 0.85 }) +
              circle(+x, 300, 80, c as string) +
              circle(+x - 25, 275, 18, '#fff', { opacity: 0.25 }),
          )
          .join(''),
    }),
  ],
  mains: [
    (a) => {
      // Nothing here may be a circle in a circle (that reads as a fried egg): the risotto is a loose,
      // off-centre spread of grains; the shank sits to one side of it, a tall irregular cut tied with
      // kitchen string, glazed in its dark braising sauce that runs into the rice; the bone shows
      // as a small oval off the meat's middle; gremolata is scattered over the top.
      const r = rng('osso');
      const rice = spots(
        Array.from({ length: 80 }, () => {
          const t = r() * Math.PI * 2,
            d = Math.sqrt(r());
          return [330 + Math.cos(t) * d * 170, 320 + Math.sin(t) * d * 120, 2.5 + r() * 1.5];
        }),
        '#fbeaa8',
      );
      return {
        title: 'A braised veal shank on a bed of golden saffron risotto',
        body:
          tableTop(a, 'linen') +
          plate(a, 400, 300, 250) +
          // The risotto: a creamy, uneven spread over the left of the plate.
          path(
            'M170 300C160 220 250 180 340 190C430 200 470 250 470 320C470 410 380 440 300 430C210 420 176 370 170 300Z',
            '#e9c25a',
          ) +
          rice +
          // Sauce running off the meat into the rice.
          path(
            'M420 250C470 230 560 250 580 320C590 380 520 430 440 420C400 414 360 400 350 370C380 360 400 330 420 250Z',
            '#5a2714',
            {
              opacity: 0.85,
            },
          ) +
          // The shank: a thick, tall cut, browned, its sides ragged.
          path(
            'M410 200C460 170 550 190 570 250C590 310 560 380 500 396C440 410 392 380 384 330C378 290 380 230 410 200Z',
            a.rad([
              [0, '#9a5430'],
              [1, '#5e2a14'],
            ]),
          ) +
          stroke('M420 240Q470 226 540 250M400 310Q460 330 556 300', '#3a170a', 5, { opacity: 0.5 }) +
          // Kitchen string round the shank.
          stroke('M396 268C440 250 520 262 574 292', '#efe2c6', 6) +
          // The bone: a small off-centre oval of marrow in a thin ring.
          ellipse(494, 318, 30, 22, '#efe4cc') +
          ellipse(494, 318, 18, 12, '#b8744a') +
          // Gloss of the braise.
          stroke('M430 214Q480 196 530 214', '#fff', 5, { opacity: 0.35 }) +
          // Gremolata: parsley and lemon zest.
          spots(
            Array.from({ length: 14 }, () => [420 + r() * 140, 220 + r() * 160, 3]),
            '#2f6a2a',
          ) +
          spots(
            Array.from({ length: 6 }, () => [430 + r() * 120, 230 + r() * 140, 2.5]),
            '#f2d24a',
          ),
      };
    },
    (a) => {
      // Fiorentina is carved off the bone and served in thick slices: a charred crust round a rosy middle.
      const slices = [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const x = 250 + i * 46,
            y = 300 - i * 10;
          return (
            rect(x - 30, y - 64, 60, 128, '#4a1f14', { rx: 14, transform: `rotate(12 ${x} ${y})` }) +
            rect(x - 22, y - 54, 44, 108, '#b94a40', { rx: 10, transform: `rotate(12 ${x} ${y})` }) +
            ellipse(x, y, 13, 40, '#dc7a70', { transform: `rotate(12 ${x} ${y})` })
          );
        })
        .join('');
      return {
        title: 'Sliced bistecca with rosemary potatoes',
        body:
          tableTop(a, 'linen') +
          rect(110, 120, 580, 360, '#a8743f', { rx: 28 }) +
          rect(690, 270, 80, 50, '#a8743f', { rx: 20 }) +
          // The T-bone the slices were carved from.
          path('M170 200L236 214L222 260L160 236Z', '#efe6d4') +
          slices +
          spots(
            [
              [560, 390, 30],
              [600, 336, 26],
              [520, 430, 24],
            ],
            '#e0a84a',
          ) +
          stroke('M250 420L360 440M270 432L300 412M310 440L330 418', '#3f6a32', 5),
      };
    },
    (a) => ({
      title: 'Creamy mushroom risotto with parmesan',
      body:
        tableTop(a, 'slate') +
        circle(400, 300, 240, '#f3efe8') +
        circle(
          400,
          300,
          170,
          a.rad([
            [0, '#f4e6bf'],
            [1, '#e3cd96'],
          ]),
        ) +
        spots(
          Array.from({ length: 60 }, (_, i) => [
            400 + Math.cos(i * 2.4) * (i * 2.6),
            300 + Math.sin(i * 2.4) * (i * 2.6),
            3,
          ]),
          '#fff6dc',
        ) +
        [
          [360, 260],
          [450, 290],
          [390, 350],
        ]
          .map(
            ([x, y]) =>
              path(P`M${x - 30} ${y}Q${x} ${y - 40} ${x + 30} ${y}Z`, '#8a6a4a') + rect(x - 8, y, 16, 24, '#c9b08a'),
          )
          .join('') +
        spots(
          [
            [420, 240, 5],
            [340, 320, 5],
          ],
          '#3f8a3a',
        ),
    }),
  ],
  drinks: [
    (a) => ({
      title: 'Two glasses of red wine and an open bottle on a candlelit table',
      body:
        rect(
          0,
          0,
          800,
          600,
          a.rad(
            [
              [0, wine.at(26, 45)],
              [1, wine.at(8, 40)],
            ],
            0.5,
            0.4,
            0.8,
          ),
        ) +
        bokeh(rng('wine'), 10, 0, 0, 800, 350, ['#ffcf70'], 30) +
        rect(0, 480, 800, 120, '#2a1a14') +
        bottle(600, 490, 330, '#16301c', cream.hex, true) +
        // The drawn cork lies beside the open bottle; a candle lights the table.
        rect(680, 470, 40, 18, '#c9a06a', { rx: 6 }) +
        candle(a, 150, 490, 90) +
        wineGlass(300, 490, 300, wine.d(-4)) +
        wineGlass(440, 490, 280, wine.d(-4)),
    }),
    (a) => ({
      title: 'Aperol spritz with an orange slice on the terrace',
      body:
        rect(
          0,
          0,
          800,
          600,
          a.lin([
            [0, '#f6c38b'],
            [1, '#d9735a'],
          ]),
        ) +
        rect(0, 470, 800, 130, '#f4ede2') +
        path('M300 180H500L480 470H320Z', '#f26b2a', { opacity: 0.9 }) +
        path('M300 180H500L480 470H320Z', '#fff', { opacity: 0.2, stroke: '#fff', 'stroke-width': 4 }) +
        circle(500, 180, 60, '#f7a541') +
        circle(500, 180, 48, '#fbd089') +
        stroke('M440 90L400 400', '#fff', 8) +
        spots(
          [
            [370, 260, 12],
            [420, 320, 10],
            [360, 380, 8],
          ],
          '#fff',
          { opacity: 0.5 },
        ),
    }),
    (a) => ({
      title: 'Espresso with golden crema and coffee beans',
      body:
        tableTop(a, 'wood') +
        ellipse(400, 310, 200, 190, '#f3efe8') +
        circle(400, 300, 120, '#fbf8f2') +
        circle(400, 300, 90, '#6b3a1e') +
        circle(
          400,
          300,
          80,
          a.rad([
            [0, '#d49a5a'],
            [1, '#8a4a22'],
          ]),
        ) +
        stroke('M520 300Q570 300 560 340', '#fbf8f2', 20) +
        [0, 1, 2, 3, 4]
          .map((i) =>
            ellipse(150 + i * 120 - (i > 2 ? 280 : 0), i > 2 ? 520 : 90, 22, 15, '#3a2012', {
              transform: `rotate(${i * 40} ${150 + i * 120 - (i > 2 ? 280 : 0)} ${i > 2 ? 520 : 90})`,
            }),
          )
          .join(''),
    }),
  ],
  ambiance: [
    (a) => {
      // A long table in perspective: two rows of chairs and a line of candles down its length.
      const chairs = [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const k = i / 5,
            y = 330 + k * 200,
            dx = 150 + k * 140;
          return (
            rect(400 - dx - 30 - k * 14, y - 50 - k * 24, 22 + k * 12, 50 + k * 30, '#6a3a24', { rx: 8 }) +
            rect(400 + dx + 8, y - 50 - k * 24, 22 + k * 12, 50 + k * 30, '#6a3a24', { rx: 8 })
          );
        })
        .join('');
      const candles = [0, 1, 2, 3, 4].map((i) => candle(a, 400 + (i - 2) * 6, 360 + i * 50, 22 + i * 5)).join('');
      return {
        title: 'Warmly lit private dining room with a long table set for a large party',
        body:
          rect(
            0,
            0,
            800,
            600,
            a.lin([
              [0, wine.at(22, 45)],
              [1, wine.at(10, 40)],
            ]),
          ) +
          [160, 400, 640]
            .map((x) =>
              path(P`M${x - 70} 260V120A70 70 0 0 1 ${x + 70} 120V260Z`, '#2a2e4a', {
                stroke: gold.at(35, 40),
                'stroke-width': 8,
              }),
            )
            .join('') +
          rect(0, 300, 800, 300, '#1e120d') +
          chairs +
          path(
            'M340 320H460L640 600H160Z',
            a.lin([
              [0, '#efe7d8'],
              [1, '#fbf7ef'],
            ]),
          ) +
          candles +
          [0, 1, 2, 3]
            .map(
              (i) =>
                circle(330 - i * 40 + 60, 380 + i * 60, 14 + i * 4, '#fff', { opacity: 0.9 }) +
                circle(470 + i * 40 - 60, 380 + i * 60, 14 + i * 4, '#fff', { opacity: 0.9 }),
            )
            .join('') +
          stroke('M300 60H500', '#111', 3) +
          glow(a, 400, 100, 200, 60, '#ffdc8a', 0.4),
      };
    },
    (a) => {
      // Two bottle symbols reused by <use>: dozens of bottles for a few hundred bytes.
      const b = [a.symbol(bottle(0, 0, 80, '#2a4a2a')), a.symbol(bottle(0, 0, 80, wine.d(-10)))];
      return {
        title: 'Warm wine bar with back-lit shelves and pendant lamps',
        body:
          rect(0, 0, 800, 600, '#1c1210') +
          [200, 300, 400]
            .map(
              (y) =>
                rect(80, y, 640, 10, gold.at(40, 40)) +
                Array.from({ length: 9 }, (_, i) => use(b[(i + y) % 2], { x: 120 + i * 70, y })).join(''),
            )
            .join('') +
          glow(a, 400, 260, 400, 200, '#ffcf70', 0.25) +
          rect(0, 450, 800, 150, '#4a2a1c') +
          rect(0, 450, 800, 20, '#6b3e28') +
          [200, 400, 600]
            .map(
              (x) =>
                stroke(P`M${x} 0V60`, '#111', 3) +
                path(P`M${x - 30} 90L${x - 16} 60H${x + 16}L${x + 30} 90Z`, gold.hex) +
                glow(a, x, 110, 80, 60, '#ffdc8a', 0.6),
            )
            .join(''),
      };
    },
    (a) => ({
      title: 'Terrace tables under string lights at dusk',
      body: diningRoom(a, 800, 600, 'terrace', true),
    }),
  ],
};

export const restaurant: Kit = {
  id: 'restaurant',
  // Candle-lit: soft gradients, a warm cast towards the brand, darkened edges; diners and staff as silhouettes.
  style: {
    line: 0,
    shading: 'shaded',
    palette: 'tinted',
    tint: 0.15,
    frame: 'vignette',
    people: 'silhouette',
    build: 0.84,
    plant: 'olive',
    sparkle: 'burst',
    contour: 'smooth',
  },
  hero(a) {
    return {
      title: 'Candle-lit Italian dining room with arched windows, string lights and set tables',
      body: diningRoom(a, 1600, 900, 'rest-hero') + vignette(a, 1600, 900, 0.5),
    };
  },
  about(a) {
    const tiles = a.pattern(60, 30, rect(0, 0, 60, 30, '#d9d2c4') + rect(1, 1, 58, 28, '#f4efe6'));
    const out = [
      rect(0, 0, 1200, 800, tiles),
      rect(
        0,
        520,
        1200,
        280,
        a.lin([
          [0, '#c7ccd1'],
          [1, '#8e969d'],
        ]),
      ),
      rect(0, 500, 1200, 30, '#e4e7ea'),
    ];
    out.push(stroke('M120 80H620', '#555', 6));
    for (let i = 0; i < 5; i++)
      out.push(
        stroke(P`M${160 + i * 100} 80V${120 + (i % 2) * 20}`, '#555', 3),
        circle(160 + i * 100, 160 + (i % 2) * 20, 40 - (i % 3) * 6, '#3a3a3a'),
        stroke(P`M${160 + i * 100} ${120 + (i % 2) * 20}V${130 + (i % 2) * 20}`, '#b87333', 10),
      );
    out.push(
      rect(760, 120, 360, 200, '#2a2a2a', { rx: 8 }),
      glow(a, 940, 330, 200, 60, '#ffb347', 0.5),
      rect(780, 320, 320, 14, '#777'),
    );
    out.push(
      figure(300, 760, 360, {
        ...look(1),
        shirt: '#fff',
        pants: '#222',
        apron: wine.hex,
        cap: '#fff',
        hands: [
          [20, 56],
          [26, 62],
        ],
      }),
    );
    out.push(
      figure(620, 760, 340, {
        ...look(4),
        shirt: '#fff',
        pants: '#222',
        apron: wine.hex,
        cap: '#fff',
        hands: [
          [-20, 58],
          [22, 60],
        ],
      }),
    );
    out.push(
      figure(900, 760, 350, {
        ...look(2),
        shirt: '#fff',
        pants: '#222',
        apron: wine.hex,
        cap: '#fff',
        hands: [
          [-20, 60],
          [24, 66],
        ],
      }),
      ellipse(960, 530, 60, 14, '#fff'),
    );
    out.push(ellipse(380, 560, 70, 16, '#fff'), spaghetti(380, 552, 30, rng('about')));
    return { title: 'Three chefs plating dishes in an open kitchen under a rack of hanging pans', body: out.join('') };
  },
  mini(a) {
    return (
      rect(0, 0, 1600, 900, wine.at(14, 40)) +
      [260, 800, 1340].map((x) => path(P`M${x - 150} 620V300A150 150 0 0 1 ${x + 150} 300V620Z`, '#2a2e4a')).join('') +
      rect(0, 640, 1600, 260, '#1e120d') +
      diningTable(a, 400, 840, 340) +
      diningTable(a, 1200, 840, 340)
    );
  },
  gallery: Object.fromEntries(Object.entries(G).map(([k, fs]) => [k, (a: Art, v: number) => fs[v - 1](a)])),
};

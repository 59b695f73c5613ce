// Generic professional business: glass skyline, a meeting room, and one
// neutral project placeholder.
import type { Kit } from '../kit';
import { THEMES } from '../themes';
import { Art, P, circle, path, rect, rng, stroke } from '../svg';
import { plant, tower, tree } from '../parts/buildings';
import { glow } from '../parts/decor';
import { mug, table, windowPane } from '../parts/interior';
import { figure, look } from '../parts/people';

const t = THEMES.general;
const blue = t.primary;
const green = t.secondary;

/** Two layers of towers: hazy far row, crisp near row with lit window grids. */
function skyline(a: Art, w: number, h: number, seed: string, ground: number, farRow = true): string {
  const r = rng(seed);
  const s = w / 1600;
  const far = a.pattern(18 * s, 22 * s, rect(3 * s, 4 * s, 12 * s, 12 * s, '#fff', { opacity: 0.25 }));
  const near = a.pattern(
    28 * s,
    34 * s,
    rect(5 * s, 6 * s, 18 * s, 20 * s, blue.at(70, 50), { opacity: 0.8 }) +
      rect(5 * s, 6 * s, 18 * s, 6 * s, '#ffe6c0', { opacity: 0.35 }),
  );
  const out = [
    rect(
      0,
      0,
      w,
      h,
      a.lin([
        [0, blue.at(42, 70)],
        [0.5, blue.at(70, 60)],
        [0.8, '#f5d9b8'],
        [1, '#fbe8cf'],
      ]),
    ),
  ];
  out.push(glow(a, w * 0.5, ground, w * 0.5, h * 0.35, '#ffe6c0', 0.7));
  for (let x = -20 * s; farRow && x < w;) {
    const bw = (70 + r() * 90) * s,
      bh = (160 + r() * 200) * s;
    out.push(tower(x, ground, bw, bh, blue.at(58, 30), far, false));
    x += bw + 6 * s;
  }
  for (let x = 10 * s; x < w;) {
    const bw = (110 + r() * 110) * s,
      bh = (180 + r() * 300) * s;
    const body = a.lin(
      [
        [0, blue.at(34, 55)],
        [1, blue.at(20, 55)],
      ],
      0,
      0,
      1,
      0.3,
    );
    out.push(tower(x, ground, bw, bh, body, near, r() > 0.4));
    out.push(
      path(
        P`M${x + bw * 0.2} ${ground - bh}L${x + bw * 0.5} ${ground - bh}L${x + bw * 0.05} ${ground}H${x}V${ground - bh * 0.6}Z`,
        '#fff',
        { opacity: 0.07 },
      ),
    );
    x += bw + (40 + r() * 120) * s;
  }
  out.push(
    rect(
      0,
      ground,
      w,
      h - ground,
      a.lin([
        [0, '#2c3e50'],
        [1, '#1a2633'],
      ]),
    ),
  );
  return out.join('');
}

export const general: Kit = {
  id: 'general',
  // A two-colour print: thin outlines, flat fills, every colour mapped onto the brand's dark-to-light ramp.
  style: {
    line: 2,
    shading: 'flat',
    palette: 'duotone',
    frame: 'bleed',
    people: 'geometric',
    build: 0.88,
    plant: 'cactus',
    sparkle: 'diamond',
    contour: 'faceted',
  },
  hero(a) {
    const body =
      skyline(a, 1600, 900, 'gen-hero', 800) +
      [120, 330, 1280, 1480].map((x) => tree(x, 830, 200, green.d(6), green.d(-6))).join('') +
      rect(0, 820, 1600, 80, '#1a2633');
    return { title: 'Modern office skyline of glass towers at golden hour', body };
  },
  about(a) {
    const out = [
      rect(
        0,
        0,
        1200,
        800,
        a.lin([
          [0, '#f4f6f9'],
          [1, '#e4e9ef'],
        ]),
      ),
      rect(0, 600, 1200, 200, '#c8ced6'),
    ];
    out.push(windowPane(a, 80, 80, 460, 300, '#fff'));
    out.push(
      rect(700, 90, 380, 240, '#fff', { stroke: '#cfd6de', 'stroke-width': 4 }),
      stroke('M740 290L820 230L900 260L1000 160L1050 180', blue.hex, 8),
      rect(740, 120, 120, 18, green.hex, { rx: 9 }),
    );
    out.push(table(200, 640, 800, 150, '#f7f7f7', '#9aa3ad'));
    out.push(
      figure(260, 760, 330, {
        ...look(0),
        shirt: blue.hex,
        pants: '#2a2f3a',
        hands: [
          [30, 56],
          [22, 50],
        ],
      }),
    );
    out.push(
      figure(600, 760, 350, {
        ...look(2),
        shirt: '#f2f4f7',
        pants: '#2a2f3a',
        hands: [
          [-20, 56],
          [-28, 72],
        ],
      }),
    );
    out.push(
      figure(940, 760, 330, {
        ...look(4),
        shirt: green.hex,
        pants: '#2a2f3a',
        longHair: true,
        hands: [
          [-30, 56],
          [-22, 50],
        ],
      }),
    );
    out.push(
      path('M330 490L350 420H460L440 490Z', '#2a2f3a'),
      rect(330, 488, 130, 6, '#555'),
      path('M820 490L840 420H950L930 490Z', '#2a2f3a'),
      rect(820, 488, 130, 6, '#555'),
    );
    out.push(mug(560, 490, 30, blue.hex), plant(1120, 600, 260, '#3f8a4a', '#fff'));
    return { title: 'Team meeting around a table in a bright modern office', body: out.join('') };
  },
  mini(a) {
    return skyline(a, 1600, 900, 'gen-mini', 800, false);
  },
  gallery: {},
  extra: {
    'gallery/project.svg': [
      800,
      600,
      (a: Art) => {
        // Deliberately neutral: a planning board that fits any kind of business.
        const body =
          rect(
            0,
            0,
            800,
            600,
            a.lin([
              [0, '#eef2f7'],
              [1, '#dde4ec'],
            ]),
          ) +
          rect(80, 70, 640, 420, '#fff', { rx: 14, stroke: '#cfd6de', 'stroke-width': 3 }) +
          rect(80, 70, 640, 50, blue.hex, { rx: 14 }) +
          rect(80, 100, 640, 20, blue.hex) +
          circle(110, 95, 8, '#fff', { opacity: 0.7 }) +
          circle(136, 95, 8, '#fff', { opacity: 0.5 }) +
          [0, 1, 2, 3, 4]
            .map((i) =>
              rect(
                130 + i * 64,
                420 - [90, 150, 120, 210, 250][i],
                40,
                [90, 150, 120, 210, 250][i],
                i === 4 ? green.hex : blue.at(60 + i * 5, 60),
                { rx: 6 },
              ),
            )
            .join('') +
          stroke('M120 420H460', '#cfd6de', 3) +
          circle(590, 260, 90, blue.at(88, 60)) +
          path('M590 260V170A90 90 0 0 1 676 287Z', blue.hex) +
          path('M590 260L676 287A90 90 0 0 1 540 335Z', green.hex) +
          rect(500, 390, 180, 14, '#dbe2ea', { rx: 7 }) +
          rect(500, 420, 130, 14, '#dbe2ea', { rx: 7 }) +
          rect(300, 520, 200, 30, '#c9d1da', { rx: 6 });
        return { title: 'Placeholder project image: a dashboard of charts on a board', body };
      },
    ],
  },
};

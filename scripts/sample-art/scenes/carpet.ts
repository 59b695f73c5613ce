// Carpet cleaning: rooms in perspective where freshly cleaned lanes shine
// next to dull, stained areas; extractors, pets, sofas and tile grout.
import type { Kit } from '../kit';
import { THEMES } from '../themes';
import { Art, Color, P, circle, ellipse, g, path, poly, rect, rng, spots, stroke, tr } from '../svg';
import { plant } from '../parts/buildings';
import { bubbles, glow, sparkle } from '../parts/decor';
import { floorLamp, frame, sofa, windowPane } from '../parts/interior';
import { figure, look } from '../parts/people';

const t = THEMES.carpet;
const teal = t.primary;
const sun = t.secondary;

/**
 * Floor from `top` down to `h`, striped in lanes that converge toward vx.
 * `dirty` is the fraction of lanes (from the left) still uncleaned.
 */
function carpetFloor(a: Art, w: number, h: number, top: number, vx: number, base: Color, lanes = 9, dirty = 0): string {
  const out = [
    rect(
      0,
      top,
      w,
      h - top,
      a.lin([
        [0, base.d(-6)],
        [1, base.d(4)],
      ]),
    ),
  ];
  const bw = (w * 1.6) / lanes,
    tw = bw * 0.35;
  for (let i = 0; i < lanes; i++) {
    const bx = w / 2 - w * 0.8 + i * bw,
      tx = vx - (lanes * tw) / 2 + i * tw;
    const isDirty = i < lanes * dirty;
    const fill = isDirty ? base.shift(10, -25, -14).hex : i % 2 ? base.d(6) : base.d(1);
    out.push(
      poly(
        [
          [tx, top],
          [tx + tw, top],
          [bx + bw, h],
          [bx, h],
        ],
        fill,
      ),
    );
  }
  // Fine pile texture so the lanes read as carpet rather than floorboards.
  out.push(
    rect(
      0,
      top,
      w,
      h - top,
      a.pattern(6, 6, rect(0, 0, 3, 3, '#000', { opacity: 0.05 }) + rect(3, 3, 3, 3, '#fff', { opacity: 0.08 })),
    ),
  );
  return out.join('');
}

/** Stains for the not-yet-cleaned part. */
function stains(r: () => number, x: number, y: number, w: number, h: number, n = 6): string {
  return spots(
    Array.from({ length: n }, () => [x + r() * w, y + r() * h, 10 + r() * 26]),
    '#6b5a3e',
    { opacity: 0.35 },
  );
}

/**
 * The cleaning end of a truck-mounted hot-water extractor, facing left, its head on y = 0:
 * a steel floor wand with a wide suction head and a valve grip, and the long vacuum and
 * solution hoses running off along the floor to the truck outside. No machine stands in
 * the room: the pump, heater and tank stay in the van.
 */
function extractor(a: Art, x: number, y: number, s: number): string {
  const steel = a.lin(
    [
      [0, '#eef2f4'],
      [1, '#8c979c'],
    ],
    0,
    0,
    1,
    0,
  );
  return g(
    { transform: tr(x, y, s) },
    // The hoses, laid on the floor and trailing out of the room.
    stroke('M122 -250C190 -170 170 -24 70 -10C-60 6 -400 -6 -1000 6', '#2f3b40', 16),
    ellipse(-30, 2, 90, 8, '#000', { opacity: 0.18 }),
    // A fresh, damp stripe behind the head: the pass just made.
    rect(-100, -4, 130, 6, teal.d(-20), { opacity: 0.35 }),
    // The head: wide and low, with the suction slot along its lip.
    rect(-110, -30, 150, 30, steel, { rx: 5, stroke: '#5f6b70', 'stroke-width': 4 }),
    rect(-96, -6, 122, 5, '#2f3b40', { rx: 2 }),
    // The wand: a steel tube rising to a valve and a grip.
    stroke('M10 -20L112 -330', '#5f6b70', 16),
    stroke('M12 -24L112 -330', '#dfe6e8', 4),
    rect(88, -290, 44, 30, teal.d(-8), { rx: 6 }),
    stroke('M100 -330H150L160 -296', '#2c3a40', 14),
  );
}

/** Sitting dog in profile, facing left; (x, y) at its front paws. */
function dog(x: number, y: number, s: number, c: string): string {
  return g(
    { transform: tr(x, y, s) },
    ellipse(70, -60, 70, 60, c),
    rect(10, -110, 40, 110, c, { rx: 18 }),
    ellipse(120, -16, 50, 20, c),
    circle(30, -150, 46, c),
    ellipse(-12, -136, 30, 20, c),
    circle(-40, -140, 9, '#222'),
    path('M40 -186C70 -190 78 -140 62 -120C50 -134 44 -160 40 -186Z', '#000', { opacity: 0.2 }),
    circle(14, -160, 6, '#222'),
    stroke('M140 -80Q190 -110 176 -150', c, 16),
    rect(2, -118, 54, 12, sun.hex, { rx: 6 }),
  );
}

function cat(x: number, y: number, s: number, c: string): string {
  return g(
    { transform: tr(x, y, s) },
    ellipse(60, -40, 80, 40, c),
    circle(-10, -70, 36, c),
    poly(
      [
        [-40, -90],
        [-34, -130],
        [-14, -102],
      ],
      c,
    ),
    poly(
      [
        [-6, -104],
        [14, -132],
        [20, -96],
      ],
      c,
    ),
    circle(-24, -72, 5, '#2b2b2b'),
    circle(2, -72, 5, '#2b2b2b'),
    stroke('M136 -30Q190 -40 170 -100', c, 12),
  );
}

function pawTrail(x0: number, y0: number, x1: number, y1: number, n: number, c: string): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const k = i / (n - 1),
      x = x0 + (x1 - x0) * k + (i % 2 ? 14 : -14),
      y = y0 + (y1 - y0) * k;
    d += P`M${x} ${y}h0M${x - 10} ${y - 14}h0M${x} ${y - 18}h0M${x + 10} ${y - 14}h0`;
  }
  return path(d, 'none', { stroke: c, 'stroke-width': 11, opacity: 0.55 });
}

/** Tiles in perspective: grout lines that converge and rows that widen toward the viewer. */
function tileFloor(
  top: number,
  w: number,
  h: number,
  vx: number,
  tile: string,
  grout: string,
  cols = 10,
  rows = 7,
): string {
  let d = '';
  for (let i = 0; i <= cols; i++) {
    const bx = -w * 0.3 + (i * w * 1.6) / cols,
      tx = vx - w * 0.35 + (i * w * 0.7) / cols;
    d += P`M${tx} ${top}L${bx} ${h}`;
  }
  for (let j = 1; j <= rows; j++) d += P`M0 ${top + (h - top) * Math.pow(j / rows, 1.7)}H${w}`;
  return rect(0, top, w, h - top, tile) + stroke(d, grout, 4);
}

function livingRoom(a: Art, w: number, h: number, floorTop: number, dirty: number, seed: string): string {
  const r = rng(seed);
  const s = w / 1600;
  return (
    rect(
      0,
      0,
      w,
      floorTop,
      a.lin([
        [0, teal.at(94, 25)],
        [1, teal.at(86, 20)],
      ]),
    ) +
    windowPane(a, 180 * s, 110 * s, 380 * s, 330 * s) +
    frame(
      1130 * s,
      150 * s,
      220 * s,
      150 * s,
      a.lin(
        [
          [0, sun.d(10)],
          [1, teal.d(20)],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    rect(0, floorTop - 14 * s, w, 14 * s, '#fff') +
    carpetFloor(a, w, h, floorTop, w * 0.55, new Color(40, 30, 80), 11, dirty) +
    stains(r, 0, floorTop + 60 * s, w * dirty * 0.9, h - floorTop - 80 * s, Math.round(dirty * 10)) +
    sofa(a, 620 * s, floorTop + 20 * s, 560 * s, teal.shift(0, -30, 16)) +
    plant(1360 * s, floorTop + 30 * s, 300 * s, '#3f8f5a', '#f1ece4') +
    floorLamp(a, 110 * s, floorTop + 10 * s, 420 * s)
  );
}

const G: Record<string, ((a: Art) => { title: string; body: string })[]> = {
  residential: [
    (a) => ({
      title: 'Living room carpet with freshly cleaned lanes beside a sofa',
      body:
        livingRoom(a, 800, 600, 340, 0.35, 'res1') +
        extractor(a, 250, 560, 0.7) +
        sparkle(620, 470, 16, '#fff') +
        sparkle(700, 420, 10, '#fff'),
    }),
    (a) => ({
      title: 'Bedroom with plush carpet showing neat cleaning lines',
      body:
        rect(
          0,
          0,
          800,
          330,
          a.lin([
            [0, '#efe6f1'],
            [1, '#e0d3e3'],
          ]),
        ) +
        carpetFloor(a, 800, 600, 330, 420, new Color(30, 25, 78), 9) +
        rect(250, 150, 300, 150, '#7a5a44', { rx: 10 }) +
        rect(210, 250, 380, 110, '#fdfbf8', { rx: 14 }) +
        rect(210, 300, 380, 90, teal.d(10), { rx: 12 }) +
        rect(250, 230, 120, 40, '#fff', { rx: 16 }) +
        rect(430, 230, 120, 40, '#fff', { rx: 16 }) +
        sparkle(600, 480, 18, '#fff') +
        sparkle(690, 540, 12, '#fff'),
    }),
    (a) => ({
      title: 'Carpeted staircase being cleaned step by step',
      body:
        rect(0, 0, 800, 600, '#f1ede6') +
        Array.from(
          { length: 7 },
          (_, i) =>
            rect(140 + i * 70, 500 - i * 70, 800, 70, i < 3 ? '#b8a58b' : '#d9cbb5') +
            rect(140 + i * 70, 500 - i * 70, 800, 12, '#000', { opacity: 0.13 }),
        ).join('') +
        stroke('M120 560L560 80', '#6e4c33', 12) +
        extractor(a, 420, 430, 0.55) +
        sparkle(600, 140, 18, teal.hex) +
        sparkle(700, 220, 12, teal.hex),
    }),
  ],
  commercial: [
    (a) => ({
      title: 'Open-plan office with clean carpet tiles between desks',
      body:
        rect(
          0,
          0,
          800,
          300,
          a.lin([
            [0, '#eef2f4'],
            [1, '#d9e0e4'],
          ]),
        ) +
        rect(60, 60, 680, 150, a.pattern(170, 150, rect(10, 0, 150, 150, '#bfd6e6'))) +
        tileFloor(300, 800, 600, 400, teal.at(40, 20), teal.at(32, 20), 8, 6) +
        [120, 460]
          .map(
            (x) =>
              rect(x, 330, 220, 14, '#f4f4f4') +
              rect(x + 16, 344, 10, 90, '#999') +
              rect(x + 194, 344, 10, 90, '#999') +
              rect(x + 70, 270, 80, 56, '#2b3440', { rx: 4 }),
          )
          .join('') +
        sparkle(400, 520, 20, '#fff'),
    }),
    (a) => ({
      title: 'Long hotel corridor with patterned carpet after deep cleaning',
      body:
        rect(0, 0, 800, 600, '#e9dfd0') +
        poly(
          [
            [0, 0],
            [320, 200],
            [320, 330],
            [0, 600],
          ],
          '#d8c9b3',
        ) +
        poly(
          [
            [800, 0],
            [480, 200],
            [480, 330],
            [800, 600],
          ],
          '#d8c9b3',
        ) +
        rect(320, 200, 160, 130, '#f3ebde') +
        poly(
          [
            [0, 600],
            [320, 330],
            [480, 330],
            [800, 600],
          ],
          teal.d(-6),
        ) +
        stroke(
          'M400 330V600M240 600L360 330M560 600L440 330M0 560L800 560M130 480H670M230 420H570M290 380H510',
          sun.hex,
          4,
          { opacity: 0.5 },
        ) +
        poly(
          [
            [60, 140],
            [200, 210],
            [200, 420],
            [60, 470],
          ],
          '#8a5f3f',
        ) +
        poly(
          [
            [740, 140],
            [600, 210],
            [600, 420],
            [740, 470],
          ],
          '#8a5f3f',
        ) +
        glow(a, 400, 100, 300, 80, '#fff6d8', 0.7),
    }),
    (a) => ({
      title: 'Top-down view of carpet tiles with a cleaned strip through the middle',
      body:
        rect(
          0,
          0,
          800,
          600,
          a.pattern(
            100,
            100,
            rect(0, 0, 100, 100, '#8d8a7d') +
              rect(4, 4, 92, 92, '#9b9789') +
              stroke('M10 20H90M10 50H90M10 80H90', '#8b8779', 3),
          ),
        ) +
        rect(
          250,
          0,
          300,
          600,
          a.pattern(
            100,
            100,
            rect(0, 0, 100, 100, teal.at(45, 25)) +
              rect(4, 4, 92, 92, teal.at(52, 25)) +
              stroke('M10 20H90M10 50H90M10 80H90', teal.at(46, 25), 3),
          ),
        ) +
        stroke('M250 0V600M550 0V600', '#fff', 3, { opacity: 0.5 }) +
        bubbles([
          [280, 540, 14],
          [520, 520, 10],
          [400, 560, 18],
        ]) +
        sparkle(400, 300, 30, '#fff'),
    }),
  ],
  upholstery: [
    (a) => ({
      title: 'Fabric sofa mid-clean: dull on the left, bright on the right',
      body:
        rect(0, 0, 800, 600, teal.at(92, 20)) +
        rect(0, 470, 800, 130, '#cdb79a') +
        sofa(a, 100, 480, 600, new Color(30, 20, 55)) +
        rect(100, 250, 300, 240, '#5a4a30', { opacity: 0.3 }) +
        stroke('M400 230V480', '#fff', 4, { 'stroke-dasharray': '10 10' }) +
        sparkle(560, 300, 22) +
        sparkle(640, 360, 14) +
        bubbles([
          [420, 310, 10],
          [450, 360, 14],
          [430, 420, 8],
        ]),
    }),
    () => ({
      title: 'A set of fabric dining chairs after cleaning',
      body:
        rect(0, 0, 800, 600, teal.at(90, 25)) +
        rect(0, 450, 800, 150, '#a98763') +
        Array.from({ length: 3 }, (_, i) =>
          g(
            { transform: tr(120 + i * 200, 460) },
            rect(10, -330, 140, 200, '#6b4a33', { rx: 16 }),
            rect(26, -314, 108, 168, sun.at(62, 60), { rx: 10 }),
            rect(0, -150, 160, 40, sun.at(56, 60), { rx: 12 }),
            rect(10, -112, 12, 112, '#6b4a33'),
            rect(138, -112, 12, 112, '#6b4a33'),
          ),
        ).join('') +
        sparkle(700, 120, 20, teal.hex) +
        sparkle(640, 80, 12, teal.hex),
    }),
    (a) => ({
      title: 'Steam wand refreshing a velvet armchair',
      body:
        rect(
          0,
          0,
          800,
          600,
          a.lin([
            [0, '#f6f2ec'],
            [1, '#e6ddd0'],
          ]),
        ) +
        rect(0, 480, 800, 120, '#b99a74') +
        sofa(a, 230, 490, 320, new Color(350, 35, 45), 1) +
        stroke('M760 160Q650 180 600 260', '#2d3a40', 14) +
        rect(560, 240, 80, 40, teal.hex, { rx: 8, transform: 'rotate(25 600 260)' }) +
        spots(
          [
            [540, 300, 30],
            [510, 330, 24],
            [560, 340, 20],
            [490, 300, 18],
          ],
          '#fff',
          { opacity: 0.7 },
        ),
    }),
  ],
  pet: [
    (a) => ({
      title: 'Happy dog sitting on a freshly cleaned rug',
      body:
        rect(
          0,
          0,
          800,
          380,
          a.lin([
            [0, '#f5efe6'],
            [1, '#e9dfd0'],
          ]),
        ) +
        rect(0, 380, 800, 220, '#b08b62') +
        ellipse(400, 480, 330, 90, teal.d(4)) +
        ellipse(400, 480, 290, 70, 'none', { stroke: sun.hex, 'stroke-width': 6 }) +
        dog(330, 480, 1.1, '#c98b4a') +
        sparkle(620, 420, 18) +
        sparkle(180, 440, 12),
    }),
    (a) => ({
      title: 'Cat relaxing beside a treated pet stain with enzyme spray',
      body:
        rect(
          0,
          0,
          800,
          600,
          a.lin([
            [0, teal.at(92, 25)],
            [1, teal.at(84, 25)],
          ]),
        ) +
        carpetFloor(a, 800, 600, 330, 400, new Color(35, 30, 82), 9) +
        cat(200, 480, 1.2, '#5b5f66') +
        ellipse(560, 480, 90, 36, '#7a6440', { opacity: 0.3 }) +
        rect(600, 300, 60, 120, teal.hex, { rx: 10 }) +
        rect(610, 270, 40, 40, sun.hex) +
        spots(
          [
            [580, 440, 8],
            [560, 455, 6],
            [600, 460, 7],
          ],
          '#cfeefa',
        ),
    }),
    (a) => ({
      title: 'Muddy paw prints wiped away on a cleaned carpet',
      body:
        carpetFloor(a, 800, 600, 0, 400, new Color(38, 28, 84), 10, 0.5) +
        pawTrail(100, 560, 360, 40, 9, '#5b4630') +
        sparkle(560, 220, 22) +
        sparkle(660, 380, 14) +
        bubbles([
          [420, 300, 12],
          [450, 340, 8],
          [430, 250, 9],
        ]),
    }),
  ],
  tile: [
    (a) => ({
      title: 'Kitchen floor with bright, freshly cleaned tile and grout lines',
      body:
        rect(0, 0, 800, 300, '#f6f3ee') +
        // The kitchen: wall cupboards, a tiled splashback, a counter with a tap, base cupboards.
        rect(80, 30, 640, 110, '#fff') +
        stroke('M240 30V140M400 30V140M560 30V140M236 120H244M396 120H404M556 120H564M716 120H724', '#d9d2c6', 3) +
        rect(80, 140, 640, 80, a.pattern(40, 20, rect(0, 0, 40, 20, '#d9e4e1') + rect(1, 1, 38, 18, '#eef3f1'))) +
        stroke('M420 220V182Q420 172 436 172H446', '#9aa3ab', 7) +
        rect(70, 216, 660, 16, '#6f6a62') +
        rect(80, 232, 640, 70, teal.at(82, 20)) +
        stroke(
          'M240 232V302M400 232V302M560 232V302M160 246H200M320 246H360M480 246H520M640 246H680',
          teal.at(62, 20),
          4,
        ) +
        tileFloor(300, 800, 600, 400, '#ece6dc', '#b9ae9c', 9, 6) +
        sparkle(600, 470, 22) +
        sparkle(680, 400, 12),
    }),
    (a) => ({
      title: 'Bathroom floor and shower wall with clean white grout, scrubbed with foam',
      body:
        rect(0, 0, 800, 600, a.pattern(80, 80, rect(0, 0, 80, 80, '#b8c7cc') + rect(3, 3, 74, 74, '#eef5f7'))) +
        // The shower: its head on the tiled wall, the tiled floor below it.
        stroke('M120 0V70Q120 90 140 90H160', '#9aa3ab', 10) +
        path('M150 80H210L200 112H160Z', '#b9c1c8') +
        stroke('M166 124L158 170M180 124V176M194 124L202 170', '#8fc3dc', 4, { opacity: 0.8 }) +
        tileFloor(470, 800, 600, 400, '#f4f1ec', '#d2ccc2', 10, 3) +
        bubbles([
          [300, 250, 20],
          [330, 280, 14],
          [280, 300, 16],
          [360, 240, 10],
          [320, 320, 12],
        ]) +
        g(
          { transform: 'rotate(-20 420 300)' },
          rect(360, 270, 140, 44, teal.hex, { rx: 12 }),
          rect(370, 314, 120, 18, sun.hex),
          rect(480, 280, 160, 22, teal.d(-10), { rx: 11 }),
        ) +
        sparkle(620, 120, 20, teal.hex),
    }),
    (a) => ({
      title: 'Top-down stone tiles, dingy grout on one side and clean on the other',
      body:
        rect(0, 0, 800, 600, a.pattern(120, 120, rect(0, 0, 120, 120, '#6f6456') + rect(5, 5, 110, 110, '#c9bda9'))) +
        rect(
          400,
          0,
          400,
          600,
          a.pattern(120, 120, rect(0, 0, 120, 120, '#f1efe9') + rect(5, 5, 110, 110, '#ddd2c0'), 'translate(40 0)'),
        ) +
        bubbles([
          [410, 200, 14],
          [390, 240, 10],
          [420, 300, 16],
          [400, 380, 9],
        ]) +
        sparkle(600, 300, 26),
    }),
  ],
};

export const carpet: Kit = {
  id: 'carpet',
  // Soft flat rooms with no outlines in true colours (captions name them: beige carpet, cream rug), full-bleed; people as silhouettes.
  style: {
    line: 0,
    shading: 'flat',
    palette: 'natural',
    frame: 'bleed',
    people: 'silhouette',
    build: 1,
    plant: 'monstera',
    sparkle: 'burst',
    contour: 'smooth',
  },
  hero(a) {
    const body =
      livingRoom(a, 1600, 900, 560, 0.3, 'carpet-hero') +
      extractor(a, 560, 840, 1.05) +
      bubbles([
        [470, 830, 14],
        [520, 850, 10],
        [440, 860, 9],
      ]) +
      sparkle(980, 760, 26) +
      sparkle(1200, 700, 18) +
      sparkle(1380, 820, 14);
    return { title: 'Bright living room where a carpet extractor leaves clean lanes across the carpet', body };
  },
  about(a) {
    const out = [livingRoom(a, 1200, 800, 430, 0.25, 'carpet-about')];
    out.push(extractor(a, 560, 740, 0.9));
    out.push(
      figure(690, 760, 340, {
        ...look(2),
        shirt: teal.hex,
        pants: '#2d3a40',
        hands: [
          [-20, 60],
          [-12, 56],
        ],
      }),
    );
    out.push(
      figure(200, 760, 320, {
        ...look(4),
        shirt: teal.hex,
        pants: '#2d3a40',
        hands: [
          [-16, 50],
          [16, 50],
        ],
        longHair: true,
      }),
    );
    out.push(
      circle(200, 600, 52, 'none', { stroke: '#2d3a40', 'stroke-width': 14 }),
      rect(880, 660, 260, 70, sun.at(60, 70), { rx: 35 }),
      circle(1140, 695, 35, sun.at(50, 70)),
    );
    return { title: 'Fresh Carpet Cleaning technicians at work in a client living room', body: out.join('') };
  },
  mini(a) {
    return (
      rect(0, 0, 1600, 560, teal.at(90, 25)) +
      carpetFloor(a, 1600, 900, 560, 880, new Color(40, 30, 80), 9, 0.3) +
      sofa(a, 620, 580, 560, teal.shift(0, -30, 16)) +
      extractor(a, 420, 840, 1)
    );
  },
  gallery: Object.fromEntries(Object.entries(G).map(([k, fs]) => [k, (a: Art, v: number) => fs[v - 1](a)])),
};

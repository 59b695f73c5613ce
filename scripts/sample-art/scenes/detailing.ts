// Auto detailing: glossy cars in studio light, a wash bay and sunset drives.
import type { Kit } from '../kit';
import { THEMES } from '../themes';
import { Art, Color, P, circle, ellipse, g, path, spots, rect, rng, stroke, use } from '../svg';
import { CarKind, car, carAt, carGeom, carLength } from '../parts/vehicles';
import { bokeh, bubbles, glow, room, sparkle, vignette } from '../parts/decor';
import { figure, look, portrait } from '../parts/people';

const t = THEMES.detailing;
const red = t.primary;
const slate = t.secondary;

/** Dark studio: light panels, a cone of light and a mirrored floor. */
/** A car under studio lights in a dark bay; `cx` is where the car and its light stand (the middle unless given). */
function studio(
  a: Art,
  w: number,
  h: number,
  floorY: number,
  kind: CarKind,
  paint: Color,
  scale: number,
  cx = w / 2,
): string {
  const id = a.symbol(car(a, kind, paint, { shadow: false }));
  const x = Math.round(cx - (carLength(kind) * scale) / 2);
  const beam = Math.min(w * 0.2, w - cx);
  const out = [room(a, w, h, floorY, [slate.at(6), slate.at(16)], [slate.at(12), slate.at(4)])];
  out.push(
    path(
      P`M${cx - beam} 0H${cx + beam}L${cx + beam * 2.25} ${floorY + 40}H${cx - beam * 2.25}Z`,
      a.lin([
        [0, '#fff', 0.16],
        [1, '#fff', 0],
      ]),
    ),
  );
  for (let i = 0; i < 3; i++)
    out.push(rect(cx + beam * (i - 1.4), h * 0.05, beam * 0.8, h * 0.018, '#f4f7ff', { rx: 4 }));
  out.push(glow(a, cx, h * 0.06, beam * 2, h * 0.1, '#dfe8ff', 0.5));
  out.push(rect(0, floorY - 3, w, 3, red.hex, { opacity: 0.8 }), glow(a, cx, floorY, w * 0.6, 24, red.d(10), 0.5));
  out.push(glow(a, cx, floorY + 18, beam * 2.1, h * 0.08, '#ffffff', 0.22));
  const ground = floorY + (h - floorY) * 0.45;
  out.push(use(id, { transform: `translate(${x} ${ground}) scale(${scale} ${-scale})`, opacity: 0.22 }));
  out.push(
    rect(
      0,
      ground,
      w,
      h - ground,
      a.lin([
        [0, slate.at(5), 0.2],
        [0.5, slate.at(4), 0.9],
      ]),
    ),
  );
  out.push(glow(a, cx, ground, carLength(kind) * scale * 0.55, 16 * scale, '#000', 0.9));
  out.push(use(id, { transform: `translate(${x} ${ground}) scale(${scale})` }));
  return out.join('');
}

/** Hand-wash bay; `foam` covers the car in suds, otherwise a fresh coating beads the rinse water on its panels. */
function washBay(a: Art, kind: CarKind, paint: Color, seed: string, foam: boolean): string {
  const r = rng(seed);
  const tiles = a.pattern(80, 80, rect(0, 0, 80, 80, '#dfe9f1') + rect(0, 0, 78, 78, '#eef4f8'));
  const out = [
    rect(0, 0, 800, 600, tiles),
    rect(
      0,
      440,
      800,
      160,
      a.lin([
        [0, '#9aa7b3'],
        [1, '#6d7884'],
      ]),
    ),
  ];
  out.push(
    rect(0, 430, 800, 12, red.hex),
    stroke('M0 520H800', '#fff', 3, { opacity: 0.2, 'stroke-dasharray': '40 30' }),
  );
  out.push(carAt(a, kind, paint, 400, 500, 1.35));
  // Foam on the roof and sills, water beads on the panels.
  // Foam gathers along the roof and sills; loose water beads drift in the air.
  const G = carGeom(kind),
    sc = 1.35,
    x0 = 400 - (G.len * sc) / 2;
  if (foam) {
    const suds: number[][] = [];
    for (let i = 0; i < 40; i++) {
      const band = i % 3; // roof, shoulder, sill
      const x =
        band === 0 ? x0 + (G.glassX[0] + r() * (G.glassX[1] - G.glassX[0])) * sc : x0 + (20 + r() * (G.len - 40)) * sc;
      const y = 500 + (band === 0 ? G.roof + 4 : band === 1 ? G.belt : -30) * sc + (r() - 0.5) * 18;
      suds.push([x, y, 5 + r() * (band === 2 ? 9 : 14)]);
    }
    out.push(bubbles(suds));
  } else {
    // Tight round beads on the bonnet and front wing: the sign of a fresh coating.
    const beads = Array.from({ length: 40 }, () => [
      x0 + (G.glassX[1] + 8 + r() * (G.len - G.glassX[1] - 40)) * sc,
      500 + (G.belt - 2 + r() * 12) * sc,
      2 + r() * 3,
    ]);
    out.push(spots(beads, '#fff', { opacity: 0.85 }), sparkle(x0 + (G.len - 70) * sc, 500 + (G.belt - 14) * sc, 14));
  }
  out.push(
    spots(
      Array.from({ length: 24 }, () => [r() * 800, r() * 420, 2 + r() * 3]),
      '#8fc5ea',
      { opacity: 0.6 },
    ),
  );
  return out.join('');
}

/** Cabin seen from the back seat: windscreen, dashboard and two front seats in tan leather. */
function cabin(a: Art): string {
  const leather = a.lin([
    [0, '#d7a878'],
    [1, '#a87548'],
  ]);
  const seat = (cx: number) =>
    rect(cx - 26, 196, 10, 50, '#6b6f76') +
    rect(cx + 16, 196, 10, 50, '#6b6f76') +
    rect(cx - 70, 150, 140, 64, leather, { rx: 26 }) +
    rect(cx - 110, 236, 220, 380, leather, { rx: 44 }) +
    stroke(P`M${cx - 50} 262V600M${cx + 50} 262V600`, '#f3dcc0', 3, { 'stroke-dasharray': '8 8', opacity: 0.8 }) +
    stroke(P`M${cx - 110} 340H${cx + 110}`, '#8c5d35', 4, { opacity: 0.5 });
  return [
    rect(0, 0, 800, 600, '#23262b'),
    path(
      'M90 40H710Q760 40 770 90L790 300H10L30 90Q40 40 90 40Z',
      a.lin([
        [0, '#6d8fb0'],
        [0.7, '#c8d8e6'],
        [1, '#e9eef2'],
      ]),
    ),
    path('M10 300H790L800 360V420H0V360Z', '#2e3238'),
    rect(60, 318, 680, 10, '#8a6a4a', { rx: 5 }),
    glow(a, 250, 340, 90, 26, '#7fd0ff', 0.5),
    circle(250, 360, 124, 'none', { stroke: '#15171a', 'stroke-width': 20 }),
    rect(380, 380, 40, 220, '#1b1d21'),
    seat(250),
    seat(550),
    sparkle(150, 110, 16, '#fff', 0.8),
    sparkle(360, 230, 12),
    sparkle(660, 280, 10, '#fff', 0.8),
  ].join('');
}

function sunset(a: Art, kind: CarKind, paint: Color, seed: string): string {
  const r = rng(seed);
  const out = [
    rect(
      0,
      0,
      800,
      600,
      a.lin([
        [0, '#2b2148'],
        [0.45, '#b5476a'],
        [0.75, '#f29a5a'],
        [1, '#f6c77d'],
      ]),
    ),
  ];
  out.push(glow(a, 560, 360, 240, 160, '#ffe2a6', 0.8), circle(560, 380, 56, '#ffe9b8'));
  let sky = 'M0 420';
  for (let x = 0; x <= 800; x += 40) sky += P`V${360 - r() * 80}h26V${400 - r() * 30}h14`;
  out.push(path(sky + 'V420Z', '#3a2a4a', { opacity: 0.7 }));
  out.push(
    rect(
      0,
      420,
      800,
      180,
      a.lin([
        [0, '#2a2130'],
        [1, '#15111a'],
      ]),
    ),
    stroke('M0 520H800', '#f6c77d', 4, { 'stroke-dasharray': '50 40', opacity: 0.6 }),
  );
  out.push(carAt(a, kind, paint, 390, 490, 1.3, { beams: true }));
  return out.join('');
}

/**
 * A close view of one wheel, the car cropped round it: the spokes clean, the tyre dressed to a
 * satin black with a sheen along its wall.
 */
function wheelCloseUp(a: Art, kind: CarKind, paint: Color): string {
  const gm = carGeom(kind);
  const s = 190 / gm.r;
  const wx = gm.wheels[1];
  const x = 420 - wx * s,
    y = 360 + gm.r * s;
  return [
    room(a, 800, 600, 470, [slate.at(8), slate.at(18)], [slate.at(14), slate.at(5)]),
    g(
      { transform: `translate(${Math.round(x)} ${Math.round(y)}) scale(${s.toFixed(2)})` },
      car(a, kind, paint, { shadow: true }),
    ),
    // The dressing's sheen on the tyre wall and glints on the clean rim.
    stroke(P`M${420 - 150} ${360 - 90}A175 175 0 0 1 ${420 + 40} ${360 - 172}`, '#fff', 6, { opacity: 0.3 }),
    sparkle(470, 300, 20),
    sparkle(360, 420, 12, '#fff', 0.8),
  ].join('');
}

/** The bonnet seen close and low: water standing in tight round beads on fresh coating, the windscreen beyond. */
function beadingCloseUp(a: Art, paint: Color, seed: string): string {
  const r = rng(seed);
  const drops: number[][] = [];
  const glints: number[][] = [];
  for (let i = 0; i < 60; i++) {
    const bx = 40 + r() * 720,
      by = 250 + r() * 330;
    const br = 4 + (by - 230) * 0.03 + r() * 5;
    drops.push([bx, by, br]);
    glints.push([bx - br * 0.3, by - br * 0.3, br * 0.3]);
  }
  const beads = spots(drops, paint.d(-18)) + spots(glints, '#fff', { opacity: 0.85 });
  return [
    rect(0, 0, 800, 600, slate.at(12)),
    // The windscreen's lower edge and the sky in it.
    path(
      'M0 0H800V150Q400 110 0 170Z',
      a.lin([
        [0, '#c9d6e2'],
        [1, '#5f7184'],
      ]),
    ),
    // The bonnet, curving down towards the viewer, with a long reflection of a light strip.
    path(
      'M0 176Q400 120 800 160V600H0Z',
      a.lin([
        [0, paint.d(20)],
        [0.3, paint.hex],
        [1, paint.d(-18)],
      ]),
    ),
    path('M120 230Q400 196 700 222L690 240Q400 214 130 250Z', '#fff', { opacity: 0.55 }),
    beads,
  ].join('');
}

/**
 * A panel half way through paint correction: masking tape down the middle, swirls and haze in
 * the light on the unpolished half, the same light a crisp mirror image on the polished half,
 * and the polisher resting on it.
 */
function correctionCloseUp(a: Art, paint: Color, seed: string): string {
  const r = rng(seed);
  let swirls = '';
  for (let i = 0; i < 26; i++) {
    const cx = 40 + r() * 320,
      cy = 60 + r() * 480,
      rr = 20 + r() * 50;
    swirls += P`M${cx - rr} ${cy}A${rr} ${rr} 0 0 1 ${cx + rr} ${cy}`;
  }
  const panel = a.lin(
    [
      [0, paint.d(14)],
      [0.5, paint.hex],
      [1, paint.d(-10)],
    ],
    0,
    0,
    0.3,
    1,
  );
  return [
    rect(0, 0, 800, 600, panel),
    // The unpolished half: the light a blur, swirls scattered round it.
    ellipse(200, 200, 150, 46, '#fff', { opacity: 0.22 }),
    stroke(swirls, '#fff', 2, { opacity: 0.4 }),
    rect(0, 0, 400, 600, '#fff', { opacity: 0.07 }),
    // The polished half: the light bars mirrored sharp and straight.
    rect(470, 150, 250, 18, '#fff', { opacity: 0.9 }),
    rect(470, 190, 250, 18, '#fff', { opacity: 0.9 }),
    rect(470, 230, 250, 18, '#fff', { opacity: 0.9 }),
    // Masking tape down the middle.
    rect(392, 0, 26, 600, '#e7d6a3'),
    stroke('M392 0V600M418 0V600', '#c9b27a', 2),
    // The polisher on the corrected side.
    ellipse(600, 440, 110, 30, '#000', { opacity: 0.3 }),
    rect(500, 390, 200, 44, red.hex, { rx: 18 }),
    rect(530, 330, 140, 64, '#2a2d33', { rx: 22 }),
    rect(690, 346, 90, 28, '#2a2d33', { rx: 12 }),
    sparkle(520, 130, 18),
  ].join('');
}

type Setting = 'studio' | 'foam' | 'rinse' | 'sunset' | 'cabin' | 'wheel' | 'beading' | 'correction';
interface Shot {
  kind: CarKind;
  paint: Color;
  setting: Setting;
  /** What the picture shows, matching the caption the portfolio gives it. */
  noun: string;
}

const BLACK = new Color(0, 0, 12);
const SILVER = new Color(210, 8, 78);
const GRAPHITE = new Color(215, 6, 48);
const WHITE = new Color(210, 10, 95);
const NAVY = new Color(218, 62, 30);
const YELLOW = new Color(48, 95, 52);
const BLUE = new Color(210, 70, 42);
const GREEN = new Color(160, 45, 30);

/** Each category's three pictures; the portfolio's titles and alt texts describe these cars. */
const SHOTS: Record<string, [Shot, Shot, Shot]> = {
  luxury: [
    { kind: 'luxury', paint: BLACK, setting: 'correction', noun: 'black luxury sedan' },
    { kind: 'luxury', paint: BLACK, setting: 'cabin', noun: 'luxury car' },
    { kind: 'luxury', paint: GRAPHITE, setting: 'studio', noun: 'grey luxury sedan' },
  ],
  standard: [
    { kind: 'sedan', paint: SILVER, setting: 'studio', noun: 'silver family sedan' },
    { kind: 'hatch', paint: GREEN, setting: 'sunset', noun: 'compact hatchback with bright restored headlights' },
    { kind: 'sedan', paint: red, setting: 'foam', noun: 'red family sedan' },
  ],
  truck: [
    { kind: 'truck', paint: YELLOW, setting: 'studio', noun: 'pickup truck with dressed black tyres' },
    { kind: 'truck', paint: WHITE, setting: 'sunset', noun: 'white work truck with restored black trim' },
    { kind: 'truck', paint: red, setting: 'foam', noun: 'red pickup truck' },
  ],
  sports: [
    { kind: 'sports', paint: red, setting: 'beading', noun: 'red sports coupe' },
    { kind: 'sports', paint: YELLOW, setting: 'studio', noun: 'yellow sports car with a swirl-free shine' },
    { kind: 'sports', paint: BLUE, setting: 'sunset', noun: 'blue sports coupe' },
  ],
  electric: [
    { kind: 'electric', paint: WHITE, setting: 'studio', noun: 'white electric car with a ceramic-coated gloss' },
    { kind: 'crossover', paint: BLUE, setting: 'sunset', noun: 'blue electric crossover with clean glass' },
    { kind: 'electric', paint: SILVER, setting: 'rinse', noun: 'silver electric car' },
  ],
  suv: [
    { kind: 'suv', paint: NAVY, setting: 'wheel', noun: 'dark blue SUV' },
    { kind: 'suv', paint: GREEN, setting: 'foam', noun: 'green SUV' },
    { kind: 'suv', paint: SILVER, setting: 'sunset', noun: 'silver SUV' },
  ],
};

function galleryPic(cat: string) {
  return (a: Art, v: number) => {
    const { kind, paint, setting, noun } = SHOTS[cat][v - 1];
    const seed = `detailing-${cat}-${v}`;
    if (setting === 'studio') {
      const scale = 620 / carLength(kind);
      const sp = [sparkle(250, 250, 16), sparkle(540, 300, 10), sparkle(620, 230, 12, '#fff', 0.8)].join('');
      return { title: `Polished ${noun} under studio lights`, body: studio(a, 800, 600, 360, kind, paint, scale) + sp };
    }
    if (setting === 'wheel')
      return { title: `Close view of a ${noun}'s spotless wheel and dressed tyre`, body: wheelCloseUp(a, kind, paint) };
    if (setting === 'beading')
      return { title: `Water beading on the freshly coated bonnet of a ${noun}`, body: beadingCloseUp(a, paint, seed) };
    if (setting === 'correction')
      return {
        title: `The bonnet of a ${noun} during paint correction: swirls on the taped-off half, a mirror finish on the polished half`,
        body: correctionCloseUp(a, paint, seed),
      };
    if (setting === 'foam')
      return { title: `A ${noun} covered in foam in a hand-wash bay`, body: washBay(a, kind, paint, seed, true) };
    if (setting === 'cabin')
      return { title: `Interior of a ${noun} with clean, conditioned tan leather seats`, body: cabin(a) };
    if (setting === 'rinse')
      return { title: `A ${noun} after its rinse in a hand-wash bay`, body: washBay(a, kind, paint, seed, false) };
    return { title: `Freshly detailed ${noun} on the road at sunset`, body: sunset(a, kind, paint, seed) };
  };
}

export const detailing: Kit = {
  id: 'detailing',
  // Glossy studio renders: full gradients for the shine the trade sells, true colours, full-bleed; people built of plain solids.
  style: {
    line: 0,
    shading: 'shaded',
    palette: 'natural',
    frame: 'bleed',
    people: 'geometric',
    build: 1.12,
    plant: 'cactus',
    sparkle: 'twinkle',
    contour: 'smooth',
  },
  hero(a) {
    // The car stands in the right third, under its own light: a full-bleed hero's words keep to the dark bay on the left.
    const body =
      studio(a, 1600, 900, 560, 'sports', red, 1.04, 1320) +
      bokeh(rng('det-hero'), 14, 0, 120, 1600, 300, ['#ffffff', red.d(15)], 30) +
      sparkle(1150, 530, 22) +
      sparkle(1400, 500, 16) +
      sparkle(1530, 585, 12, '#fff', 0.8) +
      vignette(a, 1600, 900, 0.6);
    return { title: 'A gleaming red sports car under studio lights in a dark detailing bay', body };
  },
  about(a) {
    const shelf = (x: number, y: number) => {
      let s = rect(x, y, 220, 10, '#59606b');
      for (let i = 0; i < 6; i++)
        s += rect(
          x + 12 + i * 34,
          y - 56 + (i % 2) * 12,
          24,
          56 - (i % 2) * 12,
          [red.hex, '#f2f4f7', '#3f8fd2', '#f0b43c'][i % 4],
          { rx: 5 },
        );
      return s;
    };
    const out = [room(a, 1200, 800, 560, ['#e9edf1', '#cfd6de'], ['#8a939e', '#5d6570'])];
    out.push(
      rect(60, 60, 520, 300, '#9fb6c9'),
      path('M60 60h520v300H60zM60 135h520M60 210h520M60 285h520', 'none', { stroke: '#e9edf1', 'stroke-width': 8 }),
    );
    out.push(
      rect(0, 0, 1200, 24, slate.hex),
      rect(660, 90, 480, 56, red.hex, { rx: 4 }),
      rect(690, 108, 300, 20, '#fff', { rx: 10, opacity: 0.9 }),
    );
    out.push(shelf(700, 270), shelf(930, 270), shelf(700, 400), shelf(930, 400));
    out.push(glow(a, 600, 700, 520, 60, '#000', 0.35), carAt(a, 'sedan', new Color(215, 60, 28), 560, 700, 1.6));
    const s0 = look(0),
      s1 = look(3);
    out.push(
      figure(1030, 720, 330, {
        ...s0,
        shirt: red.hex,
        pants: slate.hex,
        hands: [
          [-30, 58],
          [-26, 52],
        ],
      }),
    );
    out.push(
      figure(170, 720, 320, {
        ...s1,
        shirt: slate.d(12),
        pants: '#2b3139',
        hands: [
          [24, 56],
          [-16, 46],
        ],
      }),
    );
    out.push(rect(878, 520, 26, 40, '#fff', { rx: 6 }), sparkle(420, 520, 16), sparkle(760, 470, 12));
    return { title: 'Detailing team polishing a blue sedan in a bright workshop', body: out.join('') };
  },
  mini(a) {
    // No mirrored floor here: the mock-up shows it tiny and bytes are tight.
    return (
      room(a, 1600, 900, 560, [slate.at(6), slate.at(16)], [slate.at(12), slate.at(4)]) +
      path(
        'M480 0H1120L1520 600H80Z',
        a.lin([
          [0, '#fff', 0.16],
          [1, '#fff', 0],
        ]),
      ) +
      rect(0, 557, 1600, 3, red.hex) +
      carAt(a, 'sports', red, 800, 760, 2.3)
    );
  },
  gallery: Object.fromEntries(Object.keys(SHOTS).map((c) => [c, galleryPic(c)])),
  team(a, i) {
    const L = [
      { style: 'short' as const, beard: true, ...look(1) },
      { style: 'long' as const, ...look(4) },
      { style: 'buzz' as const, glasses: true, ...look(2) },
    ][i];
    return {
      title: `Abstract portrait of detailing team member ${i + 1}`,
      body: portrait(a, {
        ...L,
        bg: [red, slate.shift(0, 10, 0), new Color(210, 30, 50)][i],
        shirt: i === 1 ? red : new Color(220, 14, 22),
        badge: i === 1 ? '#fff' : red.hex,
        prop: 'polisher',
      }),
    };
  },
};

// Auto detailing: glossy cars in studio light, a wash bay and sunset drives.
import type { Kit } from '../kit';
import { THEMES } from '../themes';
import { Art, Color, P, circle, path, spots, rect, rng, stroke, use } from '../svg';
import { CarKind, car, carAt, carGeom, carLength } from '../parts/vehicles';
import { bokeh, bubbles, glow, room, sparkle, vignette } from '../parts/decor';
import { figure, look, portrait } from '../parts/people';

const t = THEMES.detailing;
const red = t.primary;
const slate = t.secondary;

// Paint options per variation; the brand red leads, the rest feel like real showroom colours.
const PAINTS = [
  red,
  new Color(215, 70, 30),
  new Color(0, 0, 16),
  new Color(210, 8, 78),
  new Color(44, 90, 50),
  new Color(160, 45, 30),
];

/** Dark studio: light panels, a cone of light and a mirrored floor. */
function studio(a: Art, w: number, h: number, floorY: number, kind: CarKind, paint: Color, scale: number): string {
  const id = a.symbol(car(a, kind, paint, { shadow: false }));
  const x = Math.round(w / 2 - (carLength(kind) * scale) / 2);
  const out = [room(a, w, h, floorY, [slate.at(6), slate.at(16)], [slate.at(12), slate.at(4)])];
  out.push(
    path(
      P`M${w * 0.3} 0H${w * 0.7}L${w * 0.95} ${floorY + 40}H${w * 0.05}Z`,
      a.lin([
        [0, '#fff', 0.16],
        [1, '#fff', 0],
      ]),
    ),
  );
  for (let i = 0; i < 3; i++) out.push(rect(w * (0.22 + i * 0.2), h * 0.05, w * 0.16, h * 0.018, '#f4f7ff', { rx: 4 }));
  out.push(glow(a, w / 2, h * 0.06, w * 0.4, h * 0.1, '#dfe8ff', 0.5));
  out.push(rect(0, floorY - 3, w, 3, red.hex, { opacity: 0.8 }), glow(a, w / 2, floorY, w * 0.6, 24, red.d(10), 0.5));
  out.push(glow(a, w / 2, floorY + 18, w * 0.42, h * 0.08, '#ffffff', 0.22));
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
  out.push(glow(a, w / 2, ground, carLength(kind) * scale * 0.55, 16 * scale, '#000', 0.9));
  out.push(use(id, { transform: `translate(${x} ${ground}) scale(${scale})` }));
  return out.join('');
}

function washBay(a: Art, kind: CarKind, paint: Color, seed: string): string {
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
  const foam: number[][] = [];
  for (let i = 0; i < 40; i++) {
    const band = i % 3; // roof, shoulder, sill
    const x =
      band === 0 ? x0 + (G.glassX[0] + r() * (G.glassX[1] - G.glassX[0])) * sc : x0 + (20 + r() * (G.len - 40)) * sc;
    const y = 500 + (band === 0 ? G.roof + 4 : band === 1 ? G.belt : -30) * sc + (r() - 0.5) * 18;
    foam.push([x, y, 5 + r() * (band === 2 ? 9 : 14)]);
  }
  out.push(bubbles(foam));
  out.push(
    spots(
      Array.from({ length: 24 }, () => [r() * 800, r() * 420, 2 + r() * 3]),
      '#8fc5ea',
      { opacity: 0.6 },
    ),
  );
  return out.join('');
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

const KIND: Record<string, CarKind> = {
  luxury: 'luxury',
  standard: 'sedan',
  truck: 'truck',
  sports: 'sports',
  electric: 'electric',
  suv: 'suv',
};
const NOUN: Record<string, string> = {
  luxury: 'luxury sedan',
  standard: 'family sedan',
  truck: 'pickup truck',
  sports: 'sports coupe',
  electric: 'electric car',
  suv: 'SUV',
};

function galleryPic(cat: string) {
  return (a: Art, v: number) => {
    const kind = KIND[cat];
    const paint = PAINTS[(Object.keys(KIND).indexOf(cat) + v * 2) % PAINTS.length];
    const seed = `detailing-${cat}-${v}`;
    if (v === 1) {
      const scale = 620 / carLength(kind);
      const sp = [sparkle(250, 250, 16), sparkle(540, 300, 10), sparkle(620, 230, 12, '#fff', 0.8)].join('');
      return {
        title: `Polished ${NOUN[cat]} under studio lights`,
        body: studio(a, 800, 600, 360, kind, paint, scale) + sp,
      };
    }
    if (v === 2)
      return {
        title: `${NOUN[cat][0].toUpperCase() + NOUN[cat].slice(1)} covered in foam in a hand-wash bay`,
        body: washBay(a, kind, paint, seed),
      };
    return { title: `Freshly detailed ${NOUN[cat]} on the road at sunset`, body: sunset(a, kind, paint, seed) };
  };
}

export const detailing: Kit = {
  id: 'detailing',
  hero(a) {
    const body =
      studio(a, 1600, 900, 560, 'sports', red, 2.3) +
      bokeh(rng('det-hero'), 14, 0, 120, 1600, 300, ['#ffffff', red.d(15)], 30) +
      sparkle(560, 470, 26) +
      sparkle(1040, 430, 18) +
      sparkle(1230, 560, 14, '#fff', 0.8) +
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
  gallery: Object.fromEntries(Object.keys(KIND).map((c) => [c, galleryPic(c)])),
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
      }),
    };
  },
};

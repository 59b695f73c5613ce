// Side-view vehicles. Each kind is just data (a roof/bonnet contour, the
// glasshouse and wheel positions); one renderer turns it into a body with
// wheel arches, paint gradient, glass, rims and lamps. Front faces +x and the
// ground line is y = 0, so callers only translate/scale.
import { Art, Color, P, Pt, circle, ellipse, g, num, path, rect, smooth, stroke } from '../svg';
import { style } from '../style';

export type CarKind = 'sedan' | 'luxury' | 'sports' | 'suv' | 'crossover' | 'truck' | 'electric' | 'hatch' | 'van';

interface Spec {
  len: number;
  top: Pt[]; // rear-bottom -> over the roof -> front-bottom
  glass: Pt[];
  pillars: number[]; // x of door pillars drawn over the glass
  wheels: [number, number];
  r: number;
  bottom: number; // sill height (negative = above ground)
  belt: number; // shoulder line height, for the paint highlight
  ev?: boolean; // battery-electric: a charging port with a lit bolt on the rear wing
  rugged?: boolean; // an off-roader's dark flared arches, sills and bumpers, and roof rails
}

const S: Record<CarKind, Spec> = {
  sedan: {
    len: 460,
    r: 36,
    bottom: -24,
    belt: -92,
    wheels: [98, 362],
    pillars: [232],
    top: [
      [0, -34],
      [4, -76],
      [34, -90],
      [120, -96],
      [182, -142],
      [272, -146],
      [342, -100],
      [420, -88],
      [452, -74],
      [460, -34],
    ],
    glass: [
      [136, -100, 1],
      [188, -135],
      [266, -139],
      [326, -103, 1],
    ],
  },
  luxury: {
    len: 520,
    r: 38,
    bottom: -24,
    belt: -96,
    wheels: [108, 414],
    pillars: [262],
    top: [
      [0, -34],
      [4, -80],
      [40, -94],
      [132, -100],
      [204, -148],
      [312, -152],
      [388, -106],
      [480, -94],
      [512, -78],
      [520, -36],
    ],
    glass: [
      [152, -104, 1],
      [210, -142],
      [306, -146],
      [372, -108, 1],
    ],
  },
  sports: {
    len: 470,
    r: 36,
    bottom: -20,
    belt: -86,
    wheels: [96, 382],
    pillars: [],
    top: [
      [0, -36],
      [4, -74],
      [30, -86],
      [140, -96],
      [216, -132],
      [276, -132],
      [352, -90],
      [440, -72],
      [466, -56],
      [470, -30],
    ],
    glass: [
      [168, -99, 1],
      [224, -127],
      [272, -127],
      [336, -93, 1],
    ],
  },
  // Tall and boxy on big wheels, high off the ground: an upright tailgate and windscreen,
  // a flat bonnet, dark flared arches and sills, and rails on the roof.
  suv: {
    len: 470,
    r: 52,
    bottom: -62,
    belt: -150,
    wheels: [96, 372],
    pillars: [132, 236],
    rugged: true,
    top: [
      [0, -66],
      [0, -200, 1],
      [6, -236],
      [22, -246],
      [292, -248],
      [306, -242],
      [352, -166, 1],
      [452, -156],
      [468, -140],
      [470, -66],
    ],
    glass: [
      [16, -164, 1],
      [24, -234, 1],
      [290, -236, 1],
      [336, -164, 1],
    ],
  },
  // Lower than an SUV, with a roof that falls towards a raked tailgate.
  crossover: {
    len: 470,
    r: 42,
    bottom: -32,
    belt: -112,
    wheels: [96, 378],
    pillars: [210],
    ev: true,
    top: [
      [0, -44],
      [4, -112],
      [28, -150],
      [90, -172],
      [270, -172],
      [350, -118],
      [440, -104],
      [466, -86],
      [470, -44],
    ],
    glass: [
      [40, -120, 1],
      [94, -162],
      [266, -163],
      [332, -120, 1],
    ],
  },
  truck: {
    len: 540,
    r: 44,
    bottom: -32,
    belt: -124,
    wheels: [112, 440],
    pillars: [],
    top: [
      [0, -46],
      [2, -122, 1],
      [210, -122, 1],
      [214, -186],
      [234, -196],
      [330, -196],
      [394, -130, 1],
      [500, -120],
      [534, -102],
      [540, -48],
    ],
    glass: [
      [234, -132, 1],
      [238, -182, 1],
      [326, -184, 1],
      [380, -132, 1],
    ],
  },
  electric: {
    ev: true,
    len: 460,
    r: 36,
    bottom: -22,
    belt: -90,
    wheels: [92, 368],
    pillars: [232],
    top: [
      [0, -36],
      [4, -82],
      [40, -104],
      [112, -124],
      [192, -156],
      [280, -154],
      [350, -106],
      [430, -88],
      [458, -66],
      [460, -34],
    ],
    glass: [
      [120, -119, 1],
      [196, -150],
      [276, -149],
      [334, -109, 1],
    ],
  },
  // Short and tall, with a steep tailgate sloping down from a short roof: a hatchback, not an estate.
  hatch: {
    len: 390,
    r: 34,
    bottom: -22,
    belt: -96,
    wheels: [74, 316],
    pillars: [140],
    top: [
      [0, -36],
      [4, -92],
      [16, -118],
      [50, -154],
      [96, -166],
      [196, -166],
      [262, -112],
      [340, -98],
      [382, -84],
      [390, -36],
    ],
    glass: [
      [34, -108, 1],
      [62, -150],
      [192, -156],
      [248, -112, 1],
    ],
  },
  van: {
    len: 560,
    r: 40,
    bottom: -28,
    belt: -140,
    wheels: [112, 452],
    pillars: [],
    top: [
      [0, -42],
      [2, -204],
      [14, -226],
      [40, -234],
      [400, -234],
      [440, -222],
      [502, -142],
      [546, -128],
      [558, -100],
      [560, -44],
    ],
    glass: [
      [410, -214, 1],
      [436, -210, 1],
      [488, -144, 1],
      [410, -144, 1],
    ],
  },
};

export const carLength = (k: CarKind) => S[k].len;
/** Key heights for placing props on a car: roof top, belt line, glass span. */
export function carGeom(k: CarKind) {
  const s = S[k];
  return {
    len: s.len,
    roof: Math.min(...s.top.map((p) => p[1])),
    belt: s.belt,
    glassX: [s.glass[0][0], s.glass[s.glass.length - 1][0]],
    /** Wheel centres (x) and radius; a wheel's centre is r above the ground line. */
    wheels: s.wheels,
    r: s.r,
  };
}

/** A curve through the points, smooth or cut into straight facets as the active style draws contours. */
const contour = (pts: Pt[], closed = false) =>
  style().contour === 'faceted'
    ? 'M' + pts.map((p) => `${num(p[0])} ${num(p[1])}`).join('L') + (closed ? 'Z' : '')
    : smooth(pts, closed);

/** Outline with wheel arches cut out of the sill, so the dark wells show through. */
function bodyPath(s: Spec): string {
  let d = contour(s.top);
  const ra = s.r + 7;
  const dy = s.bottom + s.r; // sill below wheel centre (>0)
  const dx = Math.sqrt(ra * ra - dy * dy);
  d += P`L${s.len - 6} ${s.bottom}`;
  for (const wx of [...s.wheels].reverse()) d += P`L${wx + dx} ${s.bottom}A${ra} ${ra} 0 1 0 ${wx - dx} ${s.bottom}`;
  return d + P`L6 ${s.bottom}Z`;
}

const TRIM = '#2a2d32';

/** An off-roader's kit: dark sills and bumpers cut to the body, flared arches, a spare wheel and roof rails. */
function ruggedTrim(a: Art, s: Spec): string {
  const roof = Math.min(...s.top.map((p) => p[1]));
  const inBody = a.clip(path(bodyPath(s), '#000'));
  const flare = s.r + 14;
  const dx = Math.sqrt(flare * flare - (s.bottom + s.r) ** 2);
  const arches = s.wheels
    .map((wx) => P`M${wx - dx} ${s.bottom}A${flare} ${flare} 0 0 1 ${wx + dx} ${s.bottom}`)
    .join('');
  const feet = [0.1, 0.5, 0.9].map((f) => P`M${s.len * 0.06 + f * s.len * 0.5} ${roof}v-14`).join('');
  return [
    g(
      { 'clip-path': inBody },
      rect(0, s.bottom - 26, s.len, 26, TRIM),
      rect(0, -96, 22, 96, TRIM),
      rect(s.len - 26, -100, 26, 100, TRIM),
    ),
    stroke(arches, TRIM, 18, { 'stroke-linecap': 'butt' }),
    rect(-18, s.bottom - 128, 18, 96, '#16181c', { rx: 6 }),
    stroke(P`M${s.len * 0.06} ${roof - 14}h${s.len * 0.5}` + feet, TRIM, 7),
  ].join('');
}

export interface CarOpts {
  beams?: boolean; // headlight glow for dark scenes
  shadow?: boolean;
  lift?: number; // wheels hang this far below the body (car on a lift)
  plain?: boolean; // no door seam/handles: leaves room for livery text on vans
}

export function car(a: Art, kind: CarKind, paint: Color, o: CarOpts = {}): string {
  const s = S[kind];
  const top = Math.min(...s.top.map((p) => p[1]));
  const beltT = (s.belt - top) / (s.bottom - top);
  const body = a.lin([
    [0, paint.d(18)],
    [Math.max(0.05, beltT - 0.08), paint.d(6)],
    [beltT, paint.d(24)],
    [beltT + 0.06, paint.hex],
    [1, paint.d(-20)],
  ]);
  const glassFill = a.lin(
    [
      [0, '#5d6b7c'],
      [0.45, '#222a35'],
      [1, '#0d1117'],
    ],
    0,
    0,
    1,
    1,
  );
  const rim = a.rad(
    [
      [0, '#f2f4f7'],
      [0.7, '#a2abb5'],
      [1, '#5a626c'],
    ],
    0.4,
    0.35,
    0.7,
  );
  const drop = o.lift ?? 0;
  const wheel = (wx: number) => {
    const cy = -s.r + drop,
      rr = s.r * 0.62;
    let spokes = '';
    // Smooth styles draw five slim alloy spokes; faceted ones a drafted eight-spoke wheel.
    const n = style().contour === 'faceted' ? 8 : 5;
    for (let i = 0; i < n; i++) {
      const t = (i * 2 * Math.PI) / n - 0.3;
      spokes += P`M${wx} ${cy}l${Math.round(Math.cos(t) * rr * 0.9)} ${Math.round(Math.sin(t) * rr * 0.9)}`;
    }
    return (
      circle(wx, cy, s.r, '#16181c') +
      circle(wx, cy, rr, rim) +
      stroke(spokes, '#5b636d', s.r * 0.12) +
      circle(wx, cy, s.r * 0.16, '#2e343b')
    );
  };
  const [fx, fy] = s.top[s.top.length - 2];
  const [rx, ry] = s.top[1];
  const out: string[] = [];
  if (o.shadow !== false)
    out.push(
      ellipse(
        s.len / 2,
        2,
        s.len * 0.58,
        14,
        a.rad([
          [0, '#000', 0.6],
          [1, '#000', 0],
        ]),
      ),
    );
  // Wheel wells first: the body's arch cut-outs reveal them.
  for (const wx of s.wheels) out.push(circle(wx, -s.r, s.r + 6, '#0a0b0d'));
  out.push(path(bodyPath(s), body));
  if (s.rugged) out.push(ruggedTrim(a, s));
  const glass = contour(s.glass, true);
  out.push(path(glass, glassFill));
  // Pillars are cut to the glass, so none pokes above the roof line or below the window.
  if (s.pillars.length) {
    const gTop = Math.min(...s.glass.map((q) => q[1])) - 20;
    const posts = s.pillars.map((px) => P`M${px} ${gTop}V${s.belt + 20}`).join('');
    out.push(stroke(posts, paint.d(-6), 9, { 'stroke-linecap': 'butt', 'clip-path': a.clip(path(glass, '#000')) }));
  }
  // Shoulder highlight and door seam give the flat silhouette some form.
  out.push(stroke(P`M${s.len * 0.08} ${s.belt + 4}L${s.len * 0.9} ${s.belt + 10}`, '#fff', 2.5, { opacity: 0.45 }));
  const seam = o.plain ? s.glass[0][0] - 6 : (s.pillars[0] ?? s.len * 0.48);
  out.push(stroke(P`M${seam} ${s.belt}V${s.bottom - 8}`, paint.d(-26), 1.5, { opacity: 0.7 }));
  out.push(rect(seam + 14, s.belt + 14, 22, 5, paint.d(-24), { rx: 2.5 }));
  if (!o.plain) out.push(rect(seam - 34, s.belt + 14, 22, 5, paint.d(-24), { rx: 2.5 }));
  if (s.ev) {
    // The charging flap on the rear wing, its bolt lit blue.
    const px = s.wheels[0] + s.r * 0.4,
      py = s.belt + 16;
    out.push(
      rect(px - 14, py - 11, 28, 22, paint.d(-12), { rx: 5 }),
      path(P`M${px + 2} ${py - 9}L${px - 6} ${py + 1}H${px}L${px - 2} ${py + 9}L${px + 6} ${py - 1}H${px}Z`, '#38b6ff'),
    );
  }
  out.push(ellipse(fx - 6, fy + 8, 11, 6, '#fffbe6'));
  out.push(rect(rx - 2, ry + 6, 10, 16, '#d4212f', { rx: 3 }));
  if (o.beams)
    out.push(
      path(
        P`M${fx} ${fy + 4}L${fx + 260} ${fy - 30}L${fx + 260} ${fy + 60}Z`,
        a.lin(
          [
            [0, '#fff6d0', 0.45],
            [1, '#fff6d0', 0],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
  for (const wx of s.wheels) out.push(wheel(wx));
  return out.join('');
}

/** Convenience: car placed so its centre sits at (cx, groundY). */
export function carAt(
  a: Art,
  kind: CarKind,
  paint: Color,
  cx: number,
  groundY: number,
  scale = 1,
  o: CarOpts = {},
): string {
  return g(
    { transform: `translate(${Math.round(cx - (S[kind].len * scale) / 2)} ${groundY}) scale(${scale})` },
    car(a, kind, paint, o),
  );
}

// Atmosphere shared by many scenes: glows, sparkles, bokeh, soft floors.
import { Art, P, circle, ellipse, path, rect, spots, stroke } from '../svg';
import { style } from '../style';

/** Soft light pool made from a radial gradient (no filter needed). */
export function glow(a: Art, cx: number, cy: number, rx: number, ry: number, color: string, op = 0.6): string {
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    a.rad([
      [0, color, op],
      [0.45, color, op * 0.35],
      [1, color, 0],
    ]),
  );
}

/** The glint that says "freshly polished/clean", in the active style's shape. */
export function sparkle(x: number, y: number, s: number, color = '#fff', op = 1): string {
  const a = op === 1 ? {} : { opacity: op };
  const k = s * 0.18;
  switch (style().sparkle) {
    case 'cross':
      return stroke(P`M${x} ${y - s}V${y + s}M${x - s} ${y}H${x + s}`, color, s * 0.22, a);
    case 'burst': {
      let d = '';
      for (let i = 0; i < 8; i++) {
        const t = (i * Math.PI) / 4,
          r0 = i % 2 ? s * 0.3 : s * 0.35,
          r1 = i % 2 ? s * 0.65 : s;
        d += P`M${x + Math.cos(t) * r0} ${y + Math.sin(t) * r0}L${x + Math.cos(t) * r1} ${y + Math.sin(t) * r1}`;
      }
      return stroke(d, color, s * 0.14, a);
    }
    case 'diamond':
      return path(P`M${x} ${y - s}L${x + s * 0.45} ${y}L${x} ${y + s}L${x - s * 0.45} ${y}Z`, color, a);
    default:
      return path(
        P`M${x} ${y - s}Q${x + k} ${y - k} ${x + s} ${y}Q${x + k} ${y + k} ${x} ${y + s}Q${x - k} ${y + k} ${x - s} ${y}Q${x - k} ${y - k} ${x} ${y - s}Z`,
        color,
        a,
      );
  }
}

/** Out-of-focus dots; seeded so reruns give identical files. */
export function bokeh(
  rnd: () => number,
  n: number,
  x: number,
  y: number,
  w: number,
  h: number,
  colors: string[],
  rMax = 40,
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += circle(x + rnd() * w, y + rnd() * h, 6 + rnd() * rMax, colors[i % colors.length], {
      opacity: +(0.08 + rnd() * 0.22).toFixed(2),
    });
  }
  return out;
}

/** Soap suds: a soft shadowed layer and a bright layer read as clumps of foam. */
export function bubbles(list: number[][]): string {
  return (
    spots(
      list.map(([x, y, r]) => [x + r * 0.15, y + r * 0.2, r]),
      '#b9c9d8',
      { opacity: 0.6 },
    ) +
    spots(
      list.map(([x, y, r]) => [x, y, r * 0.9]),
      '#fff',
      { opacity: 0.9 },
    ) +
    spots(
      list.filter((_, i) => i % 2).map(([x, y, r]) => [x - r * 0.35, y - r * 0.35, r * 0.25]),
      '#fff',
    )
  );
}

/** Background wall + floor split at `horizon`, both gently graded. */
export function room(
  a: Art,
  w: number,
  h: number,
  horizon: number,
  wall: [string, string],
  floor: [string, string],
): string {
  return (
    rect(
      0,
      0,
      w,
      horizon,
      a.lin([
        [0, wall[0]],
        [1, wall[1]],
      ]),
    ) +
    rect(
      0,
      horizon,
      w,
      h - horizon,
      a.lin([
        [0, floor[0]],
        [1, floor[1]],
      ]),
    )
  );
}

/** Vignette to push attention to the centre (useful on hero images behind text). */
export function vignette(a: Art, w: number, h: number, op = 0.55): string {
  return rect(
    0,
    0,
    w,
    h,
    a.rad(
      [
        [0.55, '#000', 0],
        [1, '#000', op],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

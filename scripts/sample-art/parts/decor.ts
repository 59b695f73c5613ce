// Atmosphere shared by many scenes: glows, sparkles, bokeh, soft floors.
import { Art, P, circle, ellipse, path, rect, spots } from '../svg';

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

/** Four-point twinkle, the shorthand for "freshly polished/clean". */
export function sparkle(x: number, y: number, s: number, color = '#fff', op = 1): string {
  const k = s * 0.18;
  return path(
    P`M${x} ${y - s}Q${x + k} ${y - k} ${x + s} ${y}Q${x + k} ${y + k} ${x} ${y + s}Q${x - k} ${y + k} ${x - s} ${y}Q${x - k} ${y - k} ${x} ${y - s}Z`,
    color,
    op === 1 ? {} : { opacity: op },
  );
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

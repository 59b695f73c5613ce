// Furniture in front view: enough to furnish living rooms, offices and salons.
import { Art, Color, P, circle, ellipse, path, rect, stroke } from '../svg';

/** Sofa with arms and cushions; (x, y) is the floor point at its left foot. */
export function sofa(a: Art, x: number, y: number, w: number, c: Color, seats = 3): string {
  const h = w * 0.42,
    arm = w * 0.09;
  const out = [ellipse(x + w / 2, y, w * 0.55, 12, '#000', { opacity: 0.15 })];
  out.push(
    rect(
      x + arm * 0.6,
      y - h,
      w - arm * 1.2,
      h * 0.62,
      a.lin([
        [0, c.d(8)],
        [1, c.d(-6)],
      ]),
      { rx: w * 0.04 },
    ),
  );
  const sw = (w - arm * 2) / seats;
  for (let i = 0; i < seats; i++) {
    out.push(rect(x + arm + i * sw + 3, y - h * 0.92, sw - 6, h * 0.5, c.d(4), { rx: w * 0.03 }));
    out.push(rect(x + arm + i * sw + 2, y - h * 0.5, sw - 4, h * 0.26, c.d(10), { rx: w * 0.025 }));
  }
  out.push(rect(x + arm * 0.6, y - h * 0.3, w - arm * 1.2, h * 0.22, c.d(-10)));
  out.push(
    rect(x, y - h * 0.66, arm, h * 0.58, c.d(2), { rx: arm * 0.45 }),
    rect(x + w - arm, y - h * 0.66, arm, h * 0.58, c.d(2), { rx: arm * 0.45 }),
  );
  out.push(
    rect(x + arm * 0.5, y - h * 0.08, 8, h * 0.08, '#4a3628'),
    rect(x + w - arm * 0.5 - 8, y - h * 0.08, 8, h * 0.08, '#4a3628'),
  );
  return out.join('');
}

/** Window with frame and sky; `night` swaps daylight for a dusky blue. */
export function windowPane(a: Art, x: number, y: number, w: number, h: number, frame = '#fff', night = false): string {
  const sky = night
    ? a.lin([
        [0, '#1c2a4a'],
        [1, '#4a5f8a'],
      ])
    : a.lin([
        [0, '#a9d2ef'],
        [1, '#e6f3fb'],
      ]);
  return (
    rect(x - 10, y - 10, w + 20, h + 20, frame) +
    rect(x, y, w, h, sky) +
    stroke(P`M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}`, frame, 8, { 'stroke-linecap': 'butt' }) +
    rect(x - 18, y + h + 6, w + 36, 12, frame)
  );
}

export function frame(x: number, y: number, w: number, h: number, art: string, border = '#3b2f28'): string {
  return rect(x, y, w, h, border) + rect(x + 8, y + 8, w - 16, h - 16, art);
}

/** Floor lamp with a warm shade. */
export function floorLamp(a: Art, x: number, y: number, h: number, shade = '#f4e3c3', lit = true): string {
  return (
    (lit
      ? ellipse(
          x,
          y - h * 0.85,
          h * 0.5,
          h * 0.4,
          a.rad([
            [0, '#ffe7ae', 0.5],
            [1, '#ffe7ae', 0],
          ]),
        )
      : '') +
    stroke(P`M${x} ${y}V${y - h * 0.8}`, '#333', 4) +
    ellipse(x, y - 2, 22, 5, '#333') +
    path(
      P`M${x - h * 0.12} ${y - h * 0.78}L${x - h * 0.08} ${y - h}H${x + h * 0.08}L${x + h * 0.12} ${y - h * 0.78}Z`,
      shade,
    )
  );
}

export function table(x: number, y: number, w: number, h: number, top: string, legs = top): string {
  return (
    rect(x, y - h, w, 12, top, { rx: 3 }) +
    rect(x + 14, y - h + 10, 8, h - 10, legs) +
    rect(x + w - 22, y - h + 10, 8, h - 10, legs)
  );
}

export function mug(x: number, y: number, s: number, c: string): string {
  return (
    rect(x, y - s, s * 0.8, s, c, { rx: s * 0.1 }) +
    circle(x + s * 0.85, y - s * 0.5, s * 0.22, 'none', { stroke: c, 'stroke-width': s * 0.1 })
  );
}

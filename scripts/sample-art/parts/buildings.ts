// Houses (front elevations), towers and garden greenery. Houses sit on
// y = 0 starting at x = 0; `houseWidth` lets callers centre them.
import { Art, P, circle, el, ellipse, g, num, path, poly, rect, stroke } from '../svg';
import { style } from '../style';

export type HouseStyle = 'modern' | 'gable' | 'colonial' | 'cottage';

export interface HouseOpts {
  wall: string;
  wall2?: string; // accent volume / siding
  roof: string;
  trim?: string;
  door?: string;
  lit?: boolean; // dusk: warm glowing windows
}

const W: Record<HouseStyle, number> = { modern: 600, gable: 620, colonial: 520, cottage: 480 };
export const houseWidth = (s: HouseStyle) => W[s];

/** Window glass: warm light in a lit house, a sky reflection by day. */
export function windowGlass(a: Art, lit?: boolean): string {
  return lit
    ? a.lin([
        [0, '#fff0c2'],
        [1, '#f3a94e'],
      ])
    : a.lin(
        [
          [0, '#d8ecfa'],
          [0.6, '#8db6d6'],
          [1, '#6a93b5'],
        ],
        0,
        0,
        0.4,
        1,
      );
}

export function house(a: Art, style: HouseStyle, o: HouseOpts): string {
  const glass = windowGlass(a, o.lit);
  const trim = o.trim ?? '#ffffff';
  const door = o.door ?? '#6b4a33';
  const win = (x: number, y: number, w: number, h: number, bars = true) =>
    rect(x - 4, y - 4, w + 8, h + 8, trim) +
    rect(x, y, w, h, glass) +
    (bars
      ? stroke(P`M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}`, trim, 4, { 'stroke-linecap': 'butt' })
      : '');
  const shade = (d: string) => path(d, '#000', { opacity: 0.14 });
  const out: string[] = [];
  switch (style) {
    case 'modern': {
      const slats = a.pattern(
        14,
        10,
        rect(0, 0, 9, 10, o.wall2 ?? '#9a6a43') + rect(9, 0, 5, 10, '#000', { opacity: 0.25 }),
      );
      out.push(rect(0, -210, 560, 210, o.wall), rect(170, -380, 430, 170, o.wall2 ?? '#3a3f47'));
      out.push(rect(-20, -222, 600, 14, o.roof), rect(150, -392, 470, 14, o.roof));
      out.push(shade('M0 -208H560V-190H0Z'));
      out.push(rect(36, -176, 230, 150, glass), stroke('M113 -176V-26M190 -176V-26', trim, 4));
      out.push(rect(220, -350, 330, 110, glass), stroke('M330 -350V-240M440 -350V-240', trim, 4));
      out.push(rect(300, -170, 70, 170, door), rect(400, -190, 140, 190, slats));
      break;
    }
    case 'gable': {
      out.push(rect(0, -200, 400, 200, o.wall));
      out.push(rect(270, -330, 34, 90, o.wall2 ?? '#8c5a44'));
      out.push(
        poly(
          [
            [-26, -194],
            [200, -336],
            [426, -194],
          ],
          o.roof,
        ),
      );
      out.push(
        rect(400, -160, 220, 160, o.wall2 ?? o.wall),
        poly(
          [
            [386, -156],
            [420, -206],
            [600, -206],
            [636, -156],
          ],
          o.roof,
        ),
      );
      out.push(shade('M0 -194H400V-180H0ZM400 -156H620V-144H400Z'));
      out.push(
        rect(424, -128, 172, 128, trim),
        path(
          P`M432 -120H588V0H432Z`,
          a.lin([
            [0, '#e9ecef'],
            [1, '#c3c9cf'],
          ]),
        ),
        stroke('M432 -90H588M432 -60H588M432 -30H588', '#aab1b8', 3),
      );
      out.push(win(40, -150, 96, 90), win(264, -150, 96, 90), rect(166, -140, 68, 140, door));
      out.push(circle(200, -260, 22, trim), circle(200, -260, 16, glass));
      break;
    }
    case 'colonial': {
      out.push(rect(0, -330, 520, 330, o.wall));
      out.push(
        rect(380, -470, 40, 90, o.wall2 ?? '#8c5a44'),
        poly(
          [
            [-22, -326],
            [70, -420],
            [450, -420],
            [542, -326],
          ],
          o.roof,
        ),
      );
      out.push(shade('M0 -326H520V-312H0Z'));
      for (const x of [40, 140, 320, 420])
        for (const y of [-290, -150]) out.push(rect(x - 18, y, 16, 100, o.wall2 ?? o.roof), win(x, y, 60, 100));
      out.push(win(230, -290, 60, 100));
      out.push(
        poly(
          [
            [196, -180],
            [260, -222],
            [324, -180],
          ],
          trim,
        ),
        rect(204, -184, 112, 10, trim),
      );
      out.push(rect(208, -174, 12, 174, trim), rect(300, -174, 12, 174, trim), rect(232, -150, 56, 150, door));
      break;
    }
    case 'cottage': {
      out.push(
        rect(0, -220, 480, 220, o.wall),
        poly(
          [
            [-30, -214],
            [240, -420],
            [510, -214],
          ],
          o.roof,
        ),
      );
      out.push(
        rect(0, -60, 480, 60, o.wall2 ?? '#9c8f84'),
        stroke('M0 -40H480M0 -20H480', '#000', 2, { opacity: 0.12 }),
      );
      out.push(shade('M0 -214H480V-200H0Z'));
      out.push(
        poly(
          [
            [120, -150],
            [240, -196],
            [360, -150],
          ],
          o.roof,
        ),
        rect(126, -150, 10, 150, trim),
        rect(344, -150, 10, 150, trim),
      );
      out.push(win(30, -170, 76, 100), win(374, -170, 76, 100), rect(206, -130, 68, 130, door));
      out.push(circle(240, -290, 34, trim), circle(240, -290, 26, glass));
      break;
    }
  }
  if (o.lit) out.push(rect(-40, -10, W[style] + 80, 14, '#ffcf7a', { opacity: 0.12 }));
  return out.join('');
}

export function houseAt(a: Art, style: HouseStyle, cx: number, groundY: number, scale: number, o: HouseOpts): string {
  return g(
    { transform: `translate(${Math.round(cx - (W[style] * scale) / 2)} ${groundY}) scale(${scale})` },
    house(a, style, o),
  );
}

/** Round deciduous tree: three overlapping blobs read as foliage. */
export function tree(x: number, y: number, h: number, leaf: string, dark: string): string {
  const r = h * 0.28;
  return (
    rect(x - h * 0.03, y - h * 0.45, h * 0.06, h * 0.45, '#5b4232') +
    circle(x - r * 0.6, y - h * 0.55, r * 0.8, dark) +
    circle(x + r * 0.6, y - h * 0.58, r * 0.85, dark) +
    circle(x, y - h * 0.72, r, leaf) +
    circle(x - r * 0.3, y - h * 0.8, r * 0.5, '#fff', { opacity: 0.08 })
  );
}

/** A weeping willow: a low dome of a crown and long strands hanging from it almost to the ground. */
export function willow(x: number, y: number, h: number, leaf: string, dark: string): string {
  const r = h * 0.34;
  const top = y - h * 0.78;
  let strands = '';
  let light = '';
  for (let i = 0; i <= 12; i++) {
    const sx = x - r + (i / 12) * 2 * r;
    const sy = top + Math.abs(sx - x) * 0.35;
    const d = P`M${sx} ${sy}q${(i - 6) * 3} ${h * 0.3} ${(i - 6) * 5} ${y - sy - h * 0.1}`;
    if (i % 2) light += d;
    else strands += d;
  }
  return (
    path(P`M${x - h * 0.04} ${y}L${x - h * 0.02} ${top + r * 0.4}H${x + h * 0.02}L${x + h * 0.04} ${y}Z`, '#5b4232') +
    ellipse(x, top + r * 0.25, r, r * 0.55, dark) +
    stroke(strands, dark, h * 0.07) +
    stroke(light, leaf, h * 0.055)
  );
}

export function pine(x: number, y: number, h: number, c: string): string {
  return (
    rect(x - h * 0.03, y - h * 0.15, h * 0.06, h * 0.15, '#4a3628') +
    poly(
      [
        [x, y - h],
        [x + h * 0.24, y - h * 0.12],
        [x - h * 0.24, y - h * 0.12],
      ],
      c,
    )
  );
}

export function bush(x: number, y: number, w: number, c: string): string {
  return (
    ellipse(x, y - w * 0.22, w / 2, w * 0.3, c) +
    ellipse(x - w * 0.12, y - w * 0.32, w * 0.22, w * 0.16, '#fff', { opacity: 0.1 })
  );
}

/**
 * A potted plant, its kind (and its pot) set by the active style, so rooms in different sites
 * are furnished with different plants rather than one plant recoloured.
 */
export function plant(x: number, y: number, h: number, leaf: string, pot: string): string {
  switch (style().plant) {
    case 'snake':
      return snakePlant(x, y, h, leaf, pot);
    case 'monstera':
      return monstera(x, y, h, leaf, pot);
    case 'olive':
      return olive(x, y, h, leaf, pot);
    case 'trailing':
      return trailing(x, y, h, leaf, pot);
    case 'cactus':
      return cactus(x, y, h, leaf, pot);
    default:
      return fanPlant(x, y, h, leaf, pot);
  }
}

/** Fanned leaves in a tapered pot. */
function fanPlant(x: number, y: number, h: number, leaf: string, pot: string): string {
  let leaves = '';
  const bx = x,
    by = y - h * 0.28,
    w = h * 0.09;
  for (let i = 0; i < 7; i++) {
    const t = -Math.PI / 2 + (i - 3) * 0.3;
    const L = h * (0.55 + 0.12 * Math.cos(i * 1.7));
    const ex = bx + Math.cos(t) * L,
      ey = by + Math.sin(t) * L;
    // Leaf = two quadratic curves bowing either side of the midrib.
    const mx = (bx + ex) / 2,
      my = (by + ey) / 2,
      px = -Math.sin(t) * w,
      py = Math.cos(t) * w;
    leaves += P`M${bx} ${by}Q${mx + px} ${my + py} ${ex} ${ey}Q${mx - px} ${my - py} ${bx} ${by}Z`;
  }
  return (
    path(leaves, leaf) +
    path(P`M${x - h * 0.16} ${y - h * 0.3}H${x + h * 0.16}L${x + h * 0.12} ${y}H${x - h * 0.12}Z`, pot)
  );
}

/** Upright sword-shaped leaves with pale edges, in a straight-sided cylinder. */
function snakePlant(x: number, y: number, h: number, leaf: string, pot: string): string {
  let d = '';
  const n = 5;
  for (let i = 0; i < n; i++) {
    const bx = x + (i - (n - 1) / 2) * h * 0.07;
    const top = y - h * (0.7 + 0.25 * Math.abs(Math.sin(i * 2.3)));
    const lean = (i - (n - 1) / 2) * h * 0.05;
    const w = h * 0.045;
    d += P`M${bx - w} ${y - h * 0.26}Q${bx - w * 1.4 + lean / 2} ${(y + top) / 2} ${bx + lean} ${top}Q${bx + w * 1.4 + lean / 2} ${(y + top) / 2} ${bx + w} ${y - h * 0.26}Z`;
  }
  return (
    path(d, leaf, { stroke: '#e6d98a', 'stroke-width': h * 0.01 }) +
    rect(x - h * 0.15, y - h * 0.28, h * 0.3, h * 0.28, pot, { rx: h * 0.02 }) +
    rect(x - h * 0.15, y - h * 0.28, h * 0.3, h * 0.04, '#000', { opacity: 0.12 })
  );
}

/** Broad split leaves on long stems, in a woven basket. */
function monstera(x: number, y: number, h: number, leaf: string, pot: string): string {
  let stems = '';
  let leaves = '';
  let splits = '';
  const spots: [number, number, number][] = [
    [-0.28, 0.72, -0.5],
    [0.05, 0.92, 0.1],
    [0.3, 0.66, 0.6],
  ];
  for (const [dx, dy, rot] of spots) {
    const cx = x + dx * h,
      cy = y - dy * h,
      r = h * 0.17;
    stems += P`M${x} ${y - h * 0.22}Q${x + dx * h * 0.3} ${cy + r} ${cx} ${cy + r * 0.4}`;
    // A heart-shaped leaf with a notch at the stem.
    const turn = `rotate(${Math.round(rot * 57)} ${num(cx)} ${num(cy)})`;
    leaves += el('path', {
      d: P`M${cx} ${cy + r * 0.5}C${cx - r * 1.3} ${cy + r * 0.3} ${cx - r * 1.1} ${cy - r} ${cx} ${cy - r * 0.7}C${cx + r * 1.1} ${cy - r} ${cx + r * 1.3} ${cy + r * 0.3} ${cx} ${cy + r * 0.5}Z`,
      transform: turn,
    });
    splits += el('path', {
      d: P`M${cx - r * 0.9} ${cy - r * 0.1}L${cx - r * 0.3} ${cy}M${cx + r * 0.9} ${cy - r * 0.1}L${cx + r * 0.3} ${cy}M${cx - r * 0.7} ${cy - r * 0.6}L${cx - r * 0.2} ${cy - r * 0.3}M${cx + r * 0.7} ${cy - r * 0.6}L${cx + r * 0.2} ${cy - r * 0.3}`,
      transform: turn,
    });
  }
  return (
    stroke(stems, leaf, h * 0.02) +
    g({ fill: leaf }, leaves) +
    g({ stroke: '#fff', 'stroke-width': h * 0.022, fill: 'none', opacity: 0.7 }, splits) +
    path(P`M${x - h * 0.2} ${y - h * 0.24}H${x + h * 0.2}L${x + h * 0.17} ${y}H${x - h * 0.17}Z`, pot) +
    stroke(
      P`M${x - h * 0.19} ${y - h * 0.16}H${x + h * 0.19}M${x - h * 0.18} ${y - h * 0.08}H${x + h * 0.18}`,
      '#000',
      h * 0.012,
      {
        opacity: 0.18,
      },
    )
  );
}

/** A small olive tree: a thin crooked trunk, a loose crown of grey-green leaves, a terracotta urn. */
function olive(x: number, y: number, h: number, leaf: string, pot: string): string {
  // Each leaf a short thick stroke with round caps: narrow, pointed-looking, a few bytes each.
  let leaves = '';
  for (let i = 0; i < 16; i++) {
    const t = i * 2.4;
    const r = h * 0.2 * Math.sqrt((i + 1) / 16);
    const cx = x + Math.cos(t) * r * 1.3,
      cy = y - h * 0.78 + Math.sin(t) * r * 0.8;
    leaves += P`M${cx - h * 0.03} ${cy + h * 0.01}l${h * 0.06} ${-h * 0.02}`;
  }
  return (
    stroke(
      P`M${x} ${y - h * 0.26}C${x - h * 0.06} ${y - h * 0.45} ${x + h * 0.06} ${y - h * 0.55} ${x} ${y - h * 0.75}`,
      '#6b5640',
      h * 0.03,
    ) +
    stroke(leaves, leaf, h * 0.035) +
    path(
      P`M${x - h * 0.13} ${y - h * 0.28}H${x + h * 0.13}Q${x + h * 0.16} ${y - h * 0.08} ${x + h * 0.08} ${y}H${x - h * 0.08}Q${x - h * 0.16} ${y - h * 0.08} ${x - h * 0.13} ${y - h * 0.28}Z`,
      pot,
    ) +
    rect(x - h * 0.15, y - h * 0.3, h * 0.3, h * 0.04, pot, { rx: h * 0.015 })
  );
}

/** A trailing plant whose vines spill over the edge of a round bowl on a stand. */
function trailing(x: number, y: number, h: number, leaf: string, pot: string): string {
  const top = y - h * 0.62;
  let vines = '';
  let leaves = '';
  for (let i = 0; i < 5; i++) {
    const sx = x + (i - 2) * h * 0.08;
    const ey = top + h * (0.25 + 0.12 * ((i * 3) % 4));
    const ex = sx + (i - 2) * h * 0.06;
    vines += P`M${sx} ${top}Q${sx + (i - 2) * h * 0.08} ${(top + ey) / 2} ${ex} ${ey}`;
    for (let k = 1; k <= 3; k++) {
      const f = k / 3;
      leaves += P`M${sx + (ex - sx) * f + (i - 2) * h * 0.03 * Math.sin(f * 3)} ${top + (ey - top) * f}h0`;
    }
  }
  return (
    // The stand: three thin legs.
    stroke(
      P`M${x - h * 0.14} ${y}L${x - h * 0.1} ${top + h * 0.1}M${x + h * 0.14} ${y}L${x + h * 0.1} ${top + h * 0.1}M${x} ${y}V${top + h * 0.1}`,
      '#3b302a',
      h * 0.015,
    ) +
    path(P`M${x - h * 0.18} ${top - h * 0.02}Q${x} ${top - h * 0.2} ${x + h * 0.18} ${top - h * 0.02}Z`, leaf) +
    path(
      P`M${x - h * 0.2} ${top - h * 0.02}H${x + h * 0.2}Q${x + h * 0.18} ${top + h * 0.12} ${x} ${top + h * 0.12}Q${x - h * 0.18} ${top + h * 0.12} ${x - h * 0.2} ${top - h * 0.02}Z`,
      pot,
    ) +
    stroke(vines, leaf, h * 0.012) +
    path(leaves, 'none', { stroke: leaf, 'stroke-width': h * 0.05 })
  );
}

/** Two columnar cacti with arms, in a low square planter. */
function cactus(x: number, y: number, h: number, leaf: string, pot: string): string {
  const w = h * 0.09;
  const col = (cx: number, top: number) =>
    P`M${cx} ${y - h * 0.2}V${top}` +
    P`M${cx} ${(y + top) / 2}H${cx - w * 1.6}V${top + h * 0.12}` +
    P`M${cx} ${(y + top) / 2 + h * 0.08}H${cx + w * 1.5}V${top + h * 0.2}`;
  return (
    stroke(col(x - w * 0.6, y - h * 0.85) + col(x + w * 1.4, y - h * 0.55), leaf, w * 1.1) +
    stroke(col(x - w * 0.6, y - h * 0.85), '#fff', w * 0.12, { opacity: 0.35 }) +
    rect(x - h * 0.2, y - h * 0.2, h * 0.4, h * 0.2, pot) +
    rect(x - h * 0.2, y - h * 0.2, h * 0.4, h * 0.03, '#000', { opacity: 0.15 })
  );
}

/** Office tower with a window grid from a shared pattern. */
export function tower(x: number, y: number, w: number, h: number, body: string, windows: string, cap = true): string {
  return (
    rect(x, y - h, w, h, body) +
    rect(x + 8, y - h + 14, w - 16, h - 14, windows) +
    (cap ? rect(x + w * 0.3, y - h - 18, w * 0.4, 18, body) : '')
  );
}

// Tiny SVG writing toolkit: string builders, colour maths, gradients and a
// seeded random source. Everything returns plain strings so scenes stay
// simple functions and the output is byte-for-byte reproducible.

export type Attrs = Record<string, string | number | undefined | null | false>;
export type Pt = [number, number] | [number, number, 1];

/** One decimal is plenty at these sizes and keeps files small; ".5" beats "0.5". */
export function num(v: number): string {
  const r = Math.round(v * 10) / 10;
  if (r === 0) return '0';
  return String(r).replace(/^(-?)0\./, '$1.');
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function el(tag: string, attrs: Attrs = {}, ...kids: string[]): string {
  let a = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    a += ` ${k}="${typeof v === 'number' ? num(v) : esc(v)}"`;
  }
  const body = kids.join('');
  return body ? `<${tag}${a}>${body}</${tag}>` : `<${tag}${a}/>`;
}

/** Path-data template: numbers are rounded the same way as attributes. */
export function P(strs: TemplateStringsArray, ...vals: (number | string)[]): string {
  let out = strs[0];
  vals.forEach((v, i) => (out += (typeof v === 'number' ? num(v) : v) + strs[i + 1]));
  return out;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el('rect', { x: x || undefined, y: y || undefined, width: w, height: h, fill, ...a });
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
export const path = (d: string, fill: string, a: Attrs = {}) => el('path', { d, fill, ...a });
export const g = (a: Attrs, ...kids: string[]) => el('g', a, ...kids);
export const poly = (pts: number[][], fill: string, a: Attrs = {}) =>
  path('M' + pts.map(([x, y]) => `${num(x)} ${num(y)}`).join('L') + 'Z', fill, a);
export const stroke = (d: string, color: string, w: number, a: Attrs = {}) =>
  path(d, 'none', { stroke: color, 'stroke-width': w, ...a }); // round caps/joins are inherited from the root
/**
 * Many round dots as zero-length strokes with round caps, one path per radius:
 * ~10 bytes a dot instead of ~60 for a <circle>. Overlaps merge, which suits foam.
 */
export function spots(list: number[][], fill: string, a: Attrs = {}): string {
  const byR = new Map<number, string>();
  for (const [x, y, r] of list) {
    // Few radius buckets = few paths; nobody can tell a 13 from a 14.
    const k = r < 4 ? Math.max(1, Math.round(r)) : Math.round(r / 4) * 4;
    byR.set(k, (byR.get(k) ?? '') + `M${Math.round(x)} ${Math.round(y)}h0`);
  }
  return [...byR].map(([r, d]) => path(d, 'none', { stroke: fill, 'stroke-width': 2 * r, ...a })).join('');
}
export const text = (x: number, y: number, s: string, a: Attrs = {}) => el('text', { x, y, ...a }, esc(s));
export const tr = (x: number, y: number, s = 1) =>
  `translate(${num(x)} ${num(y)})` + (s === 1 ? '' : ` scale(${+s.toFixed(3)})`);

/**
 * Smooth curve through points (Catmull-Rom turned into cubic Béziers).
 * A third element of 1 marks a hard corner: its tangent is zeroed so the
 * curve meets it at an angle - needed for truck beds, roof eaves and the like.
 */
export function smooth(pts: Pt[], closed = false): string {
  const m = pts.length;
  const at = (i: number): Pt => (closed ? pts[(i + m) % m] : pts[Math.max(0, Math.min(m - 1, i))]);
  const tan = (i: number) => {
    const p = at(i);
    if (p[2]) return [0, 0];
    const a = at(i - 1),
      b = at(i + 1);
    const t = [(b[0] - a[0]) / 6, (b[1] - a[1]) / 6];
    // Clamp so unevenly spaced points don't make the curve loop past a neighbour.
    const lim =
      0.5 *
      Math.min(Math.hypot(p[0] - a[0], p[1] - a[1]) || Infinity, Math.hypot(b[0] - p[0], b[1] - p[1]) || Infinity);
    const len = Math.hypot(t[0], t[1]);
    return len > lim ? [(t[0] * lim) / len, (t[1] * lim) / len] : t;
  };
  let d = P`M${pts[0][0]} ${pts[0][1]}`;
  const segs = closed ? m : m - 1;
  for (let i = 0; i < segs; i++) {
    const p = at(i),
      q = at(i + 1),
      t0 = tan(i),
      t1 = tan(i + 1);
    // Whole units are precise enough for curves and save a lot of bytes.
    const R = Math.round;
    d += P`C${R(p[0] + t0[0])} ${R(p[1] + t0[1])} ${R(q[0] - t1[0])} ${R(q[1] - t1[1])} ${q[0]} ${q[1]}`;
  }
  return closed ? d + 'Z' : d;
}

// ---------- colour ----------

export class Color {
  constructor(
    readonly h: number,
    readonly s: number,
    readonly l: number,
  ) {}
  /** Accepts the theme notation "H S% L%". */
  static parse(v: string): Color {
    const [h, s, l] = v.replace(/%/g, '').trim().split(/\s+/).map(Number);
    return new Color(h, s, l);
  }
  get hex(): string {
    return hslHex(this.h, this.s, this.l);
  }
  toString() {
    return this.hex;
  }
  /** Same hue at an absolute lightness (and optionally saturation). */
  at(l: number, s = this.s): string {
    return hslHex(this.h, s, l);
  }
  /** Relative lightness change. */
  d(dl: number): string {
    return hslHex(this.h, this.s, this.l + dl);
  }
  shift(dh = 0, ds = 0, dl = 0): Color {
    return new Color(this.h + dh, this.s + ds, this.l + dl);
  }
}

function hslHex(h: number, s: number, l: number): string {
  h = ((h % 360) + 360) % 360;
  s = Math.max(0, Math.min(100, s)) / 100;
  l = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hx = [f(0), f(8), f(4)]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
  // #aabbcc -> #abc when possible: free bytes.
  return hx[0] === hx[1] && hx[2] === hx[3] && hx[4] === hx[5] ? `#${hx[0]}${hx[2]}${hx[4]}` : `#${hx}`;
}

// ---------- document with its own defs ----------

export type Stop = [number, string, number?];

/**
 * Collects <defs> for one picture. The id prefix lets a scene be nested in
 * another picture (the studio mock-ups) without id clashes.
 */
export class Art {
  private defs: string[] = [];
  private k = 0;
  constructor(
    readonly w: number,
    readonly h: number,
    readonly prefix = '',
    /** Flat shading: a gradient without see-through stops is drawn as its middle colour. */
    readonly flat = false,
  ) {}

  /** Gradients that fade to see-through (glows, soft shadows): outlines must leave them alone. */
  readonly soft = new Set<string>();

  id(): string {
    return this.prefix + 'i' + (this.k++).toString(36);
  }
  private stops(s: Stop[]) {
    return s
      .map(([o, c, op]) =>
        el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === undefined || op === 1 ? undefined : op }),
      )
      .join('');
  }
  private seen = new Map<string, string>();
  /** Identical gradients are emitted once and shared (glows and lamps repeat a lot). */
  private once(tag: string, attrs: Record<string, number | undefined>, s: Stop[]): string {
    const seeThrough = s.some(([, , op]) => op !== undefined && op < 1);
    if (this.flat && !seeThrough) {
      let mid = s[0];
      for (const st of s) if (Math.abs(st[0] - 0.5) < Math.abs(mid[0] - 0.5)) mid = st;
      return mid[1];
    }
    const key = tag + JSON.stringify(attrs) + JSON.stringify(s);
    let ref = this.seen.get(key);
    if (!ref) {
      const id = this.id();
      this.defs.push(el(tag, { id, ...attrs }, this.stops(s)));
      ref = `url(#${id})`;
      this.seen.set(key, ref);
      if (seeThrough) this.soft.add(ref);
    }
    return ref;
  }
  /** Linear gradient, vertical by default (the common case for skies, bodies, walls). */
  lin(s: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.once(
      'linearGradient',
      { x1: x1 || undefined, y1: y1 || undefined, x2: x2 === 1 ? undefined : x2, y2: y2 || undefined },
      s,
    );
  }
  rad(s: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.once(
      'radialGradient',
      { cx: cx === 0.5 ? undefined : cx, cy: cy === 0.5 ? undefined : cy, r: r === 0.5 ? undefined : r },
      s,
    );
  }
  /** Gaussian blur filter, used sparingly for glows so renders stay cheap. */
  blur(sd: number): string {
    const id = this.id();
    this.defs.push(
      el('filter', { id, x: -0.5, y: -0.5, width: 2, height: 2 }, el('feGaussianBlur', { stdDeviation: sd })),
    );
    return `url(#${id})`;
  }
  /** Reusable fragment (e.g. a car drawn twice for its floor reflection). */
  symbol(body: string): string {
    const id = this.id();
    this.defs.push(el('g', { id }, body));
    return id;
  }
  /** Tiling pattern in user space: grilles, window grids, tiles stay tiny in bytes. */
  pattern(w: number, h: number, body: string, transform?: string): string {
    const id = this.id();
    this.defs.push(
      el('pattern', { id, width: w, height: h, patternUnits: 'userSpaceOnUse', patternTransform: transform }, body),
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.id();
    this.defs.push(el('clipPath', { id }, shape));
    return `url(#${id})`;
  }
  defsXml(): string {
    return this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
  }
}

export const use = (id: string, a: Attrs = {}) => el('use', { href: '#' + id, ...a });

export function doc(art: Art, title: string, body: string): string {
  const { w, h } = art;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" stroke-linecap="round" stroke-linejoin="round"><title>${esc(title)}</title>${art.defsXml()}${body}</svg>\n`;
}

// ---------- determinism ----------

/** mulberry32 seeded from a string, so each picture has its own stable "randomness". */
export function rng(seed: string): () => number {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a ^ ch.charCodeAt(0), 2654435761) + 0x9e3779b9) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picture = what a scene returns: a title plus the body markup. */
export interface Pic {
  title: string;
  body: string;
}

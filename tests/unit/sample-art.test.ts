import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, it } from 'vitest';
import { svgProblem } from '../../scripts/images/svg-safety.ts';
import { kits, samplePictures } from '../../scripts/sample-art/index.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

// The sample pictures are drawn by the generator, never edited by hand: a drawing fixed in
// the SVG alone would be lost the next time the generator runs, or a site's colours change.
it('ships every sample picture exactly as the sample-art generator draws it', () => {
  const stale: string[] = [];
  for (const { file, svg } of samplePictures())
    if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) stale.push(relative(ROOT, file));
  expect(stale, 'Run `npx tsx scripts/sample-art/index.ts` and commit the pictures it writes').toEqual([]);
});

/** The folder of the demo a picture belongs to, or undefined for the studio's own pictures. */
const demoOf = (file: string) => /site-content\/demos\/([^/]+)\//.exec(file)?.[1];

const ARGS: Record<string, number> = { M: 2, L: 2, T: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, A: 7, Z: 0 };

/**
 * A path's shape with its place, size and colour taken out: every point is moved so the path
 * starts at 0 0 and scaled so its largest coordinate span is 100. Two paths with one signature
 * are one drawing, wherever it stands and whatever it is painted.
 */
function shapeOf(d: string): string | undefined {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const cmds: { c: string; n: number[] }[] = [];
  let cur: { c: string; n: number[] } | undefined;
  for (const tk of tokens) {
    if (/[a-zA-Z]/.test(tk)) cmds.push((cur = { c: tk, n: [] }));
    else cur?.n.push(Number(tk));
  }
  if (cmds.length < 6) return undefined; // a bare rectangle or line is no one's drawing
  // Which numbers are x and which are y, command by command (arcs: radii scale, flags stay).
  const xs: number[] = [],
    ys: number[] = [];
  for (const { c, n } of cmds) {
    const k = ARGS[c.toUpperCase()];
    if (!k || c !== c.toUpperCase()) continue;
    for (let i = 0; i + k <= n.length; i += k) {
      if (c === 'H') xs.push(n[i]);
      else if (c === 'V') ys.push(n[i]);
      else if (c === 'A') {
        xs.push(n[i + 5]);
        ys.push(n[i + 6]);
      } else
        for (let j = 0; j < k; j += 2) {
          xs.push(n[i + j]);
          ys.push(n[i + j + 1]);
        }
    }
  }
  const x0 = cmds[0].n[0] ?? 0,
    y0 = cmds[0].n[1] ?? 0;
  // A path of relative steps alone is sized by its largest step.
  const steps = cmds.flatMap(({ c, n }) => (c === c.toUpperCase() ? [] : n.map(Math.abs)));
  const span = Math.max(
    Math.max(...xs, x0) - Math.min(...xs, x0),
    Math.max(...ys, y0) - Math.min(...ys, y0),
    ...steps,
    1e-9,
  );
  const q = (v: number) => Math.round((v / span) * 100);
  return cmds
    .map(({ c, n }) => {
      const U = c.toUpperCase(),
        rel = c !== U,
        k = ARGS[U] || n.length || 1;
      const out = n.map((v, i) => {
        const j = i % k;
        if (U === 'A' && j >= 2 && j <= 4) return v; // rotation and flags
        const isY = U === 'V' || (U === 'A' ? j === 1 || j === 6 : U !== 'H' && j % 2 === 1);
        return rel || (U === 'A' && j < 2) ? q(v) : q(v - (isY ? y0 : x0));
      });
      return c + out.join(',');
    })
    .join('');
}

it('shares no drawing between two demos, not even recoloured, moved or resized', () => {
  const owners = new Map<string, Set<string>>();
  for (const { file, svg } of samplePictures()) {
    const demo = demoOf(file);
    if (!demo || /\/(brands|clients)\//.test(file)) continue; // logos are the brands' own marks
    const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!;
    for (const [, d] of svg.matchAll(/<path d="([^"]+)"/g)) {
      // A frame round the whole picture is the site's framing, not a drawing in it.
      if (d.startsWith(`M0 0H${w}V${h}H0Z`)) continue;
      const shape = shapeOf(d);
      if (!shape) continue;
      if (!owners.has(shape)) owners.set(shape, new Set());
      owners.get(shape)!.add(demo);
    }
  }
  const shared = [...owners]
    .filter(([, demos]) => demos.size > 1)
    .map(([s, demos]) => `${[...demos].join(' + ')}: ${s.slice(0, 60)}`);
  expect(shared).toEqual([]);
});

it('gives every demo kit a complete drawing style of its own', () => {
  const keys = ['line', 'shading', 'palette', 'frame', 'people', 'build', 'plant', 'sparkle', 'contour'];
  const seen = new Map<string, string>();
  for (const kit of kits) {
    expect(kit.style, `${kit.id} declares no style`).toBeDefined();
    expect(
      Object.keys(kit.style)
        .filter((k) => k !== 'tint')
        .sort(),
      kit.id,
    ).toEqual([...keys].sort());
    const key = JSON.stringify(kit.style, Object.keys(kit.style).sort());
    expect(seen.get(key), `${kit.id} draws in the same style as ${seen.get(key)}`).toBeUndefined();
    seen.set(key, kit.id);
  }
});

it('draws no picture of one demo as a recolour of another demo picture', () => {
  // Colours, ids and the title taken out, what is left is the drawing itself.
  const bare = (svg: string) =>
    svg
      .replace(/<title>.*?<\/title>/, '')
      .replace(/#[0-9a-f]{3,6}\b/gi, '#')
      .replace(/\bi[0-9a-z]+\b/g, 'i');
  const owner = new Map<string, string>();
  const clashes: string[] = [];
  for (const { file, svg } of samplePictures()) {
    const demo = demoOf(file);
    if (!demo || /\/(brands|clients)\//.test(file)) continue;
    const key = bare(svg);
    const first = owner.get(key);
    if (first && demoOf(first) !== demo) clashes.push(`${relative(ROOT, first)} = ${relative(ROOT, file)}`);
    else owner.set(key, file);
  }
  expect(clashes).toEqual([]);
});

// An SVG is a drawing and nothing else (scripts/images/svg-safety.ts): what the generator draws passes that check.
it('draws every sample picture as an SVG the pictures’ safety check accepts', () => {
  const pictures = [...samplePictures()];
  expect(pictures.length).toBeGreaterThan(0);
  for (const { file, svg } of pictures) expect(svgProblem(svg), relative(ROOT, file)).toBeUndefined();
});

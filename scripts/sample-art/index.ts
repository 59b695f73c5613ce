// Generates every sample picture for the demo sites and the studio site.
// Run: npx tsx scripts/sample-art/index.ts  (from the repo root)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Art, Pic, doc } from './svg';
import type { Kit } from './kit';
import { THEMES } from './themes';
import { applyPalette, frameOver, inkOf, outline, withStyle, type ArtStyle } from './style';
import { detailing } from './scenes/detailing';
import { hvac } from './scenes/hvac';
import { carpet } from './scenes/carpet';
import { autoRepair } from './scenes/autoRepair';
import { restaurant } from './scenes/restaurant';
import { realEstate } from './scenes/realEstate';
import { salon } from './scenes/salon';
import { general } from './scenes/general';
import { studioKit } from './scenes/studio';
import { signatureArt } from './scenes/signature';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const kits: Kit[] = [detailing, hvac, carpet, autoRepair, restaurant, realEstate, salon, general];

/** One sample picture: where it goes and its SVG text. */
export interface SamplePicture {
  file: string;
  svg: string;
  /** Bytes above this are flagged: the budget is a target, not a rule. */
  budget: number;
}

/** How a picture takes its kit's style: a hero is laid under the site's text full-bleed, so it is never framed. */
type Use = 'picture' | 'hero' | 'plain';

function draw(
  file: string,
  w: number,
  h: number,
  scene: (a: Art) => Pic,
  site?: { id: string; style: ArtStyle },
  use: Use = 'picture',
): SamplePicture {
  const budget = w >= 1200 && h >= 800 ? 12000 : 6000;
  const s = site && use !== 'plain' ? site.style : undefined;
  const t = site ? THEMES[site.id] : undefined;
  return withStyle(s, t, () => {
    const a = new Art(w, h, '', s?.shading === 'flat');
    const { title, body } = scene(a);
    if (!s || !t) return { file, svg: doc(a, title, body), budget };
    const ink = inkOf(t);
    // The darkened edge of a vignette frame, made only where a frame needs it (a gradient costs bytes).
    const vignette =
      s.frame === 'vignette' && use === 'picture'
        ? a.rad(
            [
              [0.55, '#000', 0],
              [1, ink, 0.55],
            ],
            0.5,
            0.5,
            0.75,
          )
        : '';
    let out = outline(body, a.soft, ink, s.line * (Math.min(w, h) / 600));
    if (use === 'picture') out += frameOver(s, w, h, t.bg.hex, ink, vignette);
    return { file, svg: applyPalette(doc(a, title, out), s, t), budget };
  });
}

/** Every sample picture of the demo sites and the studio site, drawn in memory. */
export function* samplePictures(): Generator<SamplePicture> {
  for (const kit of kits) {
    const dir = join(root, 'site-content', 'demos', kit.id, 'images');
    yield draw(join(dir, 'hero.svg'), 1600, 900, (a) => kit.hero(a), kit, 'hero');
    yield draw(join(dir, 'about.svg'), 1200, 800, (a) => kit.about(a), kit);
    if (kit.team)
      for (let i = 0; i < 3; i++) yield draw(join(dir, `team-${i + 1}.svg`), 480, 480, (a) => kit.team!(a, i), kit);
    for (const [cat, scene] of Object.entries(kit.gallery))
      for (let v = 1; v <= (kit.variations ?? 3); v++)
        yield draw(join(dir, 'gallery', `${cat}-${v}.svg`), 800, 600, (a) => scene(a, v), kit);
    for (const [rel, [w, h, scene]] of Object.entries(kit.extra ?? {})) yield draw(join(dir, rel), w, h, scene, kit);
  }
  const kitOf = new Map(kits.map((k) => [k.id, k]));
  for (const [site, file, w, h, scene, use] of signatureArt)
    yield draw(join(root, 'site-content', 'demos', site, 'images', file), w, h, scene, kitOf.get(site), use);

  const studio = join(root, 'site-content', 'studio', 'images');
  yield draw(join(studio, 'about.svg'), 1200, 800, (a) => studioKit.about(a));
  yield draw(join(studio, 'owner.svg'), 480, 480, (a) => studioKit.owner(a));
  yield draw(join(studio, 'hero-collage.svg'), 1200, 960, (a) => studioKit.collage(a));
  yield draw(join(studio, 'hero-backdrop.svg'), 1600, 900, (a) => studioKit.backdrop(a));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let count = 0;
  let bytes = 0;
  for (const { file, svg, budget } of samplePictures()) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
    count++;
    bytes += svg.length;
    if (svg.length > budget) console.warn(`over budget: ${relative(root, file)} ${svg.length} B`);
  }
  console.log(`wrote ${count} files, ${(bytes / 1024).toFixed(1)} KB`);
}

// Generates every sample picture for the demo sites and the studio site.
// Run: npx tsx scripts/sample-art/index.ts  (from the repo root)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Art, Pic, doc } from './svg';
import type { Kit } from './kit';
import { detailing } from './scenes/detailing';
import { hvac } from './scenes/hvac';
import { carpet } from './scenes/carpet';
import { autoRepair } from './scenes/autoRepair';
import { restaurant } from './scenes/restaurant';
import { realEstate } from './scenes/realEstate';
import { salon } from './scenes/salon';
import { general } from './scenes/general';
import { studioKit } from './scenes/studio';
import { demoThumbnail } from './scenes/demo-thumbnail';
import { signatureArt } from './scenes/signature';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const kits: Kit[] = [detailing, hvac, carpet, autoRepair, restaurant, realEstate, salon, general];

let count = 0,
  bytes = 0;
function write(file: string, w: number, h: number, draw: (a: Art) => Pic) {
  const a = new Art(w, h);
  const { title, body } = draw(a);
  const svg = doc(a, title, body);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  count++;
  bytes += svg.length;
  // Flag files over budget instead of failing: the budget is a target, not a rule.
  const limit = w >= 1200 && h >= 800 ? 12000 : 6000;
  if (svg.length > limit) console.warn(`over budget: ${relative(root, file)} ${svg.length} B`);
}

for (const kit of kits) {
  const dir = join(root, 'site-content', 'demos', kit.id, 'images');
  write(join(dir, 'hero.svg'), 1600, 900, (a) => kit.hero(a));
  write(join(dir, 'about.svg'), 1200, 800, (a) => kit.about(a));
  if (kit.team) for (let i = 0; i < 3; i++) write(join(dir, `team-${i + 1}.svg`), 480, 480, (a) => kit.team!(a, i));
  for (const [cat, draw] of Object.entries(kit.gallery))
    for (let v = 1; v <= 3; v++) write(join(dir, 'gallery', `${cat}-${v}.svg`), 800, 600, (a) => draw(a, v));
  for (const [rel, [w, h, draw]] of Object.entries(kit.extra ?? {})) write(join(dir, rel), w, h, draw);
}
for (const [site, file, w, h, draw] of signatureArt)
  write(join(root, 'site-content', 'demos', site, 'images', file), w, h, draw);

const studio = join(root, 'site-content', 'studio', 'images');
write(join(studio, 'about.svg'), 1200, 800, (a) => studioKit.about(a));
write(join(studio, 'hero-collage.svg'), 1200, 960, (a) => studioKit.collage(a));
write(join(studio, 'hero-backdrop.svg'), 1600, 900, (a) => studioKit.backdrop(a));
for (const kit of kits) write(join(studio, 'demos', `${kit.id}.svg`), 1200, 750, (a) => demoThumbnail(a, kit));

console.log(`wrote ${count} files, ${(bytes / 1024).toFixed(1)} KB`);

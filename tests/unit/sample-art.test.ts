import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, it } from 'vitest';
import { svgProblem } from '../../scripts/images/svg-safety.ts';
import { samplePictures } from '../../scripts/sample-art/index.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

// The sample pictures are drawn by the generator, never edited by hand: a drawing fixed in
// the SVG alone would be lost the next time the generator runs, or a site's colours change.
it('ships every sample picture exactly as the sample-art generator draws it', () => {
  const stale: string[] = [];
  for (const { file, svg } of samplePictures())
    if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) stale.push(relative(ROOT, file));
  expect(stale, 'Run `npx tsx scripts/sample-art/index.ts` and commit the pictures it writes').toEqual([]);
});

// An SVG is a drawing and nothing else (scripts/images/svg-safety.ts): what the generator draws passes that check.
it('draws every sample picture as an SVG the pictures’ safety check accepts', () => {
  const pictures = [...samplePictures()];
  expect(pictures.length).toBeGreaterThan(0);
  for (const { file, svg } of pictures) expect(svgProblem(svg), relative(ROOT, file)).toBeUndefined();
});

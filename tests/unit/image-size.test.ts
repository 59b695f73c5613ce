/** Validation of picture sizes: read from the file, and checked where content states them. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/content/problem.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';

let copies: string[] = [];
afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

/** The valid case tree, with its hero picture object replaced. */
function withHeroImage(image: Record<string, unknown>, files: Record<string, Buffer | string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'image-size-'));
  copies.push(root);
  cpSync(join(PROJECT_ROOT, 'tests/content-errors/_valid'), root, { recursive: true });
  const site = join(root, 'site-content/demo');
  for (const [name, data] of Object.entries(files)) writeFileSync(join(site, 'images', name), data);
  const pageFile = join(site, 'pages/home.json');
  const page = JSON.parse(readFileSync(pageFile, 'utf8'));
  page.blocks[0].image = image;
  writeFileSync(pageFile, JSON.stringify(page, null, 2));
  return loadContent(join(root, 'site-content'), root).problems;
}

const photo = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#964' } })
    .jpeg()
    .toBuffer();

describe('picture sizes in content', () => {
  it('needs no width or height at all', async () => {
    expect(withHeroImage({ src: 'photo.jpg', alt: 'A photo' }, { 'photo.jpg': await photo() })).toEqual([]);
  });

  it('accepts a photo’s real size', async () => {
    expect(
      withHeroImage({ src: 'photo.jpg', alt: 'A photo', width: 300, height: 200 }, { 'photo.jpg': await photo() }),
    ).toEqual([]);
  });

  it('says the real size of a photo whose stated size is wrong, even when only one number is given', async () => {
    const [problem] = withHeroImage({ src: 'photo.jpg', alt: 'A photo', height: 900 }, { 'photo.jpg': await photo() });
    expect(problem.message).toBe('The picture "photo.jpg" is 300 × 200 pixels, but "height" says 900.');
    expect(problem.hint).toBe('Remove "width" and "height" (they are read from the file), or write 300 and 200.');
    expect(formatProblem(problem)).toContain('at section 1 "Fresh bread every morning" -> image -> height');
  });

  it('lets an SVG be stated at any size that keeps its proportions, and names them when it does not', () => {
    // The case tree's hero.svg is 16 x 9.
    expect(withHeroImage({ src: 'hero.svg', alt: 'Bread', width: 3200, height: 1800 })).toEqual([]);
    const [problem] = withHeroImage({ src: 'hero.svg', alt: 'Bread', width: 800, height: 800 });
    expect(problem.message).toBe(
      'The picture "hero.svg" is 16 × 9 in shape, but "width" and "height" say 800 × 800, which would stretch it.',
    );
    expect(problem.hint).toBe(
      'Remove "width" and "height" (they are read from the file), or keep its proportions, for example 800 × 450.',
    );
  });

  it('reports a file that is not a picture instead of failing the build later', () => {
    const [problem] = withHeroImage({ src: 'photo.jpg', alt: 'A photo' }, { 'photo.jpg': 'this is text' });
    expect(problem.message).toMatch(/^The picture "photo.jpg" cannot be used: it cannot be read as a picture/);
    expect(problem.hint).toBe('Open it in an image editor and save it again as JPEG, PNG, WebP or AVIF.');
  });
});

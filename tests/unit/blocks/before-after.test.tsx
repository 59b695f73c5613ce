import { expect, it } from 'vitest';
import type { BeforeAfterBlock } from '../../../src/content/types.generated.ts';
import { renderBlocks } from '../../support/render.tsx';

const picture = (src: string, alt: string) => ({ src, alt, width: 800, height: 600 });
const pair = (title: string) => ({
  title,
  before: picture(`${title}-before.svg`, `${title} before`),
  after: picture(`${title}-after.svg`, `${title} after`),
});

it('puts both pictures of each pair in one frame, after on top, with a Before/After radio pair per frame and neither chosen at first', () => {
  const block: BeforeAfterBlock = {
    type: 'before-after',
    heading: 'See the difference',
    items: [pair('rug'), pair('sofa')],
  };
  const html = renderBlocks([block]);
  expect(html.indexOf('rug before')).toBeLessThan(html.indexOf('rug after'));
  const radios = [...html.matchAll(/<input type="radio" name="([^"]+)"( checked="")? value="(before|after)"/g)].map(
    ([, name, checked, value]) => [name, checked, value],
  );
  expect(radios.map((r) => r[2])).toEqual(['before', 'after', 'before', 'after']);
  // Nothing chosen: the frame starts with both halves side by side, so the caption is true of what shows.
  expect(radios.map((r) => Boolean(r[1]))).toEqual([false, false, false, false]);
  // Each pair switches on its own.
  expect(radios[0][0]).toBe(radios[1][0]);
  expect(radios[0][0]).not.toBe(radios[2][0]);
  expect(html).toContain('aria-label="Show rug"');
});

it('uses the labels the content gives', () => {
  const html = renderBlocks([
    { type: 'before-after', beforeLabel: 'Stained', afterLabel: 'Clean', items: [pair('rug')] },
  ]);
  expect(html).toMatch(/value="before"\/>Stained<\/label>/);
  expect(html).toMatch(/value="after"\/>Clean<\/label>/);
  // The halves are tagged on the picture with the same words, hidden from screen readers (the radios name them).
  expect(html).toMatch(/<span [^>]*aria-hidden="true"[^>]*>Stained<\/span>/);
  expect(html).toMatch(/<span [^>]*aria-hidden="true"[^>]*>Clean<\/span>/);
});

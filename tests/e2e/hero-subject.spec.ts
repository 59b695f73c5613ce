/**
 * A hero whose data says where its picture's subject stands keeps that
 * subject in view: on every such route, at both widths, the subject's box
 * (mapped onto the picture as drawn) lies inside the part of the picture
 * that shows (its frame, band zone, strip or backdrop, within the screen)
 * along each side it fits; along a side it is too long for (a skyline as
 * wide as the picture), the subject fills what shows.
 */
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { routeOf } from '../../scripts/content/core/route.ts';
import type { PictureSubject } from '../../src/content/types.generated.ts';
import { expect, test } from './fixtures.ts';
import { DESKTOP, PHONE } from './support/every-route.ts';

/** Pixels a subject's edge may pass its frame's by, for rounding. */
const ROUNDING = 1;

const heroesWithSubjects = loadContent().sites.flatMap(({ site, pages }) =>
  pages.flatMap(({ page }) =>
    page.blocks
      .filter((block) => block.type === 'hero' && block.subject && block.image)
      .map((block) => ({ route: routeOf(site, page), subject: (block as { subject: PictureSubject }).subject })),
  ),
);

/** Runs in the page: the hero picture as drawn, and the part of it that shows, in viewport pixels. */
function heroPicture() {
  const heading = document.querySelector('main h1');
  const img = [...(heading?.closest('section')?.querySelectorAll('img') ?? [])].find((candidate) =>
    candidate.checkVisibility(),
  );
  if (!img) return undefined;
  const frame = img.closest('div, figure')!.getBoundingClientRect();
  const drawn = img.getBoundingClientRect();
  const shown = {
    left: Math.max(frame.left, 0),
    right: Math.min(frame.right, document.documentElement.clientWidth),
    top: frame.top,
    bottom: frame.bottom,
  };
  return { drawn: { left: drawn.left, top: drawn.top, width: drawn.width, height: drawn.height }, shown };
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`a hero's subject at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { route, subject } of heroesWithSubjects) {
      test(`${route}: the subject stays whole in view`, async ({ page }) => {
        await page.goto(route);
        const picture = await page.evaluate(heroPicture);
        expect(picture, 'the hero shows its picture').toBeDefined();
        const { drawn, shown } = picture!;
        const box = {
          left: drawn.left + (subject.x / 100) * drawn.width,
          right: drawn.left + ((subject.x + subject.width) / 100) * drawn.width,
          top: drawn.top + (subject.y / 100) * drawn.height,
          bottom: drawn.top + ((subject.y + subject.height) / 100) * drawn.height,
        };
        const overhangs = (start: number, end: number, from: number, to: number) =>
          end - start <= to - from + ROUNDING
            ? [from - start, end - to] // it fits: nothing of it outside
            : [start - from, to - end]; // too long: nothing outside it shows
        const outside = [
          ...overhangs(box.left, box.right, shown.left, shown.right),
          ...overhangs(box.top, box.bottom, shown.top, shown.bottom),
        ].map(Math.round);
        expect(
          outside.every((overhang) => overhang <= ROUNDING),
          `${route}: the subject and the shown part pass each other by ${outside.join(', ')} px (left, right, top, bottom)`,
        ).toBe(true);
      });
    }
  });
}

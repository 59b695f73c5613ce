/** Every focusable element shows a two-tone focus ring that stands out from its background (WCAG 1.4.11 and 2.4.7). */
import { contrastRatio, type Rgb } from '../../../src/theme/contrast.ts';
import { expect } from '../fixtures.ts';
import { DESKTOP } from '../support/every-route.ts';
import { atWidth, type PageCheck } from './check.ts';

/** WCAG 1.4.11: a focus indicator needs 3:1 against what surrounds it. */
const RING_CONTRAST = 3;

interface FocusedLook {
  what: string;
  outlineStyle: string;
  outlineWidth: number;
  /** The outer ring, the inner ring and the nearest solid background around the element, as "rgb(...)". */
  outer: string;
  inner: string | null;
  around: string;
}

/** Focus every visible focusable element in turn and record how its focus ring is drawn. */
function focusEach(): FocusedLook[] {
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
  const solidBackground = (start: Element | null): string => {
    for (let el = start; el; el = el.parentElement) {
      const colour = getComputedStyle(el).backgroundColor;
      const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(colour);
      if (colour !== 'transparent' && (!alpha || Number(alpha[1]) > 0.5)) return colour;
    }
    return 'rgb(255, 255, 255)';
  };
  return Array.from(document.querySelectorAll<HTMLElement>(selector)).flatMap((el) => {
    const box = el.getBoundingClientRect();
    if (
      box.width === 0 ||
      box.height === 0 ||
      getComputedStyle(el).visibility === 'hidden' ||
      el.closest('[inert], [aria-hidden="true"]')
    )
      return [];
    el.focus({ preventScroll: true });
    if (document.activeElement !== el || !el.matches(':focus-visible'))
      return [
        {
          what: el.outerHTML.slice(0, 80),
          outlineStyle: 'not focus-visible',
          outlineWidth: 0,
          outer: '',
          inner: null,
          around: '',
        },
      ];
    const style = getComputedStyle(el);
    return [
      {
        what: `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        outlineStyle: style.outlineStyle,
        outlineWidth: parseFloat(style.outlineWidth),
        outer: style.outlineColor,
        inner: /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? null,
        around: solidBackground(el.parentElement),
      },
    ];
  });
}

const parse = (colour: string): Rgb => {
  const [r, g, b] = colour.match(/[\d.]+/g)!.map(Number);
  return [r, g, b];
};

// Moves the focus: it runs after the checks that read the page as it loaded, and leaves nothing focused.
export const focusRings: PageCheck = {
  title: 'every focusable element shows a two-tone focus ring that stands out from its background',
  applies: atWidth(DESKTOP.width),
  run: async ({ page }) => {
    // Focus rings are for keyboard users: a key press first, as a keyboard user's would be.
    await page.keyboard.press('Tab');
    const looks = await page.evaluate(focusEach);
    expect.soft(looks.length, 'focusable elements found').toBeGreaterThan(3);
    const problems = looks.flatMap((look) => {
      if (look.outlineStyle !== 'solid' || look.outlineWidth < 2)
        return [`${look.what}: outline ${look.outlineStyle} ${look.outlineWidth}px`];
      if (!look.inner) return [`${look.what}: only one ring`];
      const [outer, inner, around] = [parse(look.outer), parse(look.inner), parse(look.around)];
      const tones = contrastRatio(outer, inner);
      const visible = Math.max(contrastRatio(outer, around), contrastRatio(inner, around));
      if (tones < RING_CONTRAST) return [`${look.what}: the two rings are too alike (${tones.toFixed(2)}:1)`];
      if (visible < RING_CONTRAST) return [`${look.what}: ring ${visible.toFixed(2)}:1 against ${look.around}`];
      return [];
    });
    expect.soft(problems).toEqual([]);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  },
};

/**
 * The FAQ accordion on every demo page that has one: one answer open at a
 * time, collapsible, each answer a region named by its question, keyboard operable.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { demos } from './support/demos.ts';

/** SPEC section 2: the home pages with an FAQ (the first four have exactly six entries). */
const HOMES_WITH_FAQ: Record<string, number | undefined> = {
  detailing: 6,
  hvac: 6,
  carpet: 6,
  'auto-repair': 6,
  restaurant: undefined,
  'real-estate': undefined,
};

test('the demo home pages have the FAQs the spec lists', () => {
  for (const d of demos) {
    const faqs = d.blocks('/', 'faq');
    if (!(d.id in HOMES_WITH_FAQ)) continue;
    expect(faqs, d.id).toHaveLength(1);
    const count = HOMES_WITH_FAQ[d.id];
    if (count) expect(faqs[0].items, d.id).toHaveLength(count);
    else expect(faqs[0].items.length, d.id).toBeGreaterThan(0);
  }
});

/**
 * The questions, in order. Each is the summary of a details element: the
 * browser's own disclosure control, which works before and without JavaScript
 * and tells assistive technology whether it is expanded.
 */
function questions(page: Page, items: { question: string }[]): Locator[] {
  return items.map((item) =>
    page.locator('summary').filter({ has: page.getByRole('heading', { name: item.question, exact: true }) }),
  );
}

async function expectOpen(summaries: Locator[], answers: string[], open: number | null) {
  for (const [i, summary] of summaries.entries()) {
    const details = summary.locator('xpath=..');
    const region = details.getByRole('region');
    if (i === open) {
      await expect(details).toHaveAttribute('open', '');
      await expect(region).toBeVisible();
      await expect(region).toHaveText(answers[i]);
      await expect(region).toHaveAccessibleName(await summary.innerText());
    } else {
      await expect(details).not.toHaveAttribute('open');
      await expect(region).toBeHidden();
    }
  }
}

const pagesWithFaq = demos.flatMap((d) =>
  d.pages.flatMap((p) => d.blocks(p.path, 'faq').map((faq) => ({ route: p.route, faq }))),
);

test('every demo home with an FAQ is covered', () => {
  for (const id of Object.keys(HOMES_WITH_FAQ)) {
    expect(
      pagesWithFaq.some(({ route }) => route === `/demo-${id}`),
      id,
    ).toBe(true);
  }
});

for (const { route, faq } of pagesWithFaq) {
  const answers = faq.items.map((item) => item.answer);

  test(`${route}: the FAQ opens one answer at a time and collapses`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    const buttons = questions(page, faq.items);
    await expectOpen(buttons, answers, null);

    await buttons[0].click();
    await expectOpen(buttons, answers, 0);
    await buttons[1].click();
    await expectOpen(buttons, answers, 1);
    const last = buttons.length - 1;
    await buttons[last].click();
    await expectOpen(buttons, answers, last);
    // The open question closes itself.
    await buttons[last].click();
    await expectOpen(buttons, answers, null);
  });

  test(`${route}: the FAQ works from the keyboard`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    const buttons = questions(page, faq.items);
    await buttons[0].focus();
    await page.keyboard.press('Enter');
    await expectOpen(buttons, answers, 0);
    // Tab moves to the next question (past no links in the open answer), Space opens it.
    await page.keyboard.press('Tab');
    await expect(buttons[1]).toBeFocused();
    await page.keyboard.press('Space');
    await expectOpen(buttons, answers, 1);
    await page.keyboard.press('Space');
    await expectOpen(buttons, answers, null);
    await page.keyboard.press('Shift+Tab');
    await expect(buttons[0]).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOpen(buttons, answers, 0);
    await page.keyboard.press('Enter');
    await expectOpen(buttons, answers, null);
  });
}

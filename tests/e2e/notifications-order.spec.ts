import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import {
  answerJson,
  expectToast,
  fillQuoteForm,
  notifications,
  quoteForm,
  quoteFormContent,
  routeFormService,
  VALID,
} from './support/studio.ts';

const { heading } = quoteFormContent('contact');

/** A replaced notification must give way within this long (it fades out briefly). */
const REPLACED_WITHIN_MS = 500;

/**
 * Keep a timeline in the page: every click, and every toast as it arrives and
 * as it leaves the page, with performance.now() stamps and the toast's title.
 */
async function recordTimeline(page: Page): Promise<void> {
  await page.evaluate(() => {
    const events: { what: 'click' | 'shown' | 'gone'; title: string; at: number }[] = [];
    (window as unknown as { timeline: typeof events }).timeline = events;
    const titleOf = (el: Element) => el.querySelector('strong')?.textContent ?? '';
    document.addEventListener('click', () => events.push({ what: 'click', title: '', at: performance.now() }), true);
    // The first toast arrives inside its container, so look inside what was added.
    const toastsIn = (nodes: NodeList) =>
      Array.from(nodes).flatMap((node) =>
        node instanceof Element
          ? [node, ...node.querySelectorAll('*')].filter((el) => el.matches('.Toastify__toast'))
          : [],
      );
    new MutationObserver((records) => {
      for (const record of records) {
        for (const toast of toastsIn(record.addedNodes))
          events.push({ what: 'shown', title: titleOf(toast), at: performance.now() });
        for (const toast of toastsIn(record.removedNodes))
          events.push({ what: 'gone', title: titleOf(toast), at: performance.now() });
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const timeline = (page: Page) =>
  page.evaluate(() => (window as unknown as { timeline: { what: string; title: string; at: number }[] }).timeline);

/**
 * Send the empty form, then again with only a name: two validation messages,
 * the second of which must replace the first, leaving one notification.
 */
async function sendTwoMistakes(page: Page, form: ReturnType<typeof quoteForm>, secondWithinMs?: number) {
  await form.submit.click();
  await expectToast(page, 'Validation Error', 'Name is required');
  await form.name.fill('Jane Smith');
  await form.submit.click();
  await expectToast(page, 'Validation Error', 'Invalid email address', secondWithinMs);
  await expect(notifications(page).toasts).toHaveCount(1, { timeout: REPLACED_WITHIN_MS * 2 });
}

async function openContact(page: Page) {
  await page.goto('/contact');
  await hydrated(page);
  await recordTimeline(page);
  return quoteForm(page, heading);
}

test('after an empty submit, a successful send shows "Message Sent!" at once, replacing "Validation Error"', async ({
  page,
}) => {
  await routeFormService(page, (route) => answerJson(route, 200, { ok: true }));
  const form = await openContact(page);
  await form.submit.click();
  await expectToast(page, 'Validation Error', 'Name is required');

  await fillQuoteForm(form, VALID);
  await form.submit.click();
  const sent = await expectToast(
    page,
    'Message Sent!',
    "Thank you for reaching out. I'll get back to you within 24 hours.",
  );
  await expect(notifications(page).toasts).toHaveCount(1);
  await expect(sent).toBeVisible();
  // The replaced toast may still be fading out of the page; its stamp says when it went.
  await expect
    .poll(async () => (await timeline(page)).some((e) => e.what === 'gone' && e.title === 'Validation Error'))
    .toBe(true);

  const events = await timeline(page);
  const send = events.filter((e) => e.what === 'click').at(-1)!;
  const shown = events.find((e) => e.what === 'shown' && e.title === 'Message Sent!')!;
  const stale = events.find((e) => e.what === 'gone' && e.title === 'Validation Error')!;
  expect(events.filter((e) => e.what === 'shown').map((e) => e.title)).toEqual(['Validation Error', 'Message Sent!']);
  // The service answers at once here, so only the page itself could delay the thanks.
  expect(shown.at - send.at, 'ms from the click to "Message Sent!"').toBeLessThan(1000);
  expect(stale.at - shown.at, 'ms "Validation Error" stayed beside "Message Sent!"').toBeLessThan(REPLACED_WITHIN_MS);
});

test('each new validation message replaces the last one at once', async ({ page }) => {
  const form = await openContact(page);
  const { toasts } = notifications(page);
  await sendTwoMistakes(page, form, REPLACED_WITHIN_MS * 2);
  await expect(toasts).not.toContainText('Name is required');

  const events = await timeline(page);
  const second = events.filter((e) => e.what === 'click').at(-1)!;
  const shown = events.filter((e) => e.what === 'shown');
  expect(shown).toHaveLength(2);
  expect(shown[1].at - second.at, 'ms from the second click to its message').toBeLessThan(REPLACED_WITHIN_MS);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('notifications still replace each other, close on Escape and close by themselves', async ({ page }) => {
    const form = await openContact(page);
    const { toasts } = notifications(page);
    await sendTwoMistakes(page, form);

    await page.keyboard.press('Escape');
    await expect(toasts).toHaveCount(0, { timeout: REPLACED_WITHIN_MS * 2 });

    await form.submit.click();
    const toast = await expectToast(page, 'Validation Error', 'Invalid email address');
    await expect(toast).toBeHidden({ timeout: 9_000 });
  });
});

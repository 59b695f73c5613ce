/**
 * On a slow phone (4x slower CPU, 1.6 Mbps, 150 ms round trips) every control
 * works on the first tap, even when it is tapped the moment it is painted and
 * long before the page's scripts have run: either the HTML does the work itself,
 * or the island holds the tap and acts on it as soon as it wakes.
 * Each test notes the time from first paint to the tap taking effect.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillQuoteForm, quoteForm, quoteFormValues, VALID } from './support/studio.ts';

test.describe.configure({ timeout: 60_000 });

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Open the page, wait only until `control` is painted, tap it once, and note how long after first paint it took effect. */
async function tapAsSoonAsPainted(
  page: Page,
  route: string,
  control: Locator,
  worked: () => Promise<void>,
  measure = true,
) {
  await slowPhone(page);
  await page.goto(route, { waitUntil: 'commit' });
  await control.click();
  await worked();
  if (!measure) return;
  const ms = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return Math.round(performance.now() - paint);
  });
  test.info().annotations.push({ type: 'first paint to working tap', description: `${route}: ${ms} ms` });
  console.log(`first paint to working tap on ${route}: ${ms} ms`);
}

test('the FAQ opens on the first tap', async ({ page }) => {
  const question = page.locator('summary', { hasText: 'Do you provide hosting?' });
  await tapAsSoonAsPainted(page, '/contact', question, async () => {
    await expect(page.getByRole('region', { name: 'Do you provide hosting?' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu opens on the first tap @phone', async ({ page }) => {
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await tapAsSoonAsPainted(
      page,
      '/demo-restaurant',
      page.getByRole('banner').locator('button[popovertarget]'),
      async () => {
        await expect(nav).toBeVisible();
      },
    );
  });
});

test('a gallery filter narrows the grid on the first tap', async ({ page }) => {
  const pictures = page.getByRole('main').getByRole('link', { name: /^Open / });
  await tapAsSoonAsPainted(page, '/demo-salon/portfolio', page.getByRole('radio', { name: 'Haircuts' }), async () => {
    await expect(page.getByRole('radio', { name: 'Haircuts' })).toBeChecked();
    expect(await pictures.count()).toBeLessThan(12);
  });
});

test('a picture opens the lightbox on the first tap, before the gallery has woken', async ({ page }) => {
  const tile = page
    .getByRole('main')
    .getByRole('link', { name: /^Open / })
    .first();
  const island = page.locator('site-island[data-island="block:gallery"]');
  await slowPhone(page);
  await page.goto('/demo-restaurant/portfolio', { waitUntil: 'commit' });
  await tile.waitFor();
  // The gallery wakes on interaction, so this tap comes before its code is even requested.
  await expect(island).not.toHaveAttribute('data-awake');
  await tile.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.locator('figcaption')).toContainText('1 / 12');
  const ms = await page.evaluate(() =>
    Math.round(performance.now() - (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0)),
  );
  console.log(`first paint to working tap on the gallery's first picture: ${ms} ms`);
  expect(new URL(page.url()).pathname).toBe('/demo-restaurant/portfolio');
  await expect(island).toHaveAttribute('data-awake', '');
});

test('a link navigates on the first tap', async ({ page }) => {
  const link = page.getByRole('banner').getByRole('link', { name: 'Services', exact: true });
  await tapAsSoonAsPainted(
    page,
    '/demo-hvac/about',
    link,
    async () => {
      await expect(page).toHaveURL('/demo-hvac/services');
    },
    false,
  );
});

test('the quote form acts on its first submit', async ({ page }) => {
  const send = page.getByRole('form', { name: 'Request a Free Quote' }).getByRole('button');
  await tapAsSoonAsPainted(page, '/contact', send, async () => {
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Validation Error')).toBeVisible({
      timeout: 20_000,
    });
  });
  expect(new URL(page.url()).search).toBe('');
});

test('the floating button works on its first tap', async ({ page }) => {
  await slowPhone(page);
  await page.goto('/services', { waitUntil: 'commit' });
  await page.getByRole('main').waitFor();
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  await page.getByRole('link', { name: 'Get a Quote', exact: true }).click();
  await expect(page).toHaveURL('/#contact');
});

test('a tap that comes before any script has arrived is kept and acted on', async ({ page }) => {
  // Hold back every script, so the tap lands on nothing but HTML and the page's first inline script.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/demo-hvac/portfolio', { waitUntil: 'domcontentloaded' });
  const tile = page
    .getByRole('main')
    .getByRole('link', { name: /^Open / })
    .nth(2);
  await tile.click();
  // Nothing navigated to the picture file, and nothing shows yet.
  expect(new URL(page.url()).pathname).toBe('/demo-hvac/portfolio');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog').locator('figcaption')).toContainText('3 / 12');
});

test('what is typed and chosen before the quote form wakes is kept, and its first submit acts on it', async ({
  page,
}) => {
  await slowPhone(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = quoteForm(page, 'Request a Free Quote');
  const island = page.locator('site-island[data-island="block:form"]').filter({ has: form.form });
  await form.name.waitFor();
  await expect(island).not.toHaveAttribute('data-awake');
  // Everything valid but the message, typed as fast as the page allows, while the form's code is still on its way.
  await fillQuoteForm(form, { ...VALID, message: '' });
  await form.submit.click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message is required')).toBeVisible({
    timeout: 20_000,
  });
  await expect(island).toHaveAttribute('data-awake', '');
  expect(await quoteFormValues(form)).toEqual({ ...VALID, message: '' });
});

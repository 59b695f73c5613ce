/**
 * With JavaScript off the site still reads and works as a brochure: links, the
 * FAQ, the phone menu, the gallery's filters and pictures. The quote form posts
 * to its service in the request body, and no form ever puts what was typed in
 * the address.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demos } from './support/demos.ts';
import { FORM_SERVICE, quoteForm, quoteFormContent, VALID } from './support/studio.ts';

test.use({ javaScriptEnabled: false });

test('links lead from page to page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Brightline Web Studio' }).click();
  await expect(page).toHaveURL('/');
});

test('the FAQ opens one answer at a time and closes again', async ({ page }) => {
  await page.goto('/contact');
  const hosting = page.locator('summary', { hasText: 'Do you provide hosting?' });
  const timing = page.locator('summary', { hasText: 'How long does it take to build a website?' });
  const hostingAnswer = page.getByRole('region', { name: 'Do you provide hosting?' });
  const timingAnswer = page.getByRole('region', { name: 'How long does it take to build a website?' });
  await expect(hostingAnswer).toBeHidden();
  await hosting.click();
  await expect(hostingAnswer).toContainText('$10-20 per month');
  await timing.click();
  await expect(timingAnswer).toContainText('2-4 weeks');
  await expect(hostingAnswer).toBeHidden();
  await timing.click();
  await expect(timingAnswer).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu opens, leads to a page and closes @phone', async ({ page }) => {
    await page.goto('/demo-hvac/about');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL('/demo-hvac/services');
    await expect(nav).toBeHidden();
  });
});

test('gallery filters narrow the grid and every picture can be opened', async ({ page }) => {
  const salon = demos.find((d) => d.id === 'salon')!;
  const [gallery] = salon.blocks('/portfolio', 'gallery');
  const filter = gallery.filters![0];
  await page.goto('/demo-salon/portfolio');
  const pictures = page.getByRole('main').getByRole('link', { name: /^Open / });
  await expect(pictures).toHaveCount(gallery.items.length);
  await page.getByRole('radio', { name: filter.label, exact: true }).check();
  await expect(pictures).toHaveCount(gallery.items.filter((item) => item.category === filter.id).length);
  const first = pictures.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/media\//);
  const picture = await page.request.get(href!);
  expect(picture.ok()).toBe(true);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
});

test('the quote form posts to the form service, never with the fields in the address', async ({ page }) => {
  const { heading, submission } = quoteFormContent('contact');
  await page.goto('/contact');
  const form = quoteForm(page, heading);
  await expect(form.form).toHaveAttribute('method', 'post');
  await form.name.fill(VALID.name);
  await form.email.fill('secret@example.com');
  await form.message.fill('private words');
  const posted = page.waitForRequest((request) => request.url().startsWith(FORM_SERVICE));
  await form.submit.click();
  const request = await posted;
  expect(request.method()).toBe('POST');
  expect(request.url()).toBe(`${FORM_SERVICE}${process.env.FORM_ID || submission.formId}`);
  expect(request.postData()).toContain('secret%40example.com');
  // The service's own thank-you page, at an address that holds nothing that was typed.
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  expect(page.url()).not.toMatch(/secret|private|Jane/);
});

for (const d of demos.filter((demo) => ['general', 'restaurant'].includes(demo.id))) {
  test(`${d.base}/contact: the demo form sends nothing and keeps the address clean`, async ({ page }) => {
    const [block] = d.blocks('/contact', 'form');
    await page.goto(`${d.base}/contact`);
    const form = page.getByRole('form', { name: block.heading });
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    for (const field of block.fields) {
      const control = form.locator(`[name="${field.name}"]`);
      if (field.type === 'select') await control.selectOption({ index: 1 });
      else if (field.type === 'email') await control.fill('secret@example.com');
      else if (field.type === 'date') await control.fill('2031-06-15');
      else if (field.type === 'number') await control.fill('3');
      else await control.fill('5550100');
    }
    const address = page.url();
    await form.getByRole('button', { name: block.submitLabel }).click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(address);
    expect(requests.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
  });
}

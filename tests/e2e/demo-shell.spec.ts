/**
 * The frame of every demo page: banner, header, footer, on all 40 routes;
 * the phone menu; and the spec's fixed names and paths.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { demos, PAGE_PATHS, telHref, type Demo } from './support/demos.ts';
import { SPEC_DEMOS } from './support/spec-demos.ts';

const NAV = [
  ['Home', ''],
  ['About', '/about'],
  ['Services', '/services'],
  ['Portfolio', '/portfolio'],
  ['Contact', '/contact'],
] as const;

test('the content has the eight demos with the spec names, each with the five pages', () => {
  expect(demos.map((d) => d.base).sort()).toEqual(Object.keys(SPEC_DEMOS).sort());
  for (const d of demos) {
    expect(d.site.name).toBe(SPEC_DEMOS[d.base]);
    expect(d.pages.map((p) => p.path).sort()).toEqual([...PAGE_PATHS].sort());
  }
});

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

async function expectCurrent(page: Page, d: Demo, route: string) {
  const links = mainNav(page).getByRole('link');
  await expect(links).toHaveText(NAV.map(([label]) => label));
  for (const [label, path] of NAV) {
    const link = mainNav(page).getByRole('link', { name: label, exact: true });
    await expect(link).toHaveAttribute('href', d.base + path);
    if (d.base + path === route) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
  await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1);
}

for (const d of demos) {
  const name = SPEC_DEMOS[d.base];

  for (const p of d.pages) {
    test(`${p.route}: banner, header, heading, title and footer`, async ({ page }) => {
      const response = await page.goto(p.route);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page).toHaveTitle(p.title);
      expect(p.title).toContain(name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);

      // Banner above the header.
      await expect(page.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute('href', '/#work');
      await expect(page.getByText(`Viewing: ${name}`, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get This Website', exact: true })).toHaveAttribute(
        'href',
        '/#contact',
      );

      // Header: name, nav with the one current link, Call Now.
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', d.base);
      await expectCurrent(page, d, p.route);
      const call = header.getByRole('link', { name: 'Call Now' });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', telHref(d.site.contact.phone!));

      // Footer: quick links, contact details, year, legal placeholders.
      const footer = page.getByRole('contentinfo');
      const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
      await expect(quick).toHaveText(NAV.map(([label]) => label));
      for (const [i, [, path]] of NAV.entries()) await expect(quick.nth(i)).toHaveAttribute('href', d.base + path);
      const contact = footer.getByRole('list').filter({ has: page.getByRole('link', { name: d.site.contact.phone! }) });
      await expect(contact.getByRole('listitem').first()).toHaveText(name);
      await expect(contact.getByRole('link', { name: d.site.contact.phone! })).toHaveAttribute(
        'href',
        telHref(d.site.contact.phone!),
      );
      await expect(contact.getByRole('link', { name: d.site.contact.email! })).toHaveAttribute(
        'href',
        `mailto:${d.site.contact.email}`,
      );
      await expect(contact.getByText(d.site.contact.address!, { exact: true })).toBeVisible();
      await expect(
        footer.getByText(`© ${new Date().getFullYear()} ${name}. All rights reserved.`, { exact: true }),
      ).toBeVisible();
      await expect(footer.getByRole('list', { name: 'Legal' }).getByRole('listitem')).toHaveText([
        'Privacy Policy',
        'Terms of Service',
      ]);
    });
  }

  test(`${d.base}: header links navigate and move aria-current`, async ({ page }) => {
    await page.goto(d.base);
    await hydrated(page);
    for (const [label, path] of [...NAV.slice(1), NAV[0]]) {
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(d.base + path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.page(path || '/').heading);
      await expectCurrent(page, d, d.base + path);
    }
  });

  test.describe(() => {
    // The desktop project runs these too, on a phone-sized window.
    test.use({ viewport: { width: 412, height: 839 } });
    test(`${d.base}: the phone menu opens, and closes when a link is chosen @phone`, async ({ page }) => {
      await page.goto(d.base);
      await hydrated(page);
      await expect(page.getByText(`Viewing: ${d.site.name}`, { exact: true })).toBeVisible();
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page)).toBeHidden();

      await toggle.click();
      const close = page.getByRole('button', { name: 'Close menu' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toBeVisible();
      await expect(close).toHaveAttribute('aria-controls', (await mainNav(page).getAttribute('id'))!);
      await close.click();
      await expect(mainNav(page)).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await toggle.click();
      // Phones have no room for Call Now beside the menu, so it is inside it.
      const call = mainNav(page).getByRole('link', { name: 'Call Now' });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', telHref(d.site.contact.phone!));
      await mainNav(page).getByRole('link', { name: 'Services', exact: true }).click();
      await expect(page).toHaveURL(`${d.base}/services`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.page('/services').heading);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page)).toBeHidden();
    });
  });
}

test('Back to Portfolio returns to the studio work section', async ({ page }) => {
  await page.goto('/demo-salon/about');
  await hydrated(page);
  await page.getByRole('link', { name: 'Back to Portfolio' }).click();
  await expect(page).toHaveURL('/#work');
  await expect(page.locator('#work')).toBeInViewport();
});

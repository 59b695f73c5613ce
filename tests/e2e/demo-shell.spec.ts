/**
 * The demos' frame beyond what every page is held to (./page-checks/demo-frame.ts):
 * the specification's names and paths, the header's links navigating, the
 * phone menu, and the way back to the studio's portfolio.
 */
import { expect, hydrated, test } from './fixtures.ts';
import { DEMO_NAV, expectCurrent, mainNav } from './page-checks/demo-frame.ts';
import { demos, PAGE_PATHS, telHref } from './support/demos.ts';
import { SPEC_DEMOS } from './support/spec-demos.ts';

test("the specification's eight demos are there with their names, and every demo has the five pages", () => {
  const bases = demos.map((d) => d.base);
  for (const [base, name] of Object.entries(SPEC_DEMOS)) {
    expect(bases, base).toContain(base);
    expect(demos.find((d) => d.base === base)!.site.name).toBe(name);
  }
  for (const d of demos) expect(d.pages.map((p) => p.path).sort(), d.base).toEqual([...PAGE_PATHS].sort());
});

for (const d of demos) {
  test(`${d.base}: header links navigate and move aria-current`, async ({ page }) => {
    await page.goto(d.base);
    await hydrated(page);
    for (const [label, path] of [...DEMO_NAV.slice(1), DEMO_NAV[0]]) {
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

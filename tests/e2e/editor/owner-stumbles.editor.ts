/**
 * What a first-time owner (a salon's, signed in to team mode as a client who
 * may publish) stumbled on, at 1280 and 375 px: plain text fields, Undo after
 * a save, the preview band, the list before publishing, Find's ticks, a new
 * page in both menus, an unreadable brand colour, the preview's scroll, and an
 * entry's photo. Screenshots of each go into the test's output folder.
 */
import { expect, type Page } from '@playwright/test';
import { person, teamTest } from './team-fixture';

const test = teamTest({ remote: false, editorOffset: 290, liveOffset: 300 });
test.describe.configure({ mode: 'serial' });

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Team' });
const preview = (page: Page) => page.frameLocator('iframe.ed-preview-frame');

for (const width of [1280, 375]) {
  test(`the owner's stumbles are gone at ${width} px`, async ({ browser, team }, testInfo) => {
    test.setTimeout(600_000);
    const page = await person(browser, team, `owner-${width}@example.com`, 'salon', '--publish');
    await page.setViewportSize({ width, height: width > 900 ? 900 : 800 });
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
    const panel = panelOf(page);

    // Plain text fields: a package's name and price have no "Add a business detail…" under them.
    await page.goto('/edit/salon/services');
    await page.getByRole('button', { name: /Section \d+: Packages and prices/ }).click();
    const price = page.getByRole('textbox', { name: 'Price (required)' }).nth(1);
    await expect(price).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Price: add a business detail/ })).toHaveCount(0);
    await expect(page.getByText('Type it just as customers should see it').first()).toBeVisible();
    await price.scrollIntoViewIfNeeded();
    await shot('1-plain-fields');

    // After a save, Undo says it takes back a saved change; Redo is off.
    await price.fill(`$1${width}`);
    await page.getByRole('button', { name: /^Save \(\d+ unsaved\)$/ }).click();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo saved change' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
    await shot('3-undo-after-save');

    // Publish lists what goes out first; Cancel sends nothing.
    await panel.getByRole('button', { name: /^Publish \(\d+\)$/ }).click();
    const asked = panel.getByRole('dialog', { name: 'Publish these changes?' });
    const listed = asked.getByRole('list', { name: 'Changes that go live' }).getByRole('listitem');
    await expect(listed.first()).toContainText(`$1${width}`);
    await shot('5-publish-list');
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await expect(asked).toHaveCount(0);
    await expect(panel.getByRole('button', { name: /^Publish \(\d+\)$/ })).toBeVisible();

    // Find ticks nothing until the person chooses.
    await page.getByRole('button', { name: 'Find and replace…' }).click();
    const find = page.getByRole('dialog', { name: 'Find and replace' });
    await find.getByRole('searchbox', { name: 'Find' }).fill('hair');
    await expect(find.getByRole('list', { name: 'Matches' }).getByRole('listitem').first()).toBeVisible();
    await expect(find.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(find.getByRole('button', { name: /^Replace ticked/ })).toBeDisabled();
    await shot('6-find');
    await find.getByRole('button', { name: 'Close' }).click();

    // A new page is linked from the header's menu and the footer's page links.
    await page.getByRole('button', { name: 'Add page' }).click();
    const adding = page.getByRole('dialog', { name: 'Add a page' });
    await adding.getByLabel('Address inside the site').fill(`/gift-cards-${width}`);
    await adding.getByLabel('Page name').fill('Gift Cards');
    await adding
      .getByLabel(/^Description/)
      .fill('Give a cut, a colour or a blowout: gift cards for any amount, by email or in a little card.');
    await adding.getByRole('button', { name: 'Create page' }).click();
    await expect(page).toHaveURL(new RegExp(`/edit/salon/gift-cards-${width}$`));
    const footerLink = preview(page).getByRole('contentinfo').getByRole('link', { name: 'Gift Cards', exact: true });
    await expect(footerLink).toBeVisible();
    await expect(preview(page).locator('#site-nav a', { hasText: 'Gift Cards' })).toBeAttached();
    await footerLink.scrollIntoViewIfNeeded();
    await shot('7-new-page-footer');

    // Another page opens in the preview at its top. (At 375 px the preview sits under the form.)
    await page.goto('/edit/salon/home');
    const home = page.locator('iframe.ed-preview-frame');
    await expect(preview(page).getByRole('contentinfo')).toBeAttached();
    await home.evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.scrollTo(0, 2000));
    expect(await home.evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: 'Pages of this site' })
      .getByRole('link', { name: /^About/ })
      .click();
    await expect(page).toHaveURL(/\/edit\/salon\/about$/);
    await expect.poll(() => home.evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.scrollY)).toBe(0);
    await shot('9-preview-top');

    // White text on a light plum brand colour is said to be hard to read, with a readable shade offered.
    await page.getByRole('button', { name: /^Site settings/ }).click();
    const brand = page.getByRole('textbox', { name: 'Brand colour (required)', exact: true });
    await brand.fill('#DDA0DD');
    await brand.press('Tab');
    const warning = page.locator('.ed-field-warning').first();
    await expect(warning).toContainText('Hard to read: white words on');
    await warning.scrollIntoViewIfNeeded();
    await shot('8-colour-warning');
    await warning.getByRole('button', { name: /^Use a darker / }).click();
    await expect(page.locator('.ed-field-warning')).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();

    // An entry's photo shows the picture and what it shows, not its file name.
    await page.goto('/edit/salon/collections/stylists/nicole-tran');
    const photo = page.locator('fieldset.ed-image').first();
    await expect(photo.locator('img')).toHaveAttribute('alt', /Nicole Tran/);
    await expect(photo).not.toContainText('team-2.svg');
    await photo.scrollIntoViewIfNeeded();
    await shot('10-entry-photo');

    // Publishing, then a preview link: its band no longer says "not published".
    await page.goto('/edit/salon/services');
    await panel.getByRole('button', { name: /^Publish \(\d+\)$/ }).click();
    await asked.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(panel.getByRole('status')).toHaveText(/^Published \d+ changes?\./, { timeout: 300_000 });
    const summary = panel.locator('summary');
    if (!(await panel.getByRole('button', { name: 'Share preview' }).isVisible())) await summary.click();
    await panel.getByRole('button', { name: 'Share preview' }).click();
    const address = await panel.getByRole('textbox', { name: 'Preview address' }).inputValue();
    const visitor = await browser.newPage();
    await visitor.setViewportSize({ width, height: 800 });
    await visitor.goto(address);
    const band = visitor.locator('.preview-band');
    await expect(band).toHaveText('Preview · the same as the live site', { timeout: 120_000 });
    await visitor.screenshot({ path: testInfo.outputPath(`4-preview-band-${width}.png`) });
    await Promise.all([visitor.close(), page.close()]);
  });
}

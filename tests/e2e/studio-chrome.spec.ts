import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { scrollToY } from './support/studio.ts';

const NAV = [
  ['Home', '/'],
  ['Work', '/#work'],
  ['About', '/#about'],
  ['Services', '/#services'],
  ['Contact', '/#contact'],
] as const;

/** The fixed header leaves this much room above a section it scrolls to (scroll-margin-top). */
const SECTION_OFFSET = 84;

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

async function open(page: Page, route: string) {
  await page.goto(route);
  await hydrated(page);
}

/** Distance from the top of the window to the section, in pixels. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((section) => Math.round(document.getElementById(section)!.getBoundingClientRect().top), id);

async function expectLandedOn(page: Page, id: string) {
  await expect.poll(() => sectionTop(page, id)).toBeGreaterThanOrEqual(SECTION_OFFSET - 4);
  await expect.poll(() => sectionTop(page, id)).toBeLessThanOrEqual(SECTION_OFFSET + 4);
}

async function currentItems(page: Page): Promise<string[]> {
  return mainNav(page).locator('a[aria-current="page"]').allTextContents();
}

test.describe('studio header', () => {
  test('has the five navigation items and the Get a Free Quote button', async ({ page }) => {
    await open(page, '/about');
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveText(NAV.map(([label]) => label));
    for (const [label, href] of NAV)
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    const quote = page.getByRole('banner').getByRole('link', { name: 'Get a Free Quote', exact: true });
    await expect(quote).toBeVisible();
    await expect(quote).toHaveAttribute('href', '/#contact');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Brightline Web Studio' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('is fixed and transparent at the top and turns solid and blurred past 20 px', async ({ page }) => {
    await open(page, '/');
    const header = page.getByRole('banner');
    const look = () =>
      header.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          position: style.position,
          background: style.backgroundColor,
          blur: style.backdropFilter,
          scrolled: document.documentElement.hasAttribute('data-scrolled'),
        };
      });
    const transparent = { position: 'fixed', background: 'rgba(0, 0, 0, 0)', blur: 'none', scrolled: false };

    await expect.poll(look).toEqual(transparent);
    await scrollToY(page, 10);
    await expect.poll(look).toEqual(transparent);
    await scrollToY(page, 30);
    await expect.poll(look).toMatchObject({ position: 'fixed', blur: 'blur(12px)', scrolled: true });
    // Solid: the page's white, barely see-through, once the colour transition has finished.
    await expect
      .poll(async () => (await look()).background)
      .toMatch(/^(rgba\(255, 255, 255, 0\.8\d*\)|color\(srgb 1 1 1 \/ 0\.8\d*\))$/);
    await expect(header).toBeInViewport();
    await scrollToY(page, 0);
    await expect.poll(look).toEqual(transparent);
  });

  test('on the home page the anchor items smooth-scroll to their section and set the hash without a page load', async ({
    page,
  }) => {
    await open(page, '/');
    await page.evaluate(() => {
      const w = window as unknown as { positions: number[]; samePage: boolean };
      w.positions = [];
      w.samePage = true;
      addEventListener('scroll', () => w.positions.push(Math.round(scrollY)));
    });
    for (const [label, id] of [
      ['Services', 'services'],
      ['Work', 'work'],
      ['About', 'about'],
    ] as const) {
      const start = await page.evaluate(() => {
        (window as unknown as { positions: number[] }).positions = [];
        return Math.round(scrollY);
      });
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${id}`);
      await expectLandedOn(page, id);
      // Smooth: the page passed through a position in between instead of jumping. A jump
      // fires scroll events at the end position only; how many frames a smooth scroll
      // paints depends on how busy the machine is, so one in-between position is the proof.
      const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
      const end = positions.at(-1) ?? start;
      const between = positions.filter((y) => y > Math.min(start, end) && y < Math.max(start, end));
      expect(
        between.length,
        `positions between ${start} and ${end} on the way to #${id}: ${positions}`,
      ).toBeGreaterThan(0);
      expect(await currentItems(page)).toEqual([label]);
    }
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('from another page the anchor items go to the home page section', async ({ page }) => {
    await open(page, '/about');
    await mainNav(page).getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL('/#services');
    await expect(page.getByRole('heading', { name: 'What I Offer' })).toBeInViewport();
    await expectLandedOn(page, 'services');
    // The page is served marking its path ("Home"); the header marks the hash's item once it has woken.
    await expect.poll(() => currentItems(page)).toEqual(['Services']);

    await open(page, '/portfolio');
    await mainNav(page).getByRole('link', { name: 'Work', exact: true }).click();
    await expect(page).toHaveURL('/#work');
    await expect(page.getByRole('heading', { name: 'My Work' })).toBeInViewport();
    await expectLandedOn(page, 'work');
  });

  test('marks the active item by path and hash', async ({ page }) => {
    await open(page, '/');
    expect(await currentItems(page)).toEqual(['Home']);
    await open(page, '/#contact');
    await expect.poll(() => currentItems(page)).toEqual(['Contact']);
    await open(page, '/#about');
    await expect.poll(() => currentItems(page)).toEqual(['About']);
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect.poll(() => currentItems(page)).toEqual(['Home']);
    await open(page, '/about');
    expect(await currentItems(page)).toEqual([]);
  });
});

test('the floating Get a Quote button appears only past 400 px and links to the contact section', async ({ page }) => {
  await open(page, '/services');
  const button = page.getByRole('link', { name: 'Get a Quote', exact: true });
  await expect(button).toHaveCount(0);
  await scrollToY(page, 300);
  await expect(button).toHaveCount(0);
  // Past 400 px it shows wherever it would not cover text (a11y-floating-quote.spec.ts checks that part).
  let shownAt = 500;
  for (; shownAt < 3000; shownAt += 100) {
    await scrollToY(page, shownAt);
    // Let it finish deciding and fading in.
    await page.waitForTimeout(400);
    if (await button.isVisible()) break;
  }
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('href', '/#contact');
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  await scrollToY(page, 300);
  await expect(button).toHaveCount(0);
  await scrollToY(page, shownAt);
  await button.click();
  await expect(page).toHaveURL('/#contact');
  await expect(page.getByRole('heading', { name: 'Get a Free Quote' })).toBeInViewport();
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 412, height: 839 } });

  test('the toggle opens a stacked menu and choosing a link closes it @phone', async ({ page }) => {
    await open(page, '/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = mainNav(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    const items = [
      ...NAV.map(([label]) => nav.getByRole('link', { name: label, exact: true })),
      nav.getByRole('link', { name: 'Get a Free Quote' }),
    ];
    const boxes = await Promise.all(
      items.map(async (item) => (await expect(item).toBeVisible(), (await item.boundingBox())!)),
    );
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i].y, 'each item sits below the one before').toBeGreaterThanOrEqual(
        boxes[i - 1].y + boxes[i - 1].height - 1,
      );
      expect(Math.abs(boxes[i].x - boxes[0].x)).toBeLessThan(2);
    }

    await close.click();
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/#contact');
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'Get a Free Quote' })).toBeInViewport();

    // On the home page an anchor item scrolls instead of navigating; the menu closes all the same.
    await toggle.click();
    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL('/#services');
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('studio footer', () => {
  test('has the brand, Quick Links and Connect columns and the builder note', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const brand = footer.getByText('Brightline Web Studio', { exact: true });
    await expect(brand).toBeVisible();
    await expect(footer.getByText('Beautiful, high-converting websites for small businesses.')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'hello@brightlinestudio.example' })).toHaveAttribute(
      'href',
      'mailto:hello@brightlinestudio.example',
    );

    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    await expect(quick.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(quick.getByRole('link')).toHaveText(['Portfolio', 'Services', 'About', 'Contact']);
    for (const [label, href] of [
      ['Portfolio', '/portfolio'],
      ['Services', '/services'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]) {
      await expect(quick.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }

    const connect = footer.getByRole('navigation', { name: 'Connect' });
    await expect(connect.getByRole('heading', { name: 'Connect' })).toBeVisible();
    await expect(connect.getByRole('link')).toHaveText(['Instagram', 'Facebook']);
    for (const [label, host] of [
      ['Instagram', 'instagram.com'],
      ['Facebook', 'facebook.com'],
    ]) {
      const link = connect.getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', new RegExp(`^https://(www\\.)?${host.replace('.', '\\.')}/`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    // Three columns side by side on a desktop screen.
    const [first, second, third] = await Promise.all(
      [brand, quick.getByRole('link').first(), connect.getByRole('link').first()].map(
        async (l) => (await l.boundingBox())!,
      ),
    );
    expect(second.x).toBeGreaterThan(first.x + first.width);
    expect(third.x).toBeGreaterThan(second.x + second.width);
    expect(Math.abs(second.y - third.y)).toBeLessThan(4);

    const note = footer.getByText('Built with an AI site builder.');
    await expect(note).toBeVisible();
    // At the very bottom the floating button must not cover the footer's last line. (It may
    // also be hidden there, when the quote form above the footer is still on screen.)
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForTimeout(400);
    // The button may step aside while it is measured, so each look reads it afresh.
    const floating = page.getByRole('link', { name: 'Get a Quote', exact: true });
    const placement = async () => {
      const b = await floating.boundingBox({ timeout: 500 }).catch(() => null);
      if (!b || !(await floating.isVisible())) return 'hidden';
      const a = (await note.boundingBox())!;
      return a.y + a.height <= b.y || b.x >= a.x + a.width ? 'clear of the note' : 'over the note';
    };
    await expect.poll(placement).not.toBe('over the note');
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer.getByText(`© ${year} Brightline Web Studio. All rights reserved.`)).toBeVisible();
  });

  test('the copyright year follows the date the page runs on, not the build', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00'));
    const response = await page.goto('/portfolio');
    expect(await response!.text()).not.toContain('© 2031');
    await hydrated(page);
    await expect(
      page.getByRole('contentinfo').getByText('© 2031 Brightline Web Studio. All rights reserved.'),
    ).toBeVisible();
  });

  test('a link in the footer opens its page @phone', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple packages, fixed prices');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/**
 * The frame of every demo page at a laptop's width: the studio's banner above
 * it, the header with the business's name, its five links with the current
 * one marked and Call Now, the page's title and heading, and the footer's
 * quick links, contact details, year and legal placeholders.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { demos, telHref, type Demo, type DemoPage } from '../support/demos.ts';
import { DESKTOP } from '../support/every-route.ts';
import type { PageCheck } from './check.ts';

export const DEMO_NAV = [
  ['Home', ''],
  ['About', '/about'],
  ['Services', '/services'],
  ['Portfolio', '/portfolio'],
  ['Contact', '/contact'],
] as const;

export const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

/** The header's five links in order, each to its page, with `route`'s link alone marked current. */
export async function expectCurrent(page: Page, d: Demo, route: string) {
  const links = mainNav(page).getByRole('link');
  await expect.soft(links).toHaveText(DEMO_NAV.map(([label]) => label));
  for (const [label, path] of DEMO_NAV) {
    const link = mainNav(page).getByRole('link', { name: label, exact: true });
    await expect.soft(link).toHaveAttribute('href', d.base + path);
    if (d.base + path === route) await expect.soft(link).toHaveAttribute('aria-current', 'page');
    else await expect.soft(link).not.toHaveAttribute('aria-current');
  }
  await expect.soft(mainNav(page).locator('[aria-current]')).toHaveCount(1);
}

/** Each demo page by its address, with its demo. */
const demoPageAt = new Map<string, { d: Demo; p: DemoPage }>(
  demos.flatMap((d) => d.pages.map((p) => [p.route, { d, p }] as const)),
);

export const demoFrame: PageCheck = {
  title: 'a demo page has the banner, header, title, heading and footer',
  applies: ({ site, width }) => width === DESKTOP.width && demoPageAt.has(site.route),
  run: async ({ page, site, response }) => {
    const { d, p } = demoPageAt.get(site.route)!;
    const name = d.site.name;
    const { phone, email, address } = d.site.contact;
    expect.soft(response.status()).toBe(200);
    await expect.soft(page).toHaveTitle(p.title);
    expect.soft(p.title).toContain(name);
    await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);

    // Banner above the header.
    await expect.soft(page.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute('href', '/#work');
    await expect.soft(page.getByText(`Viewing: ${name}`, { exact: true })).toBeVisible();
    const getIt = page.getByRole('link', { name: 'Get This Website', exact: true });
    await expect.soft(getIt).toHaveAttribute('href', '/#contact');

    // Header: name, nav with the one current link, Call Now.
    const header = page.getByRole('banner');
    await expect.soft(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', d.base);
    await expectCurrent(page, d, p.route);
    const call = header.getByRole('link', { name: 'Call Now' });
    await expect.soft(call).toBeVisible();
    await expect.soft(call).toHaveAttribute('href', telHref(phone!));

    // Footer: quick links, contact details, year, legal placeholders.
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    await expect.soft(quick).toHaveText(DEMO_NAV.map(([label]) => label));
    for (const [i, [, path]] of DEMO_NAV.entries())
      await expect.soft(quick.nth(i)).toHaveAttribute('href', d.base + path);
    const contact = footer.getByRole('list').filter({ has: page.getByRole('link', { name: phone! }) });
    await expect.soft(contact.getByRole('listitem').first()).toHaveText(name);
    await expect.soft(contact.getByRole('link', { name: phone! })).toHaveAttribute('href', telHref(phone!));
    await expect.soft(contact.getByRole('link', { name: email! })).toHaveAttribute('href', `mailto:${email}`);
    await expect.soft(contact.getByText(address!, { exact: true })).toBeVisible();
    const year = `© ${new Date().getFullYear()} ${name}. All rights reserved.`;
    await expect.soft(footer.getByText(year, { exact: true })).toBeVisible();
    await expect
      .soft(footer.getByRole('list', { name: 'Legal' }).getByRole('listitem'))
      .toHaveText(['Privacy Policy', 'Terms of Service']);
  },
};

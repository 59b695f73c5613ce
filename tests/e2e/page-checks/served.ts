/**
 * How every page arrives: prerendered (its title, styles and text are in the
 * HTML before any script runs), hydrated with no warning, and with exactly the
 * security headers the build wrote for the host, which nothing on the page
 * then breaks, even what it loads late.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR } from '../../../scripts/paths.ts';
import { headersForPath } from '../../../scripts/security-headers.ts';
import { expect } from '../fixtures.ts';
import type { PageCheck } from './check.ts';

/** What the build wrote for the host; the server must send exactly this. */
export const builtHeaders = (path: string) => headersForPath(readFileSync(join(DIST_DIR, '_headers'), 'utf8'), path);

const escaped = (text: string) => text.replace(/&/g, '&amp;');

export const prerendered: PageCheck = {
  title: 'is prerendered and hydrates cleanly',
  applies: ({ site }) => !site.notFound,
  run: async ({ page, site, response }) => {
    expect.soft(response.status()).toBe(200);
    const html = await response.text();
    if (site.title) {
      expect.soft(html).toContain(`<title>${escaped(site.title)}</title>`);
      await expect.soft(page).toHaveTitle(site.title);
    } else expect.soft(html).toMatch(/<title>[^<]+<\/title>/);
    expect.soft(html).toMatch(/<style[^>]*data-styled/);
    await expect.soft(page.getByRole('banner').getByText(site.siteName, { exact: true }).first()).toBeVisible();
    await expect.soft(page.getByRole('main')).toBeVisible();
  },
};

export const securityHeaders: PageCheck = {
  title: 'arrives with the security headers and breaks none of them',
  run: async ({ page, site, response, console }) => {
    const sent = response.headers();
    for (const [name, value] of Object.entries(builtHeaders(site.route)))
      expect.soft(sent[name.toLowerCase()], name).toBe(value);
    // Let anything the page loads late (after first paint, on idle) run under the policy too.
    await page.waitForLoadState('networkidle');
    expect.soft(console.filter((message) => /Content Security Policy|Refused to/i.test(message))).toEqual([]);
  },
};

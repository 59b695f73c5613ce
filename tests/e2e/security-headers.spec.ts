import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { DIST_DIR as DIST } from '../../scripts/paths.ts';
import { headersForPath } from '../../scripts/security-headers.ts';
import { NOT_FOUND_PATH, routeOf } from '../../scripts/content/core/route.ts';
import { expect, hydrated, test } from './fixtures.ts';

const routes = loadContent().sites.flatMap(({ site, pages }) =>
  pages.filter(({ page }) => page.path !== NOT_FOUND_PATH).map(({ page }) => routeOf(site, page)),
);

/** What the build wrote for the host; the server must send exactly this. */
const expected = (path: string) => headersForPath(readFileSync(join(DIST, '_headers'), 'utf8'), path);

test('the built headers forbid framing, inline script without a hash and plug-ins', () => {
  const headers = expected('/');
  const policy = headers['Content-Security-Policy'];
  expect(policy).toMatch(/frame-ancestors 'none'/);
  expect(policy).toMatch(/object-src 'none'/);
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
  expect(headers['X-Frame-Options']).toBe('DENY');
  expect(headers['X-Content-Type-Options']).toBe('nosniff');
  expect(headers['Referrer-Policy']).toBeTruthy();
  expect(headers['Permissions-Policy']).toBeTruthy();
});

for (const route of [...routes, '/no-such-page']) {
  test(`${route} arrives with the security headers and breaks none of them`, async ({ page, consoleLog }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    if (route === '/no-such-page') {
      consoleLog.allow(/404 Error: User attempted to access non-existent route/);
      consoleLog.allow(/Failed to load resource: the server responded with a status of 404/);
    }
    const response = await page.goto(route);
    const sent = response!.headers();
    for (const [name, value] of Object.entries(expected(route))) expect(sent[name.toLowerCase()], name).toBe(value);
    await hydrated(page);
    // Let anything the page loads late (after first paint, on idle) run under the policy too.
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

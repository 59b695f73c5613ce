/**
 * Every page the site serves, at a phone's width and a laptop's: loaded once,
 * as a visitor on a slow connection gets it (the web fonts arrive only after
 * the first paint), then held to every check of ./page-checks/, each a step of
 * the test. A new page, demo or site is checked with no change here.
 */
import { expect, hydrated, test } from './fixtures.ts';
import { PAGE_CHECKS } from './page-checks/index.ts';
import { watchLayoutShifts } from './page-checks/layout-shift.ts';
import { DESKTOP, EVERY_ROUTE, PHONE } from './support/every-route.ts';

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`every page at ${viewport.width} px`, () => {
    test.use({ viewport });
    // One load and a dozen checks, two of them full-page captures: more than one check's time.
    test.describe.configure({ timeout: 120_000 });

    for (const site of EVERY_ROUTE) {
      const checks = PAGE_CHECKS.filter(({ applies }) => applies?.({ site, width: viewport.width }) ?? true);
      test(`${site.name}: ${checks.length} checks`, async ({ page, consoleLog }) => {
        if (site.notFound) {
          consoleLog.allow(/404 Error: User attempted to access non-existent route/);
          consoleLog.allow(/Failed to load resource: the server responded with a status of 404/);
        }
        const response = await watchLayoutShifts(page, site.route);
        expect(response, 'an answer').not.toBeNull();
        await hydrated(page);
        for (const check of checks)
          await test.step(check.title, () =>
            check.run({ page, site, width: viewport.width, response: response!, console: consoleLog.messages }),
          );
      });
    }
  });
}

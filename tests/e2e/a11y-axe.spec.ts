import { expect, hydrated, test } from './fixtures.ts';
import { blockingViolations } from './page-checks/axe.ts';
import { DESKTOP, PHONE } from './support/every-route.ts';
import { expectToast, quoteForm, quoteFormContent } from './support/studio.ts';

// Every page as it loads is checked in ./page-checks/axe.ts; here, a page in a state a visitor brings about.
for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the quote form showing its errors and a notification has no serious or critical accessibility violation', async ({
      page,
    }) => {
      await page.goto('/contact');
      await hydrated(page);
      const form = quoteForm(page, quoteFormContent('contact').heading);
      await form.submit.click();
      await expectToast(page, 'Validation Error', 'Name is required');
      await expect(form.name).toHaveAttribute('aria-invalid', 'true');
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}

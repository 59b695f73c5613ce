import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, hydrated, test } from './fixtures.ts';
import {
  answerJson,
  answerText,
  expectToast,
  fillQuoteForm,
  FORM_SERVICE,
  QUOTE_FORM_PAGES,
  quoteForm,
  quoteFormValues,
  recordFormRequests,
  routeFormService,
  SUBMISSIONS_DIR,
  VALID,
  type QuoteValues,
} from './support/studio.ts';

const WEBSITE_TYPES = [
  ['detailing', 'Car Detailing'],
  ['hvac', 'HVAC Services'],
  ['carpet', 'Carpet Cleaning'],
  ['auto-repair', 'Auto Repair'],
  ['restaurant', 'Restaurant/Café'],
  ['real-estate', 'Real Estate'],
  ['salon', 'Salon/Barbershop'],
  ['general', 'General Business'],
  ['other', 'Other'],
];

const SUCCESS = ['Message Sent!', "Thank you for reaching out. I'll get back to you within 24 hours."] as const;
const FAILURE = ['Error', 'Failed to send message. Please try again or email me directly.'] as const;

/** SPEC section 5: one broken field at a time, everything else valid. */
const INVALID: [string, Partial<QuoteValues>, string][] = [
  ['an empty name', { name: '' }, 'Name is required'],
  ['a whitespace-only name', { name: '    ' }, 'Name is required'],
  ['a name over 100 characters', { name: 'N'.repeat(101) }, 'Name must be less than 100 characters'],
  [
    'a business name over 100 characters',
    { businessName: 'B'.repeat(101) },
    'Business name must be less than 100 characters',
  ],
  ['an empty email', { email: '' }, 'Invalid email address'],
  ['an email without an @', { email: 'jane.example.com' }, 'Invalid email address'],
  ['an email without a domain', { email: 'jane@' }, 'Invalid email address'],
  ['an email without a top-level domain', { email: 'jane@example' }, 'Invalid email address'],
  ['an email with a space', { email: 'jane smith@example.com' }, 'Invalid email address'],
  [
    'an email over 255 characters',
    { email: `${'e'.repeat(244)}@example.com` },
    'Email must be less than 255 characters',
  ],
  ['a phone over 20 characters', { phone: '1'.repeat(21) }, 'Phone must be less than 20 characters'],
  ['an empty message', { message: '' }, 'Message is required'],
  ['a whitespace-only message', { message: '  \n  ' }, 'Message is required'],
  ['a message over 2000 characters', { message: 'M'.repeat(2001) }, 'Message must be less than 2000 characters'],
];

const FAILURES = [
  { name: 'HTTP 500', answer: (route) => answerJson(route, 500, { error: 'Internal error' }) },
  { name: 'HTTP 200 with ok: false', answer: (route) => answerJson(route, 200, { ok: false }) },
  { name: 'a body that is not JSON', answer: (route) => answerText(route, 200, '<html><body>Thanks!</body></html>') },
  { name: 'a network failure', answer: (route) => route.abort('failed') },
] satisfies { name: string; answer: Parameters<typeof routeFormService>[1] }[];

for (const { route, content } of QUOTE_FORM_PAGES) {
  test.describe(`quote form on ${route}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
    });

    test('has the spec fields, the nine website types and the required marks', async ({ page }) => {
      const form = quoteForm(page, content.heading);
      for (const field of [form.name, form.businessName, form.email, form.phone, form.websiteType, form.message]) {
        await expect(field).toBeVisible();
        await expect(field).toBeEditable();
      }
      for (const field of [form.name, form.email, form.message]) await expect(field).toHaveJSProperty('required', true);
      for (const field of [form.businessName, form.phone, form.websiteType])
        await expect(field).toHaveJSProperty('required', false);
      for (const label of ['Your Name', 'Email Address', 'Tell Me About Your Project']) {
        await expect(form.form.locator('label', { hasText: label })).toHaveText(`${label} *`);
      }
      await expect(form.email).toHaveAttribute('type', 'email');
      await expect(form.phone).toHaveAttribute('type', 'tel');
      const choosable = await form.websiteType
        .locator('option:not([disabled])')
        .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
      expect(choosable).toEqual(WEBSITE_TYPES);
      await expect(form.websiteType).toHaveValue('');
      await expect(form.submit).toHaveText(content.submitLabel);
      await expect(form.submit).toBeEnabled();
    });

    // The rules are the form's own, whichever page holds it: each broken field is tried on the first page only.
    for (const [what, change, message] of route === QUOTE_FORM_PAGES[0].route ? INVALID : []) {
      test(`${what} shows "${message}" in the toast and under the field, and sends nothing`, async ({ page }) => {
        const sent = recordFormRequests(page);
        const form = quoteForm(page, content.heading);
        const values = { ...VALID, ...change };
        await fillQuoteForm(form, values);
        await form.submit.click();
        await expectToast(page, 'Validation Error', message);
        const wrong = form[Object.keys(change)[0] as keyof QuoteValues];
        await expect(wrong).toHaveAttribute('aria-invalid', 'true');
        await expect(wrong).toHaveAccessibleDescription(message);
        await expect(wrong).toBeFocused();
        await expect(form.form.locator('[aria-invalid]')).toHaveCount(1);
        expect(await quoteFormValues(form)).toEqual(values);
        await expect(form.submit).toBeEnabled();
        expect(sent.map((r) => r.url())).toEqual([]);
      });
    }

    test('an empty submit marks every wrong field with its message and focuses the first', async ({ page }) => {
      const form = quoteForm(page, content.heading);
      await form.submit.click();
      await expectToast(page, 'Validation Error', 'Name is required');
      const expected: [typeof form.name, string][] = [
        [form.name, 'Name is required'],
        [form.email, 'Invalid email address'],
        [form.message, 'Message is required'],
      ];
      for (const [field, message] of expected) {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(message);
        // The message sits right under its own field.
        const describedBy = (await field.getAttribute('aria-describedby'))!;
        const text = page.locator(`[id="${describedBy}"]`);
        await expect(text).toBeVisible();
        await expect(text).toHaveText(message);
        const [fieldBox, textBox] = [(await field.boundingBox())!, (await text.boundingBox())!];
        expect(textBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height - 1);
        expect(textBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(24);
      }
      for (const field of [form.businessName, form.phone, form.websiteType]) {
        await expect(field).not.toHaveAttribute('aria-invalid');
        await expect(field).not.toHaveAttribute('aria-describedby');
      }
      await expect(form.name).toBeFocused();
    });

    test("a field's message goes as soon as it is corrected, and the others stay", async ({ page }) => {
      const form = quoteForm(page, content.heading);
      await form.submit.click();
      await expect(form.email).toHaveAccessibleDescription('Invalid email address');
      await form.name.fill('Jane Smith');
      await expect(form.name).not.toHaveAttribute('aria-invalid');
      await expect(form.form.getByText('Name is required')).toHaveCount(0);
      await form.email.fill('jane@');
      await expect(form.email).toHaveAccessibleDescription('Invalid email address');
      await form.email.fill('jane@example.com');
      await expect(form.email).not.toHaveAttribute('aria-invalid');
      await expect(form.message).toHaveAttribute('aria-invalid', 'true');
      await expect(form.message).toHaveAccessibleDescription('Message is required');
      // Typing in a field that was never marked does not mark it.
      await form.phone.fill('1'.repeat(25));
      await expect(form.phone).not.toHaveAttribute('aria-invalid');
      // The next submit checks everything again and focuses the first field still wrong.
      await form.submit.click();
      await expect(form.phone).toHaveAccessibleDescription('Phone must be less than 20 characters');
      await expect(form.phone).toBeFocused();
    });

    test('values right at every limit are accepted and sent', async ({ page }) => {
      await routeFormService(page, (r) => answerJson(r, 200, { ok: true }));
      const form = quoteForm(page, content.heading);
      const values = {
        name: 'N'.repeat(100),
        businessName: 'B'.repeat(100),
        email: `${'e'.repeat(243)}@example.com`,
        phone: '1'.repeat(20),
        websiteType: 'other',
        message: 'M'.repeat(2000),
      };
      await fillQuoteForm(form, values);
      const request = page.waitForRequest((r) => r.url().startsWith(FORM_SERVICE) && r.method() === 'POST');
      await form.submit.click();
      expect((await request).postDataJSON()).toEqual(values);
      await expectToast(page, ...SUCCESS);
    });

    test('sends exactly the six fields as JSON and shows Sending... while waiting', async ({ page }) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await routeFormService(page, async (r) => {
        await released;
        await answerJson(r, 200, { ok: true, next: '/thanks' });
      });
      const form = quoteForm(page, content.heading);
      await fillQuoteForm(form, VALID);
      const request = page.waitForRequest((r) => r.url().startsWith(FORM_SERVICE) && r.method() === 'POST');
      await form.submit.click();
      const sent = await request;
      expect(sent.url()).toBe(`${FORM_SERVICE}${content.submission.formId}`);
      expect(sent.headers()['accept']).toBe('application/json');
      expect(sent.headers()['content-type']).toBe('application/json');
      const payload = sent.postDataJSON();
      expect(Object.keys(payload).sort()).toEqual(['businessName', 'email', 'message', 'name', 'phone', 'websiteType']);
      expect(payload).toEqual(VALID);

      await expect(form.submit).toHaveText('Sending...');
      await expect(form.submit).toBeDisabled();
      release();
      await expectToast(page, ...SUCCESS);
      await expect(form.submit).toHaveText(content.submitLabel);
      await expect(form.submit).toBeEnabled();
    });

    test('optional fields left empty are still sent, as empty strings', async ({ page }) => {
      await routeFormService(page, (r) => answerJson(r, 200, { ok: true }));
      const form = quoteForm(page, content.heading);
      const values = { ...VALID, businessName: '', phone: '', websiteType: '' };
      await fillQuoteForm(form, values);
      const request = page.waitForRequest((r) => r.url().startsWith(FORM_SERVICE) && r.method() === 'POST');
      await form.submit.click();
      expect((await request).postDataJSON()).toEqual(values);
      await expectToast(page, ...SUCCESS);
    });

    test('a real submission reaches the form service, thanks the visitor and clears the form', async ({ page }) => {
      const token = `e2e-${route}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const values = { ...VALID, websiteType: 'salon', message: `Please quote a salon website. (${token})` };
      const form = quoteForm(page, content.heading);
      await fillQuoteForm(form, values);
      const response = page.waitForResponse((r) => r.url().startsWith(FORM_SERVICE) && r.request().method() === 'POST');
      await form.submit.click();
      expect((await response).status()).toBe(200);
      await expectToast(page, ...SUCCESS);
      expect(await quoteFormValues(form)).toEqual({
        name: '',
        businessName: '',
        email: '',
        phone: '',
        websiteType: '',
        message: '',
      });

      const file = join(SUBMISSIONS_DIR, `${content.submission.formId}.jsonl`);
      const saved = () =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
          .find((entry) => entry.fields.message === values.message);
      await expect.poll(saved).toBeTruthy();
      const { receivedAt, fields } = saved();
      expect(fields).toEqual(values);
      expect(Date.now() - Date.parse(receivedAt)).toBeLessThan(60_000);
    });

    for (const failure of FAILURES) {
      test(`${failure.name} keeps what was typed, shows the error toast and logs it`, async ({ page, consoleLog }) => {
        consoleLog.allow(/The form could not be sent/);
        consoleLog.allow(/Failed to load resource/);
        await routeFormService(page, failure.answer);
        const form = quoteForm(page, content.heading);
        await fillQuoteForm(form, VALID);
        await form.submit.click();
        await expectToast(page, ...FAILURE);
        expect(await quoteFormValues(form)).toEqual(VALID);
        await expect(form.submit).toHaveText(content.submitLabel);
        await expect(form.submit).toBeEnabled();
        await expect
          .poll(() => consoleLog.messages.some((m) => m.startsWith('error: The form could not be sent')))
          .toBe(true);
        await expect(page.getByText(SUCCESS[0])).toHaveCount(0);
      });
    }
  });
}

test('the quote form gives up when the service does not answer in time', async ({ page, consoleLog }) => {
  const { content } = QUOTE_FORM_PAGES[0];
  test.setTimeout(content.timeoutMs + 10_000);
  consoleLog.allow(/The form could not be sent/);
  consoleLog.allow(/Failed to load resource/);
  await routeFormService(page, () => {
    // Never answer.
  });
  await page.goto('/contact');
  await hydrated(page);
  const form = quoteForm(page, content.heading);
  await fillQuoteForm(form, VALID);
  await form.submit.click();
  const started = Date.now();
  await expect(form.submit).toHaveText('Sending...');
  await expect(form.submit).toBeDisabled();
  await expectToast(page, ...FAILURE, content.timeoutMs + 3_000);
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThan(content.timeoutMs - 1_000);
  expect(waited).toBeLessThan(content.timeoutMs + 4_000);
  expect(await quoteFormValues(form)).toEqual(VALID);
  await expect(form.submit).toHaveText(content.submitLabel);
  await expect(form.submit).toBeEnabled();
  await expect
    .poll(() => consoleLog.messages.some((m) => m.startsWith('error: The form could not be sent')))
    .toBe(true);
});

test('a visitor on a phone can send the quote form from the home page @phone', async ({ page }) => {
  const { content } = QUOTE_FORM_PAGES[1];
  await routeFormService(page, (r) => answerJson(r, 200, { ok: true }));
  await page.goto('/#contact');
  await hydrated(page);
  const form = quoteForm(page, content.heading);
  await fillQuoteForm(form, VALID);
  const request = page.waitForRequest((r) => r.url().startsWith(FORM_SERVICE) && r.method() === 'POST');
  await form.submit.click();
  expect((await request).postDataJSON()).toEqual(VALID);
  const toast = await expectToast(page, ...SUCCESS);
  await expect(toast).toBeInViewport({ ratio: 1 });
  await expect(form.name).toHaveValue('');
});

/**
 * The contact form of every demo (SPEC sections 3, 5 and 8): fields, types,
 * required flags and options, the simulated one-second send that makes no
 * network request, the confirmation toast, and the browser's own validation.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { demos, PAGE_PATHS, type Demo } from './support/demos.ts';

type Kind = 'text' | 'tel' | 'email' | 'date' | 'number' | 'select' | 'textarea';
interface Expected {
  fields: [label: string, kind: Kind, required: boolean][];
  options?: Record<string, (string | RegExp)[]>;
  /** SPEC section 8 gives the wording for four demos; the others use their content's. */
  toast?: [title: string, description: string];
}

const REQ = true;
const OPT = false;
const times = Array.from({ length: 9 }, (_, i) => `${5 + Math.floor(i / 2)}:${i % 2 ? '30' : '00'} PM`);
const guests = Array.from({ length: 12 }, (_, i) => (i ? `${i + 1} Guests` : '1 Guest'));

const FORMS: Record<string, Expected> = {
  detailing: {
    fields: [
      ['Name', 'text', REQ],
      ['Phone', 'tel', REQ],
      ['Email', 'email', REQ],
      ['Vehicle Information', 'text', OPT],
      ['Service Interested In', 'select', OPT],
      ['Preferred Date', 'date', OPT],
      ['Additional Details', 'textarea', OPT],
    ],
    options: {
      'Service Interested In': [
        'Full Detail Package',
        'Ceramic Coating',
        'Paint Correction',
        'Interior Detailing',
        'Express Detail',
        'Custom Service',
      ],
    },
    toast: ['Booking Request Received!', "We'll contact you within 24 hours to confirm your appointment."],
  },
  hvac: {
    fields: [
      ['Name', 'text', REQ],
      ['Phone', 'tel', REQ],
      ['Email', 'email', REQ],
      ['Service Type', 'select', OPT],
      ['Preferred Date', 'date', OPT],
      ['Message', 'textarea', OPT],
    ],
    options: {
      'Service Type': ['AC Repair', 'Heating Repair', 'Installation', 'Maintenance', 'Emergency Service', 'Other'],
    },
    toast: ['Service Request Received!', "We'll contact you within 2 hours."],
  },
  carpet: {
    fields: [
      ['Full Name', 'text', REQ],
      ['Phone', 'tel', REQ],
      ['Email', 'email', REQ],
      ['Service Type', 'select', OPT],
      ['Number of Rooms', 'number', OPT],
      ['Preferred Date', 'date', OPT],
      ['Additional Details', 'textarea', OPT],
    ],
    options: {
      'Service Type': [
        'Carpet Cleaning',
        'Upholstery Cleaning',
        'Tile & Grout',
        'Pet Treatment',
        'Commercial Service',
        'Multiple Services',
      ],
    },
    toast: ['Quote Request Received!', "We'll contact you within 24 hours with your free quote."],
  },
  'auto-repair': {
    fields: [
      ['Full Name', 'text', REQ],
      ['Phone', 'tel', REQ],
      ['Email', 'email', REQ],
      ['Vehicle Make/Model/Year', 'text', OPT],
      ['Service Needed', 'select', OPT],
      ['Preferred Date', 'date', OPT],
      ['Issue Description', 'textarea', OPT],
    ],
    options: {
      'Service Needed': [
        'Oil Change',
        'Brake Service',
        'Engine Diagnostics',
        'Transmission',
        'General Maintenance',
        'Other/Unsure',
      ],
    },
    toast: ['Request Received!', "We'll contact you within 24 hours to schedule your service."],
  },
  restaurant: {
    fields: [
      ['Name', 'text', REQ],
      ['Phone', 'tel', REQ],
      ['Email', 'email', REQ],
      ['Date', 'date', REQ],
      ['Time', 'select', REQ],
      ['Party Size', 'select', REQ],
      ['Special Requests', 'textarea', OPT],
    ],
    options: { Time: times, 'Party Size': guests },
  },
  'real-estate': {
    fields: [
      ['Name', 'text', REQ],
      ['Phone', 'tel', REQ],
      ['Email', 'email', REQ],
      ["I'm Interested In", 'select', REQ],
      ['Budget/Price Range', 'select', OPT],
      ['Preferred Area/Neighborhood', 'text', OPT],
      ['Message', 'textarea', OPT],
    ],
  },
  salon: {
    fields: [
      ['Name', 'text', REQ],
      ['Phone', 'tel', REQ],
      ['Email', 'email', REQ],
      ['Service', 'select', REQ],
      ['Preferred Date', 'date', OPT],
      ['Preferred Time', 'select', OPT],
      ['Stylist Preference', 'select', OPT],
      ['Additional Notes', 'textarea', OPT],
    ],
    options: {
      'Preferred Time': ['Morning 9AM-12PM', 'Afternoon 12PM-4PM', 'Evening 4PM-7PM'],
      'Stylist Preference': [
        'No preference',
        /^\w+ \(Owner\)$/,
        /^\w+ \(Color Specialist\)$/,
        /^\w+ \(Cut Specialist\)$/,
        'Next Available',
      ],
    },
  },
  general: {
    fields: [
      ['Name', 'text', REQ],
      ['Phone', 'tel', REQ],
      ['Email', 'email', REQ],
      ['Message', 'textarea', OPT],
    ],
  },
};

const SAMPLE: Record<Kind, string> = {
  text: 'Sam Sample',
  tel: '(555) 010-2030',
  email: 'sam@example.com',
  date: '2030-06-14',
  number: '3',
  select: '',
  textarea: 'Nothing special, thank you.',
};

function contactForm(page: Page, d: Demo): Locator {
  const [block] = d.blocks('/contact', 'form');
  return page.getByRole('form', { name: block.heading });
}

const ROLES: Record<Kind, 'textbox' | 'spinbutton' | 'combobox'> = {
  text: 'textbox',
  tel: 'textbox',
  email: 'textbox',
  date: 'textbox',
  textarea: 'textbox',
  number: 'spinbutton',
  select: 'combobox',
};

/**
 * The site's own code and fonts (a full font file comes when a typed character is outside its
 * core), and its own pictures, which load lazily as a focused field scrolls the page.
 */
const ownFile = (r: Request, baseURL: string | undefined) =>
  (['script', 'stylesheet', 'font'].includes(r.resourceType()) && r.url().startsWith(`${baseURL}/assets/`)) ||
  (r.resourceType() === 'image' && r.url().startsWith(`${baseURL}/media/`));

/** Requests other than fetching this site's own files, as "METHOD type url": what a form could have sent. */
const sent = (requests: Request[], baseURL: string | undefined) =>
  requests
    .filter((r) => r.method() !== 'GET' || !ownFile(r, baseURL))
    .map((r) => `${r.method()} ${r.resourceType()} ${r.url()}`);

/** A field by its role and exact accessible name (the label without the decorative required star). */
const field = (form: Locator, label: string, kind: Kind) => form.getByRole(ROLES[kind], { name: label, exact: true });

async function kindOf(control: Locator): Promise<string> {
  return control.evaluate((el) => (el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase()));
}

async function fill(form: Locator, fields: Expected['fields']) {
  for (const [label, kind] of fields) {
    const control = field(form, label, kind);
    if (kind === 'select') await control.selectOption({ index: 1 });
    else await control.fill(SAMPLE[kind]);
  }
}

const toasts = (page: Page) => page.getByRole('status');

for (const d of demos) {
  const expected = FORMS[d.id];
  const [block] = d.blocks('/contact', 'form');
  const route = `${d.base}/contact`;

  test(`${route}: the form's labels, types, required flags and options`, async ({ page }) => {
    expect(block.submission.mode).toBe('simulated');
    await page.goto(route);
    await hydrated(page);
    const form = contactForm(page, d);
    await expect(form.locator('input, select, textarea')).toHaveCount(expected.fields.length);
    for (const [i, [label, kind, required]] of expected.fields.entries()) {
      const control = field(form, label, kind);
      // The visible label marks required fields with a star.
      await expect(form.locator(`label[for="${await control.getAttribute('id')}"]`)).toHaveText(
        required ? `${label} *` : label,
      );
      // In the spec's order, and nothing else in between.
      await expect(form.locator('input, select, textarea').nth(i)).toHaveAttribute(
        'id',
        (await control.getAttribute('id'))!,
      );
      expect(await kindOf(control), label).toBe(kind);
      await expect(control, label).toHaveJSProperty('required', required);
      if (kind !== 'select') continue;

      // The first option is the prompt: empty value, not choosable, selected at first.
      const options = control.locator('option');
      await expect(options.first()).toHaveAttribute('value', '');
      await expect(options.first()).toBeDisabled();
      await expect(control).toHaveValue('');
      const values = await options.evaluateAll((els) => els.slice(1).map((el) => (el as HTMLOptionElement).value));
      expect(
        values.every((value) => value.trim() !== ''),
        `${label}: no empty option values`,
      ).toBe(true);
      expect(new Set(values).size, `${label}: distinct values`).toBe(values.length);
      const labels = (await options.allInnerTexts()).slice(1).map((text) => text.trim());
      const wanted = expected.options?.[label];
      if (wanted) {
        expect(labels, label).toHaveLength(wanted.length);
        wanted.forEach((want, j) =>
          expect(labels[j], label).toMatch(
            typeof want === 'string' ? new RegExp(`^${want.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) : want,
          ),
        );
      } else expect(labels.length, label).toBeGreaterThan(0);
    }
    await expect(form.getByRole('button', { name: block.submitLabel })).toBeEnabled();
  });

  test(`${route}: sending waits a second without any request, shows the toast and clears the form`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(route);
    await hydrated(page);
    const form = contactForm(page, d);
    await fill(form, expected.fields);
    const submit = form.getByRole('button', { name: block.submitLabel });

    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const started = Date.now();
    await submit.click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    await expect(form).toHaveAttribute('aria-busy', 'true');

    const [title, description] = expected.toast ?? [block.success.title, block.success.description!];
    expect([title, description]).toEqual([block.success.title, block.success.description]);
    const toast = toasts(page).filter({ hasText: title });
    await expect(toast).toBeVisible();
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    // The second beyond the delay covers fetching the notification code, which loads on first use.
    expect(elapsed).toBeLessThan(3500);
    await expect(toast.locator('strong')).toHaveText(title);
    await expect(toast.locator('span')).toHaveText(description);
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();

    // Back to idle, every field cleared.
    await expect(submit).toBeEnabled();
    await expect(form).toHaveAttribute('aria-busy', 'false');
    for (const [label, kind] of expected.fields) await expect(field(form, label, kind), label).toHaveValue('');

    // Nothing was sent: at most the notification code itself was fetched (a static file of this site).
    expect(sent(requests, baseURL)).toEqual([]);
  });

  test(`${route}: an empty required field stops the send, with no toast`, async ({ page, baseURL }) => {
    await page.goto(route);
    await hydrated(page);
    const form = contactForm(page, d);
    const submit = form.getByRole('button', { name: block.submitLabel });
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));

    for (const [label, kind, required] of expected.fields) {
      if (!required) continue;
      // Everything filled in but this one field (a chosen option cannot be un-chosen, so start afresh).
      await form.evaluate((element: HTMLFormElement) => element.reset());
      await fill(
        form,
        expected.fields.filter(([other]) => other !== label),
      );
      const control = field(form, label, kind);
      await submit.click();
      // The browser's own check: it focuses the empty field and reports it; the button stays idle.
      await expect(control, label).toBeFocused();
      expect(await control.evaluate((el: HTMLInputElement) => el.validity.valueMissing), label).toBe(true);
      await expect(submit).toHaveText(block.submitLabel);
      await expect(submit).toBeEnabled();
    }
    // Longer than the simulated send: still no toast, nothing cleared, nothing requested.
    await page.waitForTimeout(1200);
    await expect(toasts(page)).toHaveCount(0);
    await expect(field(form, expected.fields[0][0], 'text')).toHaveValue(SAMPLE.text);
    // The form's own code may arrive as it wakes (static files of this site); nothing else may go out.
    expect(sent(requests, baseURL)).toEqual([]);
  });
}

test("the salon's stylist choices name the stylists its pages show", () => {
  const salon = demos.find((d) => d.id === 'salon')!;
  const stylist = salon.blocks('/contact', 'form')[0].fields.find((f) => f.label === 'Stylist Preference')!;
  const team = PAGE_PATHS.flatMap((path) => salon.blocks(path, 'team')).flatMap((block) => block.members ?? []);
  for (const role of ['Owner', 'Color Specialist', 'Cut Specialist']) {
    const member = team.find((m) => m.role.includes(role))!;
    expect(stylist.options!.map((o) => o.label)).toContain(`${member.name.split(' ')[0]} (${role})`);
  }
});

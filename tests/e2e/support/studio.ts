import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { CONTENT_DIR, PROJECT_ROOT as ROOT } from '../../../scripts/paths.ts';
import { expect } from '../fixtures.ts';

/** Where `npm run build:local` points the quote form: the stand-in started by scripts/serve.ts. */
export const FORM_SERVICE = `http://127.0.0.1:${process.env.FORM_SERVICE_PORT ?? 8788}/f/`;
export const SUBMISSIONS_DIR = join(ROOT, '.form-submissions');

interface FormBlockContent {
  type: 'form';
  anchor?: string;
  heading: string;
  submitLabel: string;
  submission: { mode: 'external'; timeoutMs?: number };
}

/** The quote form block as the content defines it, on the studio page with this file name. */
export function quoteFormContent(
  pageFile: 'home' | 'contact',
): FormBlockContent & { submission: { formId: string }; timeoutMs: number } {
  const page = JSON.parse(readFileSync(join(CONTENT_DIR, 'studio/pages', `${pageFile}.json`), 'utf8'));
  const block = page.blocks.find((b: { type: string }) => b.type === 'form') as FormBlockContent;
  // The form id is the site's, kept once in site.json for every form of the site.
  const { formId } = JSON.parse(readFileSync(join(CONTENT_DIR, 'studio/site.json'), 'utf8')) as { formId: string };
  return { ...block, submission: { ...block.submission, formId }, timeoutMs: block.submission.timeoutMs ?? 15_000 };
}

/** The two places the quote form lives: the contact page and the home page's #contact section. */
export const QUOTE_FORM_PAGES = [
  { route: '/contact', content: quoteFormContent('contact') },
  { route: '/#contact', content: quoteFormContent('home') },
];

export interface QuoteValues {
  name: string;
  businessName: string;
  email: string;
  phone: string;
  websiteType: string;
  message: string;
}

export const VALID: QuoteValues = {
  name: 'Jane Smith',
  businessName: 'Smith Family Plumbing',
  email: 'jane@example.com',
  phone: '(555) 123-4567',
  websiteType: 'hvac',
  message: 'I need a website where customers can book a plumber online.',
};

/** The quote form's controls, found the way a visitor finds them: by their labels. */
export function quoteForm(page: Page, heading: string) {
  const form = page.getByRole('form', { name: heading });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Your Name', exact: true }),
    businessName: form.getByRole('textbox', { name: 'Business Name', exact: true }),
    email: form.getByRole('textbox', { name: 'Email Address', exact: true }),
    phone: form.getByRole('textbox', { name: 'Phone Number', exact: true }),
    websiteType: form.getByRole('combobox', { name: 'Type of Website', exact: true }),
    message: form.getByRole('textbox', { name: 'Tell Me About Your Project', exact: true }),
    submit: form.getByRole('button'),
  };
}

export type QuoteForm = ReturnType<typeof quoteForm>;

export async function fillQuoteForm(form: QuoteForm, values: QuoteValues): Promise<void> {
  await form.name.fill(values.name);
  await form.businessName.fill(values.businessName);
  await form.email.fill(values.email);
  await form.phone.fill(values.phone);
  if (values.websiteType) await form.websiteType.selectOption(values.websiteType);
  await form.message.fill(values.message);
}

/** What the form shows right now, in the same shape. */
export async function quoteFormValues(form: QuoteForm): Promise<QuoteValues> {
  return {
    name: await form.name.inputValue(),
    businessName: await form.businessName.inputValue(),
    email: await form.email.inputValue(),
    phone: await form.phone.inputValue(),
    websiteType: await form.websiteType.inputValue(),
    message: await form.message.inputValue(),
  };
}

/** Every request the page makes to the form service, as it happens. */
export function recordFormRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(FORM_SERVICE)) sent.push(request);
  });
  return sent;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/**
 * Stand in for the form service with `answer` (the site is on another port,
 * so the browser's CORS preflight is answered here too).
 */
export async function routeFormService(page: Page, answer: (route: Route) => Promise<void> | void): Promise<void> {
  await page.route(`${FORM_SERVICE}**`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    await answer(route);
  });
}

export function answerJson(route: Route, status: number, body: unknown): Promise<void> {
  return route.fulfill({ status, headers: CORS, contentType: 'application/json', body: JSON.stringify(body) });
}

export function answerText(route: Route, status: number, body: string, contentType = 'text/html'): Promise<void> {
  return route.fulfill({ status, headers: CORS, contentType, body });
}

/** The toast region and the toasts showing in it (errors are alerts, the rest status messages). */
export function notifications(page: Page): { region: Locator; toasts: Locator } {
  const region = page.getByRole('region', { name: 'Notifications' });
  return { region, toasts: region.getByRole('alert').or(region.getByRole('status')) };
}

export async function expectToast(page: Page, title: string, description: string, timeout?: number): Promise<Locator> {
  const toast = notifications(page).toasts.filter({ hasText: title }).filter({ hasText: description });
  await expect(toast).toBeVisible({ timeout });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
  return toast;
}

/** Scroll instantly to `y` and wait until the page (and React) has seen it. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  await nextFrame(page);
}

/** Let pending events, effects and one paint happen. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * A client site in the browser, served from its own folder as its host would
 * (with its _headers): every page loads with no policy violation, no request
 * leaves the site's own origin, and nothing it asks for is missing.
 */
import type { Server } from 'node:http';
import { join } from 'node:path';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { startStaticServer } from '../../scripts/serve.ts';
import { projectWithClientSite } from '../support/client-site.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

let setup: Awaited<ReturnType<typeof projectWithClientSite>>;
let server: Server;
let origin = '';
let routes: string[] = [];

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(600_000);
  setup = await projectWithClientSite(`http://127.0.0.1:${process.env.FORM_SERVICE_PORT ?? 8788}/f/`);
  const content = loadContent(join(setup.project.dir, 'site-content'), setup.project.dir);
  routes = content.routes.filter((route) => route.siteId === setup.id && route.path !== '*').map((route) => route.path);
  server = await startStaticServer(0, '127.0.0.1', setup.siteDir);
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

test.afterAll(() => {
  server?.close();
  setup?.project.remove();
});

test('every page of a client site loads from its own folder with no policy violation and no request elsewhere', async ({
  page,
}) => {
  const violations: string[] = [];
  const elsewhere: string[] = [];
  const missing: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) elsewhere.push(url);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes) {
    await page.goto(`${origin}${route}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
  expect(elsewhere).toEqual([]);
  expect(missing).toEqual([]);
});

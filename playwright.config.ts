import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices, type Project } from '@playwright/test';
import { CONTENT_DIR } from './scripts/paths.ts';
import { FIXTURE_DIR } from './tests/support/engine-fixture.ts';

/** PORT moves the site (and FORM_SERVICE_PORT the form stand-in), so several checkouts can test at once. */
const port = Number(process.env.PORT ?? 4173);
/**
 * The system's Chromium where there is one (machines where Playwright cannot
 * download its own browser); otherwise Playwright's own, as installed in CI by
 * `npx playwright install --with-deps chromium`.
 */
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Which site the served dist/ holds, as the build and the server are told by
 * SITE_CONTENT_DIR and OUT_DIR. With SITE_CONTENT_DIR naming the engine's
 * fixture site (tests/fixtures/engine-site, as `npm run test:e2e:engine` sets
 * it) only the engine's project runs: the engine's own specs, against the
 * fixture's build, whatever site-content/ holds. Otherwise the content's
 * projects run: the specification's checks of the studio's site and demos.
 */
const onFixture = resolve(CONTENT_DIR) === resolve(FIXTURE_DIR);

const engineProjects: Project[] = [
  { name: 'engine', testDir: 'tests/e2e/engine', use: { ...devices['Desktop Chrome'], launchOptions } },
];

const contentProjects: Project[] = [
  { name: 'desktop', testIgnore: 'engine/**', use: { ...devices['Desktop Chrome'], launchOptions } },
  { name: 'phone', testIgnore: 'engine/**', use: { ...devices['Pixel 7'], launchOptions }, grep: /@phone/ },
  // The browser editor: each worker starts `npm run edit` on a temporary copy of the content
  // (tests/e2e/editor/editor-fixture.ts), on EDITOR_PORT plus the worker's number.
  {
    name: 'editor',
    testDir: 'tests/e2e/editor',
    testMatch: '**/*.editor.ts',
    timeout: 90_000,
    use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: browser timings on a shared 2-core machine vary; a test that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace costs about a third of a test's time: CI records one only when a test fails and runs again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: onFixture ? engineProjects : contentProjects,
  webServer: {
    // Serves the built dist/ (or OUT_DIR) and the form-service stand-in the build points at.
    command: 'npx tsx scripts/serve.ts',
    url: `http://127.0.0.1:${port}/`,
    // A server already running serves the content's build, never the fixture's: the engine's run starts its own.
    reuseExistingServer: !process.env.CI && !onFixture,
    timeout: 30_000,
  },
});

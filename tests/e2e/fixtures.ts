import { test as base, expect } from '@playwright/test';

export interface ConsoleLog {
  /** Console errors and warnings, and uncaught page errors, in order. */
  messages: string[];
  /** Messages this test expects and that must not fail it. */
  allow: (pattern: RegExp) => void;
}

/**
 * Every test fails on a console error or warning it did not expect (a hydration
 * mismatch shows up as one), so a page can't quietly break while still looking right.
 */
export const test = base.extend<{ consoleLog: ConsoleLog }>({
  consoleLog: [
    async ({ page }, use) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          messages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      const unexpected = messages.filter((m) => !allowed.some((pattern) => pattern.test(m)));
      expect(unexpected, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Wait until React has hydrated the prerendered page, so clicks reach React. */
export async function hydrated(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

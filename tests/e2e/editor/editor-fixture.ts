import { test as base, expect, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_DIR, PROJECT_ROOT as ROOT } from '../../../scripts/paths.ts';
import { editorReady } from './editor-ready.ts';

export interface EditorServer {
  url: string;
  port: number;
  /** The temporary copy of site-content/ this editor works on. */
  contentDir: string;
  read: (file: string) => string;
  /** Puts a site folder of the copy back as site-content/ has it: a test that changes files itself ends with this. */
  resetSite: (folder: string) => void;
}

/**
 * Each worker runs `npm run edit` on its own copy of the content, on
 * EDITOR_PORT plus the worker's number, and every test's pages open there.
 */
export const test = base.extend<
  { consoleErrors: { allow: (pattern: RegExp) => void }; quietConsole: boolean },
  { editor: EditorServer }
>({
  /** Set by specs of everyday tasks: then a console warning fails the test as well as an error. */
  quietConsole: [false, { option: true }],
  editor: [
    async ({}, use, workerInfo) => {
      const parent = mkdtempSync(join(tmpdir(), 'editor-e2e-'));
      const contentDir = join(parent, 'site-content');
      cpSync(CONTENT_DIR, contentDir, { recursive: true });
      const port = Number(process.env.EDITOR_PORT ?? 5190) + workerInfo.workerIndex;
      const child = spawn('npm', ['run', 'edit'], {
        cwd: ROOT,
        env: { ...process.env, SITE_CONTENT_DIR: contentDir, EDITOR_PORT: String(port) },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      await editorReady(child);
      await use({
        url: `http://127.0.0.1:${port}`,
        port,
        contentDir,
        read: (file) => readFileSync(join(contentDir, file), 'utf8'),
        resetSite: (folder) => {
          rmSync(join(contentDir, folder), { recursive: true, force: true });
          cpSync(join(CONTENT_DIR, folder), join(contentDir, folder), { recursive: true });
        },
      });
      process.kill(-child.pid!, 'SIGTERM');
      rmSync(parent, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ editor }, use) => use(editor.url),
  // Unexpected errors in the editor's console fail the test.
  consoleErrors: [
    async ({ page, quietConsole }, use) => {
      const errors: string[] = [];
      // Refusals (4xx answers) are part of what the tests check.
      const allowed = [/status of 4\d\d/];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || (quietConsole && message.type() === 'warning'))
          errors.push(`${message.type()}: ${message.text()}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((error) => !allowed.some((pattern) => pattern.test(error))),
        quietConsole ? 'errors and warnings in the editor console' : 'errors in the editor console',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a page in the editor and waits until its preview and problem count are there. */
export async function openPage(page: Page, address: string) {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.frameLocator('iframe').locator('[data-section="0"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ed-count')).toBeVisible();
}

/** Opens every "Advanced" part of the form, those inside others as they show (the studio's rarer fields). */
export async function openAdvanced(page: Page) {
  const closed = page.locator('.ed-form details.ed-advanced:not([open]) > summary:visible');
  while ((await closed.count()) > 0) await closed.first().click();
}

/** The lines that differ between two texts of the same length in lines. */
export function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length, 'the number of lines').toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

/** Saves every change, as a person does, and waits until the editor says so and nothing is left unsaved. */
export async function save(page: Page) {
  await page.getByRole('button', { name: /^Save \(\d+ unsaved\)$/ }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Saved');
}

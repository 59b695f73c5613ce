import { expect, openPage, test } from './editor-fixture';

test('another site cannot frame the editor, and the editor runs under its own policy', async ({
  page,
  editor,
  consoleErrors,
}) => {
  // The refusal to be framed is itself reported in the console.
  consoleErrors.allow(/frame-ancestors|X-Frame-Options|Refused to (frame|display)/);
  // A page of another origin (about:blank here, whose origin is opaque) tries to frame the editor.
  await page.setContent(`<iframe id="victim" src="${editor.url}/edit/general/home" width="800" height="600"></iframe>`);
  const frame = page.frameLocator('#victim');
  await page.waitForTimeout(3_000);
  await expect(frame.locator('#editor')).toHaveCount(0);
  await expect(frame.locator('meta[name="editor-token"]')).toHaveCount(0);

  // Opened directly, the editor works: its policy lets its own scripts run (console errors fail the test).
  await openPage(page, '/edit/general/home');
});

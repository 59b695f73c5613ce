import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadContent } from '../../../scripts/content/core/load-content.ts';
import { createPage } from '../../../scripts/editor/pages.ts';
import { websiteRedirects, writeRedirects } from '../../../scripts/output/redirect-files.ts';
import { startStaticServer } from '../../../scripts/serve.ts';
import { expect, openAdvanced, openPage, save, test } from './editor-fixture';

const SITE = 'demos/hvac';
// The copy is the worker's: the page and the redirects this test makes go after it.
test.afterEach(({ editor }) => editor.resetSite(SITE));

/** The old address answers as `npm run serve` answers it, from the redirects the build writes for the content. */
async function answerOf(contentDir: string, address: string): Promise<Response> {
  const out = mkdtempSync(join(tmpdir(), 'redirects-served-'));
  writeRedirects(out, undefined, websiteRedirects(loadContent(contentDir, dirname(contentDir)).routes));
  const server = await startStaticServer(0, '127.0.0.1', out);
  try {
    const { port } = server.address() as { port: number };
    return await fetch(`http://127.0.0.1:${port}${address}`, { redirect: 'manual' });
  } finally {
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}

test('a page given a new address leaves a redirect that is listed under the site settings, served with 301, and removed', async ({
  page,
  editor,
}) => {
  // A page no other page links to, so its move breaks no link.
  createPage(editor.contentDir, {
    site: 'hvac',
    path: '/spring-offer',
    title: 'Spring offer',
    description: 'A heating and cooling tune-up at a spring price, for a limited time.',
  });
  const { basePath } = JSON.parse(editor.read(`${SITE}/site.json`)) as { basePath: string };
  const [oldAddress, newAddress] = [`${basePath}/spring-offer`, `${basePath}/spring-deal`];

  await openPage(page, '/edit/hvac/spring-offer');
  await page.getByRole('button', { name: /^Page settings/ }).click();
  // A page's address is the studio's setting, under "Advanced".
  await openAdvanced(page);
  await page.getByRole('textbox', { name: /^Address/ }).fill('/spring-deal');
  await save(page);

  await page.getByRole('button', { name: /^Site settings/ }).click();
  const redirects = page.getByRole('region', { name: 'Redirects' });
  await expect(redirects).toContainText('People who open the old address are sent to the new one');
  await expect(redirects.getByRole('listitem')).toHaveText([`${oldAddress} → leads to ${newAddress}Remove`]);

  const answer = await answerOf(editor.contentDir, oldAddress);
  expect(answer.status).toBe(301);
  expect(answer.headers.get('location')).toBe(newAddress);

  // Remove is an edit like any other: it can be undone, and is kept once saved.
  const remove = redirects.getByRole('button', { name: `Remove the redirect from ${oldAddress}` });
  await remove.click();
  await expect(redirects).toContainText('This site has no redirects.');
  await expect(redirects.getByRole('heading', { name: 'Redirects' })).toBeFocused();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await remove.press('Enter');
  await expect(redirects.getByRole('listitem')).toHaveCount(0);
  await save(page);
  expect(readFileSync(join(editor.contentDir, SITE, 'redirects.json'), 'utf8')).not.toContain('/spring-offer');
  const after = await answerOf(editor.contentDir, oldAddress);
  expect(after.status).not.toBe(301);
  expect(after.headers.get('location')).toBeNull();
});

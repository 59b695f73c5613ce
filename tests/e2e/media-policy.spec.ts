/**
 * A picture opened on its own runs nothing, whatever slipped into it: the
 * files a build would never publish (an HTML page with a sibling script, an
 * SVG with a script) are put under /media/ of a copy of the built headers,
 * served by npm run serve's own server. The same files outside /media/ show
 * what the site's policy alone would allow.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST_DIR as DIST } from '../../scripts/paths.ts';
import { startStaticServer } from '../../scripts/serve.ts';
import { expect, test } from './fixtures.ts';

const HOSTILE = {
  'evil.html': '<!doctype html><title>page</title><script src="evil.js"></script>',
  'evil.js': "document.title = 'ran';",
  'evil.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>picture</title><script href="evil.js"/><rect width="10" height="10"/></svg>',
};

let root: string;
let server: Server;
let origin: string;

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'media-policy-'));
  writeFileSync(join(root, '_headers'), readFileSync(join(DIST, '_headers')));
  writeFileSync(join(root, 'index.html'), '<p>home</p>');
  writeFileSync(join(root, '404.html'), '<p>not found</p>');
  for (const folder of ['media/salon', 'elsewhere']) {
    mkdirSync(join(root, folder), { recursive: true });
    for (const [name, text] of Object.entries(HOSTILE)) writeFileSync(join(root, folder, name), text);
  }
  server = await startStaticServer(0, '127.0.0.1', root);
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

test('an HTML file and an SVG under /media/ run no script, not even one from the site itself', async ({
  page,
  consoleLog,
}) => {
  consoleLog.allow(/Content Security Policy|Refused to|sandbox/i);
  consoleLog.allow(/status of 404/); // the browser's own request for /favicon.ico
  // Outside /media/ the site's policy allows the site's own scripts: the files do run there.
  await page.goto(`${origin}/elsewhere/evil.html`);
  await expect(page).toHaveTitle('ran');
  for (const file of ['evil.html', 'evil.svg']) {
    const response = await page.goto(`${origin}/media/salon/${file}`);
    expect(response!.headers()['content-security-policy']).toMatch(/default-src 'none'/);
    await page.waitForLoadState('load');
    await expect(page, file).not.toHaveTitle('ran');
  }
});

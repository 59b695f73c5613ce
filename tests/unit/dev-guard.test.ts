import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/paths.ts';
import { devGuard } from '../../scripts/vite/dev-guard.ts';
import viteConfig from '../../vite.config.ts';
import { portOf, rawRequest, requestHead } from '../support/raw-http.ts';

let server: Server;
const guard = devGuard({ root: PROJECT_ROOT, contentDir: join(PROJECT_ROOT, 'site-content') });
const status = async (target: string) => (await rawRequest(portOf(server), [requestHead('GET', target)])).status;

beforeAll(async () => {
  // Whatever the guard lets through reaches this stand-in for the rest of Vite.
  server = createServer((request, response) => guard(request, response, () => response.end('passed on')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => server.close());

describe('the development server guard', () => {
  it('lets through pages, Vite’s modules, the source, packages, content and media', async () => {
    for (const target of [
      '/',
      '/index.html',
      '/about',
      '/demo-hvac/about/',
      '/no-such-page',
      '/@vite/client',
      '/@react-refresh',
      '/src/main.tsx?t=1',
      '/node_modules/.vite/deps/react.js?v=1',
      '/@id/__x00__virtual:content',
      '/@id/react',
      '/site-content/studio/pages/home.json?import',
      '/media/studio/hero.svg',
      `/@fs${PROJECT_ROOT}node_modules/react/index.js`,
      `/@fs${PROJECT_ROOT}src/main.tsx`,
    ]) {
      expect(await status(target), target).toBe(200);
    }
  });

  it('refuses the project’s own files, visitors’ submissions and every way around that', async () => {
    const refused = [
      '/package.json',
      '/package-lock.json',
      '/vite.config.ts',
      '/vite.config',
      '/scripts/serve.ts',
      '/scripts/serve',
      '/scripts/',
      '/tests/unit/serve.test',
      '/.form-submissions/quote.jsonl',
      '/.git/config',
      '/.env',
      '/README.md',
      '/site-content/studio/images/hero.svg',
      `/@fs${PROJECT_ROOT}package.json`,
      `/@fs${PROJECT_ROOT}.form-submissions/quote.jsonl`,
      '/@fs/etc/passwd',
      `/@id/${PROJECT_ROOT}package.json`,
      '/@id/./package.json',
      '/src/../package.json',
      '/src/%2e%2e/package.json',
      '//package.json',
      '/./package.json',
      '/src/..%5c..%5cpackage.json',
      '/%',
      '/%zz',
      '/a%00b',
    ];
    for (const target of refused) expect([400, 404], target).toContain(await status(target));
  });

  it('is registered before every other plugin, and the server binds to this machine unless HOST says otherwise', () => {
    const config = viteConfig({ command: 'serve', mode: 'development' }) as {
      plugins: { name: string }[];
      server: { host: string };
    };
    expect(config.plugins[0].name).toBe('dev-guard');
    expect(config.server.host).toBe(process.env.HOST ?? '127.0.0.1');
  });
});

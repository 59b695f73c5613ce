import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewLinks } from '../../../../scripts/editor/team/preview-links.ts';
import { startPreviewServer } from '../../../../scripts/editor/team/preview-server.ts';
import { tempDir, write } from './git-fixture.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const done of cleanups.splice(0).reverse()) await done();
});

/** One site of each kind: the studio at the root, a demo under a base path, a client site on a domain of its own. */
const SITES = [
  { id: 'studio', basePath: '/', home: '/', secret: 'STUDIO-UNPUBLISHED' },
  { id: 'salon', basePath: '/demo-salon', home: '/demo-salon/', secret: 'SALON-UNPUBLISHED' },
  { id: 'hvac', basePath: '/demo-hvac', home: '/demo-hvac/', secret: 'HVAC-UNPUBLISHED' },
  { id: 'joes', basePath: '/', kind: 'client', home: '/sites/joes/', secret: 'JOES-UNPUBLISHED' },
];

/** Every way of writing a climbing segment a client or proxy might send, raw on the wire. */
const CLIMBS = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '..%2f..',
  '..%2F..',
  '%2e%2e%2f%2e%2e',
  '..%5c..',
  '..\\..',
  '.%00.',
];
/** A separator before and after the climb: plain, encoded, doubled. */
const SEPARATORS = ['/', '%2f', '%2F', '//', '/./'];

function page(root: string, file: string, text: string) {
  write(root, file, `<!doctype html><html><head><title>${text}</title></head><body>${text}</body></html>`);
}

/** Sends a path exactly as written: fetch() would tidy the dots away before sending. */
function rawGet(port: number, path: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { cookie } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a preview link', () => {
  it('never opens another site, whatever way a path climbs out of its own', async () => {
    const root = tempDir();
    cleanups.push(root.remove);
    for (const site of SITES) page(root.dir, `${site.home}index.html`.slice(1), site.secret);
    page(root.dir, '404.html', 'Not found');
    page(root.dir, 'sites/joes/404.html', 'Not found');
    const data = tempDir();
    cleanups.push(data.remove);
    const links = new PreviewLinks(data.dir);
    const server: Server = await startPreviewServer(0, '127.0.0.1', {
      links,
      sites: () => SITES,
      builtSite: async () => root.dir,
    });
    cleanups.push(() => new Promise((done) => server.close(done)));
    const { port } = server.address() as AddressInfo;

    const leaks: string[] = [];
    let tried = 0;
    for (const viewer of SITES) {
      const { token } = await links.create(viewer.id, 'ana@example.com');
      const cookie = `editor_preview=${token}`;
      // Its own home opens: the link works, so a refusal below is the climb's.
      const own = await rawGet(port, viewer.kind === 'client' ? '/' : viewer.home, cookie);
      expect(own.body, viewer.id).toContain(viewer.secret);
      const start = viewer.kind === 'client' ? '/' : viewer.home;
      for (const target of SITES.filter((site) => site !== viewer)) {
        const to = target.home.slice(1);
        for (const climb of CLIMBS)
          for (const separator of SEPARATORS)
            for (const depth of [1, 3]) {
              const up = Array.from({ length: depth }, () => climb).join(separator);
              const path = `${start}${up}${separator}${to}`;
              tried++;
              const answer = await rawGet(port, path, cookie);
              if (answer.body.includes(target.secret)) leaks.push(`${viewer.id}: ${path} → ${target.id}`);
              expect(answer.status, path).toBeLessThan(500);
            }
      }
    }
    expect(tried).toBeGreaterThan(1000);
    expect(leaks).toEqual([]);
  });
});

import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_LINKS_PER_SITE, PreviewLinks } from '../../../../scripts/editor/team/preview-links.ts';
import {
  markAsPreview,
  PreviewBuilds,
  siteOfPath,
  startPreviewServer,
} from '../../../../scripts/editor/team/preview-server.ts';
import { buildInto } from '../../../../scripts/editor/team/publish.ts';
import { tempDir, write } from './git-fixture.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const done of cleanups.splice(0).reverse()) await done();
});

function temp() {
  const t = tempDir();
  cleanups.push(t.remove);
  return t.dir;
}

const SITES = [
  { id: 'studio', basePath: '/' },
  { id: 'salon', basePath: '/demo-salon' },
  { id: 'hvac', basePath: '/demo-hvac' },
  { id: 'joes-plumbing', basePath: '/', kind: 'client' },
];
const page = (text: string) =>
  `<!doctype html><html lang="en"><head><title>${text}</title></head><body><main>${text}</main></body></html>`;

/** A built site as the project's build writes it: pages, shared assets, pictures per site, host headers. */
function builtSite(root: string, price: string) {
  write(root, 'index.html', page('Studio home'));
  write(root, '404.html', page('Not found'));
  write(root, 'demo-salon/index.html', page('Salon home'));
  write(root, 'demo-salon/services/index.html', page(`Color & Cut ${price}`));
  write(root, 'demo-hvac/index.html', page('HVAC home'));
  write(root, 'assets/client-abc12345.js', 'console.log(1)');
  write(root, 'media/salon/hero.svg', '<svg/>');
  write(root, 'media/hvac/hero.svg', '<svg/>');
  write(root, '_headers', "/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n");
  // A client site: a folder of its own, complete for its own domain.
  write(root, 'sites/joes-plumbing/index.html', page("Joe's Plumbing home"));
  write(root, 'sites/joes-plumbing/about/index.html', page("About Joe's Plumbing"));
  write(root, 'sites/joes-plumbing/404.html', page("Joe's page not found"));
  write(root, 'sites/joes-plumbing/media/hero.svg', '<svg/>');
  write(
    root,
    'sites/joes-plumbing/_headers',
    "/*\n  Content-Security-Policy: default-src 'self' https://forms.joes.example\n",
  );
}

async function serve(
  links: PreviewLinks,
  root: string,
  built: () => Promise<string> = async () => root,
  unpublished?: () => Promise<boolean>,
) {
  const server: Server = await startPreviewServer(0, '127.0.0.1', {
    links,
    sites: () => SITES,
    builtSite: built,
    unpublished,
  });
  cleanups.push(() => new Promise((done) => server.close(done)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: 'manual', ...init });
}

describe('preview links', () => {
  it('are unguessable, stored hashed, expire after 7 days and can be revoked', async () => {
    let time = Date.parse('2026-01-01T00:00:00Z');
    const dir = temp();
    const links = new PreviewLinks(dir, () => time);
    const link = await links.create('salon', 'ana@example.com');
    expect(link.token.length).toBeGreaterThanOrEqual(40);
    expect(Date.parse(link.expiresAt) - time).toBe(7 * 86_400_000);
    expect(links.open(link.token)?.site).toBe('salon');
    expect(JSON.stringify(links.list('salon'))).not.toContain(link.token);
    expect(links.list('hvac')).toEqual([]);
    expect(await links.revoke('hvac', link.id)).toBe(false);
    expect(await links.revoke('salon', link.id)).toBe(true);
    expect(links.open(link.token)).toBeUndefined();
    const other = await links.create('salon', 'ana@example.com');
    time += 7 * 86_400_000;
    expect(links.open(other.token)).toBeUndefined();
    expect(links.open('made-up')).toBeUndefined();
  });
});

describe('the preview server', () => {
  it('opens the shared address signed out and shows only that site, marked and not indexed', async () => {
    const links = new PreviewLinks(temp());
    const root = temp();
    builtSite(root, '$145');
    const get = await serve(links, root);
    const { token } = await links.create('salon', 'ana@example.com');

    const opened = await get(`/p/${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/demo-salon/');
    const cookie = opened.headers.get('set-cookie')!.split(';')[0];
    expect(opened.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax; Path=\//);

    const services = await get('/demo-salon/services', { headers: { cookie } });
    expect(services.status).toBe(200);
    expect(services.headers.get('x-robots-tag')).toBe('noindex');
    expect(services.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(services.headers.get('x-frame-options')).toBe('DENY');
    const html = await services.text();
    expect(html).toContain('Color & Cut $145');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('>Preview · not published</p>');

    expect((await get('/assets/client-abc12345.js', { headers: { cookie } })).status).toBe(200);
    expect((await get('/media/salon/hero.svg', { headers: { cookie } })).status).toBe(200);
    for (const other of ['/demo-hvac/', '/', '/media/hvac/hero.svg'])
      expect((await get(other, { headers: { cookie } })).status).toBe(404);
    expect((await get('/demo-salon/nothing', { headers: { cookie } })).status).toBe(404);
    expect((await get('/demo-salon/services', { method: 'POST', headers: { cookie } })).status).toBe(405);
    expect((await get('/demo-salon/services')).status).toBe(401);
  });

  it("shows a client site's own folder at the root of the preview address, with its own headers", async () => {
    const links = new PreviewLinks(temp());
    const root = temp();
    builtSite(root, '$145');
    const get = await serve(links, root);
    const { token } = await links.create('joes-plumbing', 'joe@example.com');
    const opened = await get(`/p/${token}`);
    expect(opened.headers.get('location')).toBe('/');
    const cookie = opened.headers.get('set-cookie')!.split(';')[0];

    const home = await get('/', { headers: { cookie } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Joe's Plumbing home");
    const about = await get('/about', { headers: { cookie } });
    expect(await about.text()).toContain("About Joe's Plumbing");
    expect(about.headers.get('content-security-policy')).toBe("default-src 'self' https://forms.joes.example");
    expect((await get('/media/hero.svg', { headers: { cookie } })).status).toBe(200);
    // The studio's pages and the demos are not at this address.
    const elsewhere = await get('/demo-salon/services', { headers: { cookie } });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toContain("Joe's page not found");

    // And the client's folder is not reachable through another site's preview.
    const salon = await links.create('salon', 'ana@example.com');
    const salonCookie = (await get(`/p/${salon.token}`)).headers.get('set-cookie')!.split(';')[0];
    for (const path of ['/sites/joes-plumbing/', '/sites/joes-plumbing/about'])
      expect((await get(path, { headers: { cookie: salonCookie } })).status, path).toBe(404);
  });

  it('stops working once revoked, for the address and for a browser that opened it', async () => {
    const links = new PreviewLinks(temp());
    const root = temp();
    builtSite(root, '$145');
    const get = await serve(links, root);
    const link = await links.create('salon', 'ana@example.com');
    const cookie = (await get(`/p/${link.token}`)).headers.get('set-cookie')!.split(';')[0];
    await links.revoke('salon', link.id);
    expect((await get(`/p/${link.token}`)).status).toBe(404);
    const refused = await get('/demo-salon/', { headers: { cookie } });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toMatch(/expired or was revoked/);
    expect((await get('/p/not-a-real-token-at-all-xxxxxxxx')).status).toBe(404);
  });

  it('says a page is being prepared while the saved content is still being built, then shows it', async () => {
    const links = new PreviewLinks(temp());
    const root = temp();
    builtSite(root, '$150');
    let finish = () => {};
    const build = new Promise<string>((done) => (finish = () => done(root)));
    const get = await serve(links, root, () => build);
    const { token } = await links.create('salon', 'ana@example.com');
    const cookie = (await get(`/p/${token}`)).headers.get('set-cookie')!.split(';')[0];

    const waiting = await get('/demo-salon/services', { headers: { cookie } });
    expect(waiting.status).toBe(503);
    expect(waiting.headers.get('retry-after')).toBe('3');
    expect(waiting.headers.get('content-security-policy')).toContain("default-src 'none'");
    const text = await waiting.text();
    expect(text).toContain('<h1>Preparing your preview…</h1>');
    expect(text).toContain('<meta http-equiv="refresh" content="3" />');
    // Styled as the editor's other plain pages, and the page's security policy lets that style in.
    expect(text).toMatch(/<style>[^<]*main \{/);
    expect(waiting.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
    // A script or picture waits for the build instead: only a page can say "look again".
    const script = get('/assets/client-abc12345.js', { headers: { cookie } });
    finish();
    expect((await script).status).toBe(200);
    const shown = await get('/demo-salon/services', { headers: { cookie } });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Color & Cut $150');
  });
});

describe("a site's broken preview", () => {
  const problem = 'demos/hvac/pages/home.json:28:40 error A link leads to "~/promo", which is not a page of this site.';

  it('is a 503 naming the problem, at the first visit and every later one, for pages and files alike', async () => {
    const links = new PreviewLinks(temp());
    const builds = new PreviewBuilds(temp());
    let runs = 0;
    const get = await serve(links, temp(), () =>
      builds.site('hvac', 'v1', async () => {
        runs++;
        return { ok: false, message: problem };
      }),
    );
    const { token } = await links.create('hvac', 'ana@example.com');
    const cookie = (await get(`/p/${token}`)).headers.get('set-cookie')!.split(';')[0];
    for (const path of ['/demo-hvac/', '/demo-hvac/', '/demo-hvac/about', '/assets/client-abc12345.js']) {
      const answer = await get(path, { headers: { cookie } });
      expect(answer.status).toBe(503);
      expect(await answer.text()).toBe(`The preview could not be prepared. ${problem}\n`);
    }
    // The same version is not built again for each visit.
    expect(runs).toBe(1);
  });

  it("is told by the build in the problem's own words, without a publish's", async () => {
    const root = temp();
    write(
      root,
      'failing-build.cjs',
      `console.log("[ 0.4 s] Checking content"); console.error(${JSON.stringify(`site-content/${problem}`)}); process.exit(1);`,
    );
    const result = await buildInto(join(root, 'out'), {
      projectRoot: root,
      contentDir: join(root, 'site-content'),
      command: [process.execPath, join(root, 'failing-build.cjs')],
      preview: true,
    });
    expect(result).toEqual({ ok: false, message: problem });
  });
});

describe('preview builds', () => {
  const builder = (built: string[]) => async (out: string) => {
    built.push(out);
    builtSite(out, out);
    return { ok: true, message: '' };
  };

  it('build each saved version of a site once, even when asked at once, and keep only its latest', async () => {
    const folder = temp();
    const built: string[] = [];
    const builds = new PreviewBuilds(folder);
    const [a, b] = await Promise.all([
      builds.site('salon', 'v1', builder(built)),
      builds.site('salon', 'v1', builder(built)),
    ]);
    expect(a).toBe(b);
    expect(built).toHaveLength(1);
    const c = await builds.site('salon', 'v2', builder(built));
    expect(c).toBe(join(folder, 'salon', 'v2'));
    expect(await builds.site('salon', 'v2', builder(built))).toBe(c);
    expect(built).toHaveLength(2);
    const { existsSync } = await import('node:fs');
    expect(existsSync(a)).toBe(false);
  });

  it("say why when the build fails, and one site's failure leaves another site's preview standing", async () => {
    const builds = new PreviewBuilds(temp());
    const hvac = await builds.site('hvac', 'v1', builder([]));
    await expect(builds.site('salon', 'v1', async () => ({ ok: false, message: 'price is missing' }))).rejects.toThrow(
      'price is missing',
    );
    expect(await builds.site('hvac', 'v1', builder([]))).toBe(hvac);
    expect(readFileSync(join(hvac, 'demo-salon/services/index.html'), 'utf8')).toBeTruthy();
  });
});

describe('paths of a built site', () => {
  it('belong to the site whose base path holds them; scripts are shared', () => {
    expect(siteOfPath('/demo-salon', SITES)).toBe('salon');
    expect(siteOfPath('/demo-salon/services', SITES)).toBe('salon');
    expect(siteOfPath('/demo-salonx', SITES)).toBe('studio');
    expect(siteOfPath('/media/hvac/a.svg', SITES)).toBe('hvac');
    expect(siteOfPath('/assets/x.js', SITES)).toBeUndefined();
    // A client site at "/" of its own domain owns only its folder of the build.
    expect(siteOfPath('/about', SITES)).toBe('studio');
    expect(siteOfPath('/sites/joes-plumbing/about', SITES)).toBe('joes-plumbing');
  });

  it('say "not published" only while the site has changes that are not live', async () => {
    const links = new PreviewLinks(temp());
    const root = temp();
    builtSite(root, '$145');
    let waiting = false;
    const get = await serve(links, root, undefined, async () => waiting);
    const { token } = await links.create('salon', 'ana@example.com');
    const cookie = (await get(`/p/${token}`)).headers.get('set-cookie')!.split(';')[0];
    const band = async () =>
      /<p role="note" class="preview-band">([^<]*)<\/p>/.exec(
        await (await get('/demo-salon/services', { headers: { cookie } })).text(),
      )?.[1];
    expect(await band()).toBe('Preview · the same as the live site');
    waiting = true;
    expect(await band()).toBe('Preview · not published');
  });

  it('are marked as a preview inside head and body', () => {
    expect(markAsPreview('<html><head lang="x"><title>t</title></head><body class="a">x</body></html>')).toMatch(
      /^<html><head lang="x">\n<meta name="robots" content="noindex, nofollow" \/><style>[^<]*<\/style><title>t<\/title><\/head><body class="a"><p role="note"[^>]*>Preview · not published<\/p>x<\/body><\/html>$/,
    );
  });
});

describe('preview links and their makers', () => {
  it('stop opening when the person who made them no longer has an account', async () => {
    const members = new Set(['ana@example.com', 'bo@example.com']);
    const links = new PreviewLinks(temp(), undefined, (email) => members.has(email));
    const ana = await links.create('salon', 'ana@example.com');
    const bo = await links.create('salon', 'bo@example.com');
    members.delete('ana@example.com');
    expect(links.open(ana.token)).toBeUndefined();
    expect(links.list('salon').map((link) => link.createdBy)).toEqual(['bo@example.com']);
    expect(links.open(bo.token)?.site).toBe('salon');
  });

  it('are capped per site, and a revoked link frees its place', async () => {
    const links = new PreviewLinks(temp());
    const made = [];
    for (let i = 0; i < MAX_LINKS_PER_SITE; i++) made.push(await links.create('salon', 'ana@example.com'));
    await expect(links.create('salon', 'ana@example.com')).rejects.toThrow(/Revoke one/);
    expect((await links.create('hvac', 'ana@example.com')).site).toBe('hvac');
    await links.revoke('salon', made[0].id);
    expect((await links.create('salon', 'ana@example.com')).site).toBe('salon');
  });
});

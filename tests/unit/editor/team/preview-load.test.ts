import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSites, siteAddresses } from '../../../../scripts/editor/documents.ts';
import { PreviewLinks } from '../../../../scripts/editor/team/preview-links.ts';
import {
  PREVIEW_REQUESTS_PER_ADDRESS,
  PREVIEW_REQUESTS_PER_LINK,
  startPreviewServer,
} from '../../../../scripts/editor/team/preview-server.ts';
import { TeamMode } from '../../../../scripts/editor/team/team-mode.ts';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';
import { FIXTURE_DIR } from '../../../support/engine-fixture.ts';
import { contentRepository, git, tempDir, write } from './git-fixture.ts';

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
  { id: 'salon', basePath: '/demo-salon' },
  { id: 'hvac', basePath: '/demo-hvac' },
];

const page = (text: string) => `<!doctype html><html><head><title>${text}</title></head><body>${text}</body></html>`;

async function listen(deps: Parameters<typeof startPreviewServer>[2]) {
  const server: Server = await startPreviewServer(0, '127.0.0.1', deps);
  cleanups.push(() => new Promise((done) => server.close(done)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: 'manual', ...init });
}

const homeHeading = (contentDir: string, site: string) =>
  JSON.parse(readFileSync(join(contentDir, `demos/${site}/pages/home.json`), 'utf8')).blocks[0].heading as string;

describe('a preview that is built already', () => {
  it('is served without a git command until a new commit, then shows the new version', async () => {
    const { work } = contentRepository(temp());
    const { team } = await TeamMode.open({
      contentDir: work,
      dataDir: temp(),
      projectRoot: PROJECT_ROOT,
      ownOrigins: ['http://127.0.0.1:1'],
      previewBaseUrl: 'http://127.0.0.1:2',
      env: {},
    });
    const invited = await team.accounts.invite({ email: 'ana@example.com', sites: ['salon'] });
    await team.accounts.accept(invited.token, 'Ana', 'a long password');
    // The build stands in for the project's: the salon's home heading, as written from the tree previewed.
    let builds = 0;
    team.build = async (out, site, contentDir) => {
      builds++;
      write(out, 'demo-salon/index.html', page(`Salon: ${homeHeading(contentDir!, site!)}`));
      write(out, '404.html', page('Not found'));
      return { ok: true, message: '' };
    };
    const get = await listen({
      links: team.previews,
      sites: () => SITES,
      builtSite: (site) => team.savedPreview(site),
    });
    const { token } = await team.previews.create('salon', 'ana@example.com');
    const cookie = (await get(`/p/${token}`)).headers.get('set-cookie')!.split(';')[0];
    const home = async () => {
      const answer = await get('/demo-salon/', { headers: { cookie } });
      return `${answer.status} ${await answer.text()}`;
    };

    expect(await home()).toMatch(/^200 .*Salon: Welcome/s);
    const run = vi.spyOn(team.git, 'run');
    // Many requests, some at once as a browser and a flood send them.
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 8 }, home));
      for (const answer of answers) expect(answer).toMatch(/^200 .*Salon: Welcome/s);
    }
    expect(run.mock.calls.map(([args]) => args.join(' '))).toEqual([]);

    // A commit made outside the editor moves HEAD all the same: the next request sees it.
    write(
      work,
      'demos/salon/pages/home.json',
      JSON.stringify({ path: '/', blocks: [{ type: 'hero', heading: 'Fresh' }] }),
    );
    git(work, 'commit', '--quiet', '-am', 'New heading');
    expect(await home()).toMatch(/^200 .*Salon: Fresh/s);
    expect(run).toHaveBeenCalled();
    expect(builds).toBe(2);

    run.mockClear();
    const again = await Promise.all(Array.from({ length: 8 }, home));
    for (const answer of again) expect(answer).toMatch(/^200 .*Salon: Fresh/s);
    expect(run).not.toHaveBeenCalled();

    // Another site's publish changes what the salon's preview is built with: worked out once more.
    await team.publishLog.add({
      time: new Date().toISOString(),
      person: 'ana@example.com',
      site: 'hvac',
      targets: [],
      changes: [],
      result: 'published',
      message: 'Published',
      commit: git(work, 'rev-parse', 'HEAD').trim(),
    });
    expect(await home()).toMatch(/^200 .*Salon: Fresh/s);
    expect(run).toHaveBeenCalled();
  });
});

describe('preview requests at once', () => {
  it('are capped per link and per address with a 429 that says when to come back, leaving other links served', async () => {
    const root = temp();
    write(root, 'demo-salon/index.html', page('Salon home'));
    write(root, 'demo-hvac/index.html', page('HVAC home'));
    write(root, 'assets/client.js', 'console.log(1)');
    // The salon's build is held, so its requests stay in progress; the HVAC's is ready.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    let salonAsked = 0;
    const links = new PreviewLinks(temp());
    const get = await listen({
      links,
      sites: () => SITES,
      builtSite: async (site) => {
        if (site === 'salon') {
          salonAsked++;
          await held;
        }
        return root;
      },
      env: { EDITOR_TRUSTED_PROXY: '127.0.0.1' },
    });
    const cookieOf = async (site: string) => {
      const { token } = await links.create(site, 'ana@example.com');
      return (await get(`/p/${token}`)).headers.get('set-cookie')!.split(';')[0];
    };
    const [first, second, third] = [await cookieOf('salon'), await cookieOf('salon'), await cookieOf('salon')];
    const hvac = await cookieOf('hvac');
    const from = (cookie: string, address: string, path = '/assets/client.js') =>
      get(path, { headers: { cookie, 'x-forwarded-for': address }, signal: AbortSignal.timeout(10_000) });
    const inProgress = async (count: number) => {
      await vi.waitFor(() => expect(salonAsked).toBe(count), { timeout: 5000, interval: 10 });
    };

    const waiting: Promise<Response>[] = [];
    // One link from many addresses: its cap.
    for (let i = 0; i < PREVIEW_REQUESTS_PER_LINK; i++) waiting.push(from(first, `198.51.100.${i + 1}`));
    await inProgress(PREVIEW_REQUESTS_PER_LINK);
    const overLink = await from(first, '198.51.100.200');
    expect(overLink.status).toBe(429);
    expect(Number(overLink.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(overLink.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await overLink.text()).toMatch(/^Too many requests for this preview at once\..+\n$/);
    // Another link, another site: served meanwhile.
    const other = await from(hvac, '198.51.100.200', '/demo-hvac/');
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('HVAC home');

    // One address (an IPv6 /64) with several links: its cap, whatever link it uses.
    const block = (i: number) => `2001:db8:7:9::${(i + 1).toString(16)}`;
    for (let i = 0; i < PREVIEW_REQUESTS_PER_ADDRESS; i++) waiting.push(from(i % 2 ? second : third, block(i)));
    await inProgress(PREVIEW_REQUESTS_PER_LINK + PREVIEW_REQUESTS_PER_ADDRESS);
    const overAddress = await from(hvac, '2001:db8:7:9:ffff::1', '/demo-hvac/');
    expect(overAddress.status).toBe(429);
    expect(await overAddress.text()).toMatch(/^Too many requests for this preview at once\./);
    expect((await from(hvac, '2001:db8:7:a::1', '/demo-hvac/')).status).toBe(200);

    release();
    for (const answer of await Promise.all(waiting)) expect(answer.status).toBe(200);
    // Answered requests leave room again.
    expect((await from(first, '198.51.100.200')).status).toBe(200);
  });
});

describe("the sites' addresses the preview server reads", () => {
  it("are each site's id, base path and kind, as the full listing has them", () => {
    const content = FIXTURE_DIR;
    const full = listSites(content).map(({ id, basePath, kind }) => ({ id, basePath, kind }));
    expect(full.length).toBeGreaterThan(1);
    expect(siteAddresses(content)).toEqual(full);
  });
});

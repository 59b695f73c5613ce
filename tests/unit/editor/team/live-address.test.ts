import { livePageAddress } from '../../../../src/editor/team/live-site-link.tsx';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { liveAddress } from '../../../../scripts/editor/team/live-address.ts';

const content = mkdtempSync(join(tmpdir(), 'live-address-'));
function site(folder: string, facts: Record<string, unknown>) {
  mkdirSync(join(content, folder), { recursive: true });
  writeFileSync(join(content, folder, 'site.json'), JSON.stringify(facts));
}
site('studio', { kind: 'studio', url: 'https://studio.example/', basePath: '/' });
site('demos/salon', { kind: 'demo', basePath: '/demo-salon' });
site('clients/joes', { kind: 'client', url: 'https://www.joesplumbing.example', basePath: '/' });
site('clients/bad', { kind: 'client', url: 'javascript:alert(1)' });
afterAll(() => rmSync(content, { recursive: true, force: true }));

describe('the address of a published site', () => {
  it("is a client's own domain, whatever folder the studio publishes into", () => {
    expect(liveAddress(content, 'joes')).toBe('https://www.joesplumbing.example/');
    expect(liveAddress(content, 'joes', 'http://127.0.0.1:8080')).toBe('https://www.joesplumbing.example/');
  });

  it("is the studio's domain for the studio and its demos, a demo under its base path", () => {
    expect(liveAddress(content, 'studio')).toBe('https://studio.example/');
    expect(liveAddress(content, 'salon')).toBe('https://studio.example/demo-salon/');
  });

  it('is PUBLISH_URL, the server of the published folder, when that is set', () => {
    expect(liveAddress(content, 'salon', 'http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080/demo-salon/');
    expect(liveAddress(content, 'studio', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/');
  });

  it('is never anything but a web address', () => {
    expect(liveAddress(content, 'bad')).toBeUndefined();
    expect(liveAddress(content, 'salon', 'javascript:alert(1)')).toBe('https://studio.example/demo-salon/');
    expect(liveAddress(content, 'nosuchsite')).toBeUndefined();
  });
});

describe('the live address of the page being edited', () => {
  const site = 'https://studio.example/demo-salon/';

  it('is the page at its path inside the site, and the site itself for its home', () => {
    expect(livePageAddress(site, '/services')).toBe('https://studio.example/demo-salon/services');
    expect(livePageAddress(site, '/')).toBe(site);
    expect(livePageAddress('https://www.joesplumbing.com/', '/about')).toBe('https://www.joesplumbing.com/about');
  });

  it('is the site itself for anything that is not a path inside it, never another address', () => {
    for (const path of ['*', '', 'javascript:alert(1)', '//evil.example/x', '/../../x', '/%2e%2e/x', 42, undefined])
      expect(livePageAddress(site, path), String(path)).toBe(site);
  });
});

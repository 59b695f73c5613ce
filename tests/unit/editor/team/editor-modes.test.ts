/** The editor server in both modes, started as `npm run edit` starts it, on a copy of the content in git. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor } from '../../../../scripts/editor/server.ts';
import { Accounts } from '../../../../scripts/editor/team/accounts.ts';
import { teamModeAsked, teamSettings } from '../../../../scripts/editor/team/start.ts';
import { copyFixture } from '../server/content-copy.ts';
import { git, tempDir } from './git-fixture.ts';

const content = copyFixture();
const data = tempDir('team-modes-');
beforeAll(() => {
  git(content.dir, 'init', '--quiet', '-b', 'main');
  git(content.dir, 'config', 'user.name', 'Local Studio');
  git(content.dir, 'config', 'user.email', 'local@example.com');
  git(content.dir, 'add', '.');
  git(content.dir, 'commit', '--quiet', '-m', 'Start');
});
afterAll(() => {
  content.remove();
  data.remove();
});

async function priceChange(origin: string, headers: Record<string, string>) {
  const site = (await (await fetch(`${origin}/api/site?id=bakery`, { headers })).json()) as {
    pages: { file: string; text: string; version: string }[];
  };
  const doc = site.pages.find((p) => p.file.endsWith('/about.json'))!;
  const data = JSON.parse(doc.text);
  const tier = data.blocks
    .flatMap((block: { tiers?: { name: string; price: string }[] }) => block.tiers ?? [])
    .find((t: { name: string }) => t.name === 'Small');
  const old = tier.price as string;
  const price = `$${Number(old.slice(1)) + 10}`;
  tier.price = price;
  return {
    change: `${old} → ${price}`,
    body: JSON.stringify({ docs: [{ file: doc.file, version: doc.version, data }] }),
  };
}

describe('settings', () => {
  it('come from --team or EDITOR_TEAM=1, EDITOR_HOST and EDITOR_PORT, with plain errors', () => {
    expect(teamModeAsked(['--team'], {})).toBe(true);
    expect(teamModeAsked([], { EDITOR_TEAM: '1' })).toBe(true);
    expect(teamModeAsked([], {})).toBe(false);
    expect(teamSettings({ EDITOR_HOST: '0.0.0.0', EDITOR_PORT: '8080' }, 5180)).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      previewPort: 8081,
      publicUrl: 'http://127.0.0.1:8080',
      previewUrl: 'http://127.0.0.1:8081',
    });
    expect(
      teamSettings(
        { EDITOR_PUBLIC_URL: 'https://edit.example.com/', EDITOR_PREVIEW_URL: 'https://preview.example.com' },
        5180,
      ),
    ).toMatchObject({
      host: '127.0.0.1',
      publicUrl: 'https://edit.example.com',
      previewUrl: 'https://preview.example.com',
    });
    expect(() => teamSettings({ EDITOR_PORT: 'eighty' }, 5180)).toThrow(
      'EDITOR_PORT must be a port number (0-65535), not "eighty".',
    );
    expect(() => teamSettings({ EDITOR_PUBLIC_URL: 'edit.example.com' }, 5180)).toThrow(
      /EDITOR_PUBLIC_URL must be a web address/,
    );
  });
});

describe('local mode on content in git', () => {
  it("commits each save with git's own author settings", async () => {
    const editor = await startEditor({ contentDir: content.dir, port: 0 });
    try {
      const origin = editor.url.replace(/\/$/, '');
      const token = /name="editor-token" content="([0-9a-f]+)"/.exec(await (await fetch(`${origin}/`)).text())![1];
      const { change, body } = await priceChange(origin, {});
      const saved = await fetch(`${origin}/api/save`, {
        method: 'POST',
        headers: { Origin: origin, 'X-Editor-Token': token, 'Content-Type': 'application/json' },
        body,
      });
      expect(saved.status).toBe(200);
      expect(git(content.dir, 'log', '-1', '--format=%an <%ae>|%s').trim()).toBe(
        `Local Studio <local@example.com>|Bakery › About › Bread boxes: price of the "Small" package ${change}`,
      );
      expect(git(content.dir, 'status', '--porcelain')).toBe('');
    } finally {
      await editor.close();
    }
  }, 120_000);
});

describe('team mode', () => {
  it("sends the signed-out to the sign-in page, and commits a signed-in person's save as theirs", async () => {
    const env = { EDITOR_DATA_DIR: data.dir, EDITOR_GIT_REMOTE: '' };
    const editor = await startEditor({ contentDir: content.dir, port: 0, team: true, env });
    try {
      const origin = editor.url.replace(/\/$/, '');
      const home = await fetch(`${origin}/`, { redirect: 'manual' });
      expect([home.status, home.headers.get('location')]).toEqual([303, '/sign-in']);
      expect((await fetch(`${origin}/src/main.tsx`)).status).toBe(404);

      const accounts = new Accounts(data.dir);
      const { token } = await accounts.invite({ email: 'ana@example.com', sites: ['bakery'] });
      const made = await fetch(`${origin}/invite/${token}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'name=Ana+Diaz&password=a+long+password',
      });
      const cookie = made.headers.get('set-cookie')!.split(';')[0];
      const page = await (await fetch(`${origin}/`, { headers: { Cookie: cookie } })).text();
      const editorToken = /name="editor-token" content="([0-9a-f]+)"/.exec(page)![1];
      const { change, body } = await priceChange(origin, { Cookie: cookie });
      const saved = await fetch(`${origin}/api/save`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: origin, 'X-Editor-Token': editorToken, 'Content-Type': 'application/json' },
        body,
      });
      expect(saved.status).toBe(200);
      expect(git(content.dir, 'log', '-1', '--format=%an <%ae>|%s').trim()).toBe(
        `Ana Diaz <ana@example.com>|Bakery › About › Bread boxes: price of the "Small" package ${change}`,
      );
    } finally {
      await editor.close();
    }
  }, 120_000);
});

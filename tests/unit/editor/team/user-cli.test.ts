import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Accounts } from '../../../../scripts/editor/team/accounts.ts';
import { Sessions } from '../../../../scripts/editor/team/sessions.ts';
import { editorBaseUrl, runUserCommand } from '../../../../scripts/editor/team/user-cli.ts';
import { FIXTURE_DIR } from '../../../support/engine-fixture.ts';
import { tempDir } from './git-fixture.ts';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function cli(env: NodeJS.ProcessEnv = {}) {
  const t = tempDir();
  cleanup = t.remove;
  const out: string[] = [];
  const err: string[] = [];
  const run = (...argv: string[]) =>
    runUserCommand(argv, {
      dataDir: t.dir,
      knownSites: ['bakery', 'florist'],
      env,
      print: (l) => out.push(l),
      error: (l) => err.push(l),
    });
  return { dir: t.dir, out, err, run };
}

describe('npm run editor:user', () => {
  it('invite prints a one-time address on the public URL that opens a valid invitation', async () => {
    const { dir, out, run } = cli({ EDITOR_PUBLIC_URL: 'https://edit.example.com/' });
    expect(await run('invite', 'Ana@Example.com', '--sites', 'bakery', '--publish')).toBe(0);
    expect(out[0]).toMatch(
      /^Invitation for ana@example.com \(bakery, may publish\), valid until \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    );
    const token = /^https:\/\/edit\.example\.com\/invite\/([A-Za-z0-9_-]{40,})$/.exec(out[1])![1];
    expect(new Accounts(dir).invitation(token)).toMatchObject({
      email: 'ana@example.com',
      sites: ['bakery'],
      publish: true,
      admin: false,
    });
  });

  it('lists, changes sites and removes, signing the person out', async () => {
    const { dir, out, run } = cli();
    await run('invite', 'bo@example.com', '--sites=all', '--publish');
    const token = out[1].split('/invite/')[1];
    await new Accounts(dir).accept(token, 'Bo', 'a long password');
    const session = await new Sessions(dir).start('bo@example.com');
    out.length = 0;
    expect(await run('list')).toBe(0);
    expect(out).toEqual(['bo@example.com  Bo  sites: all sites  may publish']);
    expect(await run('sites', 'bo@example.com', 'florist')).toBe(0);
    expect(new Accounts(dir).find('bo@example.com')?.sites).toEqual(['florist']);
    expect(await run('remove', 'bo@example.com')).toBe(0);
    expect(out.at(-1)).toBe('Removed bo@example.com and signed them out of 1 browser.');
    expect(await new Sessions(dir).resume(session)).toBeUndefined();
  });

  it('sets how a person publishes: at once, after a review, or at once with the studio told', async () => {
    const { dir, out, err, run } = cli();
    expect(await run('invite', 'di@example.com', '--sites', 'bakery', '--publishing', 'tell')).toBe(0);
    expect(out[0]).toMatch(/^Invitation for di@example.com \(bakery, may publish; the studio is told\)/);
    await new Accounts(dir).accept(out[1].split('/invite/')[1], 'Di', 'a long password');
    expect(new Accounts(dir).find('di@example.com')).toMatchObject({ publish: true, tellStudio: true });
    expect(await run('publishing', 'DI@example.com', 'ask')).toBe(0);
    expect(out.at(-1)).toBe('di@example.com: must ask for review.');
    expect(new Accounts(dir).find('di@example.com')).toMatchObject({ publish: false, tellStudio: false });
    out.length = 0;
    await run('list');
    expect(out).toEqual(['di@example.com  Di  sites: bakery']);
    expect(await run('publishing', 'di@example.com', 'sometimes')).toBe(1);
    expect(err.at(-1)).toMatch(/^Say how this person publishes: "publish", "ask", "tell"\./);
    expect(await run('invite', 'ed@example.com', '--sites', 'bakery', '--publishing', 'often')).toBe(2);
    await run('invite', 'bo@example.com', '--sites=all', '--admin');
    expect(await run('publishing', 'bo@example.com', 'ask')).toBe(1);
    expect(err.at(-1)).toBe('bo@example.com is an administrator, and administrators always publish.');
  });

  it('sets how a person publishes on one site with --site, and lists a choice per site where they differ', async () => {
    const { dir, out, err, run } = cli();
    await run('invite', 'fay@example.com', '--sites', 'bakery,florist', '--publishing', 'tell');
    await new Accounts(dir).accept(out[1].split('/invite/')[1], 'Fay', 'a long password');
    expect(await run('publishing', 'fay@example.com', 'ask', '--site', 'florist')).toBe(0);
    expect(out.at(-1)).toBe('fay@example.com on florist: must ask for review.');
    expect(new Accounts(dir).find('fay@example.com')?.publishing).toEqual({ bakery: 'tell', florist: 'ask' });
    out.length = 0;
    await run('list');
    expect(out).toEqual([
      'fay@example.com  Fay  sites: bakery, florist  bakery: may publish; the studio is told, florist: must ask for review',
    ]);
    // Without --site, as before: every site.
    expect(await run('publishing', 'fay@example.com', 'publish')).toBe(0);
    expect(new Accounts(dir).find('fay@example.com')?.publishing).toEqual({ bakery: 'publish', florist: 'publish' });
    expect(await run('publishing', 'fay@example.com', 'ask', '--site=bookshop')).toBe(1);
    expect(err.at(-1)).toBe('There is no site called "bookshop". The sites are: bakery, florist.');
    expect(await run('publishing', 'fay@example.com', 'ask', '--site')).toBe(2);
    expect(readFileSync(join(dir, 'audit.log'), 'utf8')).toContain('fay@example.com on florist: ask');
  });

  it('reset-two-step turns two-step sign-in off for a lost phone and signs the person out', async () => {
    const { dir, out, err, run } = cli();
    await run('invite', 'cy@example.com', '--sites=all', '--admin');
    await new Accounts(dir).accept(out[1].split('/invite/')[1], 'Cy', 'a long password');
    await new Accounts(dir).changePerson('cy@example.com', (person) => {
      person.totp = { secret: 'JBSWY3DPEHPK3PXP', lastStep: 1 };
      person.recovery = { salt: 'AA', n: 16384, keys: ['x'] };
    });
    const session = await new Sessions(dir).start('cy@example.com');
    expect(await run('reset-two-step', 'CY@example.com')).toBe(0);
    expect(out.at(-1)).toMatch(/^Two-step sign-in is off for cy@example.com, and 1 session\(s\) ended\./);
    expect(new Accounts(dir).find('cy@example.com')).not.toHaveProperty('totp');
    expect(new Accounts(dir).find('cy@example.com')).not.toHaveProperty('recovery');
    expect(await new Sessions(dir).resume(session)).toBeUndefined();
    expect(await run('reset-two-step', 'nobody@example.com')).toBe(1);
    expect(err.at(-1)).toContain('There is no account for nobody@example.com.');
  });

  it('reset-password prints a one-time address valid 24 hours, voids the older one, and is in the audit log', async () => {
    const { dir, out, err, run } = cli({ EDITOR_PUBLIC_URL: 'https://edit.example.com' });
    await run('invite', 'di@example.com', '--sites=bakery');
    await new Accounts(dir).accept(out[1].split('/invite/')[1], 'Di', 'a long password');
    expect(await run('reset-password', 'DI@example.com')).toBe(0);
    const older = out.at(-1)!.split('/reset/')[1];
    expect(await run('reset-password', 'di@example.com')).toBe(0);
    expect(out.at(-2)).toMatch(/^Password reset for di@example.com, valid until \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);
    const token = /^https:\/\/edit\.example\.com\/reset\/([A-Za-z0-9_-]{40,})$/.exec(out.at(-1)!)![1];
    expect(new Accounts(dir).reset(token)?.email).toBe('di@example.com');
    expect(new Accounts(dir).reset(older)).toBeUndefined();
    const log = readFileSync(join(dir, 'audit.log'), 'utf8');
    expect(log).toMatch(/\| password reset made \| person=- \| address=command line \| di@example.com\n$/);
    expect(log).not.toContain(token);
    await run('invite', 'al@example.com', '--sites=all', '--admin');
    await new Accounts(dir).accept(out.at(-1)!.split('/invite/')[1], 'Al', 'a long password');
    // The only administrator stays: nobody would be left to run the team.
    expect(await run('remove', 'al@example.com')).toBe(1);
    expect(err.at(-1)).toMatch(/^That would leave no administrator who can sign in\./);
    expect(await run('reset-password', 'nobody@example.com')).toBe(1);
    expect(err.at(-1)).toBe('There is no account for nobody@example.com.');
  });

  it('refuses bad input with a clear sentence and an exit code', async () => {
    const { err, run } = cli();
    expect(await run('invite', 'ana@example.com', '--sites', 'bakery,nope')).toBe(1);
    expect(err.at(-1)).toBe('There is no site called "nope". The sites are: bakery, florist.');
    expect(await run('invite', 'not-an-email', '--sites', 'all')).toBe(1);
    expect(err.at(-1)).toBe('"not-an-email" is not an email address.');
    expect(await run('invite', 'ana@example.com')).toBe(2);
    expect(err.at(-1)).toMatch(/^Say which sites with --sites/);
    expect(await run('invite', 'ana@example.com', '--sites')).toBe(2);
    expect(await run('frob')).toBe(2);
    expect(err.at(-1)).toMatch(/^There is no command "frob"\.\n\nUsage:/);
    expect(await run('remove', 'nobody@example.com')).toBe(1);
    expect(await run('list', 'extra')).toBe(2);
    expect(await run()).toBe(2);
  });

  it('builds the address from EDITOR_HOST and EDITOR_PORT without a public URL', () => {
    expect(editorBaseUrl({ EDITOR_HOST: '0.0.0.0', EDITOR_PORT: '8080' })).toBe('http://0.0.0.0:8080');
    expect(editorBaseUrl({})).toBe('http://127.0.0.1:5180');
  });

  it('runs as an npm script with exit codes', () => {
    const { dir } = cli();
    // The sites are the engine's fixture site's, whatever site-content/ holds.
    const env = { ...process.env, EDITOR_DATA_DIR: dir, SITE_CONTENT_DIR: FIXTURE_DIR };
    const bad = spawnSync(
      'npm',
      ['run', '-s', 'editor:user', '--', 'invite', 'a@example.com', '--sites', 'no-such-site'],
      { env, encoding: 'utf8' },
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('There is no site called "no-such-site"');
    expect(
      execFileSync('npm', ['run', '-s', 'editor:user', '--', 'invite', 'a@example.com', '--sites', 'bakery'], {
        env,
        encoding: 'utf8',
      }),
    ).toMatch(/\/invite\/[A-Za-z0-9_-]{40,}\n$/);
  });
});

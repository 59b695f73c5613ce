import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AccountError,
  Accounts,
  INVITATION_DAYS,
  normaliseEmail,
  parseSiteGrant,
} from '../../../../scripts/editor/team/accounts.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../../../scripts/editor/team/passwords.ts';
import { tempDir } from './git-fixture.ts';
import { publishRightOn } from '../../../../src/editor/publish-right.ts';
import { cleanName, MAX_NAME_LENGTH } from '../../../../scripts/editor/team/person-name.ts';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function setup(start = Date.parse('2026-01-01T00:00:00Z')) {
  const t = tempDir();
  cleanup = t.remove;
  let time = start;
  const accounts = new Accounts(t.dir, () => time);
  return { dir: t.dir, accounts, later: (ms: number) => (time += ms) };
}

describe('passwords', () => {
  it('are hashed with a salt and checked against the hash', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct');
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
  });

  it('need at least 10 characters', () => {
    expect(passwordProblem('123456789')).toMatch(/at least 10/);
    expect(passwordProblem('ten lamps!')).toBeUndefined();
    expect(passwordProblem(undefined)).toMatch(/at least 10/);
    expect(passwordProblem('x'.repeat(5000))).toMatch(/at most/);
  });
});

describe('input checks', () => {
  it('refuse what is not an email address', () => {
    expect(normaliseEmail('  Ana@Example.COM ')).toBe('ana@example.com');
    for (const bad of ['', 'ana', 'ana@', '@example.com', 'a b@example.com', 'ana@example', 42])
      expect(() => normaliseEmail(bad)).toThrow(AccountError);
  });

  it('name unknown sites and list the real ones', () => {
    expect(parseSiteGrant('salon, hvac', ['salon', 'hvac', 'bakery'])).toEqual(['salon', 'hvac']);
    expect(parseSiteGrant('all', ['salon'])).toBe('all');
    expect(() => parseSiteGrant('salon,nope', ['salon', 'hvac'])).toThrow(
      'There is no site called "nope". The sites are: salon, hvac.',
    );
    expect(() => parseSiteGrant('', ['salon'])).toThrow(/Name the sites/);
  });
});

describe('invitations', () => {
  it('are used once, store only a hash of the token and make an account with the grant', async () => {
    const { dir, accounts } = setup();
    const { token } = await accounts.invite({ email: 'Ana@Example.com', sites: ['salon'], publish: true });
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(readFileSync(join(dir, 'accounts.json'), 'utf8')).not.toContain(token);
    expect(accounts.invitation(token)?.email).toBe('ana@example.com');

    const person = await accounts.accept(token, ' Ana Diaz ', 'a long password');
    expect(person).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana Diaz',
      sites: ['salon'],
      publish: true,
      admin: false,
    });
    expect(readFileSync(join(dir, 'accounts.json'), 'utf8')).not.toContain('a long password');
    await expect(accounts.accept(token, 'Ana', 'a long password')).rejects.toThrow(/expired or was already used/);
    expect(await accounts.check('ANA@example.com', 'a long password')).toMatchObject({ email: 'ana@example.com' });
  });

  it('expire after seven days', async () => {
    const { accounts, later } = setup();
    const { token, expiresAt } = await accounts.invite({ email: 'ana@example.com', sites: 'all' });
    expect(Date.parse(expiresAt) - Date.parse('2026-01-01T00:00:00Z')).toBe(INVITATION_DAYS * 86_400_000);
    later(INVITATION_DAYS * 86_400_000 + 1);
    expect(accounts.invitation(token)).toBeUndefined();
    await expect(accounts.accept(token, 'Ana', 'a long password')).rejects.toThrow(/expired/);
  });

  it('refuse a short password or an empty name, and stay usable', async () => {
    const { accounts } = setup();
    const { token } = await accounts.invite({ email: 'ana@example.com', sites: ['salon'] });
    await expect(accounts.accept(token, 'Ana', 'short')).rejects.toThrow(/at least 10/);
    await expect(accounts.accept(token, '  ', 'a long password')).rejects.toThrow(/name/);
    await expect(accounts.accept(token, 'Ana', 'a long password')).resolves.toMatchObject({ name: 'Ana' });
  });

  it('refuse an address that already has an account', async () => {
    const { accounts } = setup();
    const { token } = await accounts.invite({ email: 'ana@example.com', sites: ['salon'] });
    await accounts.accept(token, 'Ana', 'a long password');
    await expect(accounts.invite({ email: 'ana@example.com', sites: ['salon'] })).rejects.toThrow(
      /already has an account/,
    );
  });
});

describe('people', () => {
  it('sign in only with the right email and password, without saying which was wrong', async () => {
    const { accounts } = setup();
    const { token } = await accounts.invite({ email: 'ana@example.com', sites: ['salon'] });
    await accounts.accept(token, 'Ana', 'a long password');
    expect(await accounts.check('ana@example.com', 'wrong password')).toBeUndefined();
    expect(await accounts.check('bob@example.com', 'a long password')).toBeUndefined();
    expect(await accounts.check('ana@example.com', undefined)).toBeUndefined();
  });

  it('can be given other sites and removed', async () => {
    const { accounts } = setup();
    const { token } = await accounts.invite({ email: 'ana@example.com', sites: ['salon'] });
    await accounts.accept(token, 'Ana', 'a long password');
    await accounts.setSites('ana@example.com', ['hvac']);
    expect(accounts.find('ana@example.com')?.sites).toEqual(['hvac']);
    await accounts.remove('ana@example.com');
    expect(accounts.list()).toEqual([]);
    await expect(accounts.remove('ana@example.com')).rejects.toThrow(/no account/);
    await expect(accounts.setSites('bob@example.com', 'all')).rejects.toThrow(/no account/);
  });
});

describe('names', () => {
  it('are cleaned of control characters, direction overrides and brackets, and cut to a sane length', () => {
    expect(cleanName('Mallory\x1e\x1fAda Admin\x1f2020\n\r\tx')).toBe('Mallory Ada Admin 2020 x');
    expect(cleanName('\u202eevil\u202c name')).toBe('evil name');
    expect(cleanName('<<>>')).toBe('');
    expect(cleanName('Zoë\u0000 Ｚｏｅ')).toBe('Zoë Zoe');
    expect([...cleanName('👩‍🔧'.repeat(200))].length).toBeLessThanOrEqual(MAX_NAME_LENGTH * 5);
    expect(cleanName('x'.repeat(500))).toHaveLength(MAX_NAME_LENGTH);
    expect(cleanName(42)).toBe('');
  });

  it('are refused at invitation when nothing is left after cleaning', async () => {
    const { accounts } = setup();
    const { token } = await accounts.invite({ email: 'angle@example.com', sites: ['salon'] });
    await expect(accounts.accept(token, '<<>>\x1e', 'a long password')).rejects.toThrow(/name/);
    const person = await accounts.accept(token, 'Ann\x1eAdmin', 'a long password');
    expect(person.name).toBe('Ann Admin');
  });
});

describe('publishing, site by site', () => {
  /** An accounts.json as written when the choice was one per person: flags on the account, no sites named. */
  const OLD_FILE = {
    people: [
      {
        email: 'ana@example.com',
        name: 'Ana',
        passwordHash: 'x',
        sites: ['salon', 'hvac'],
        admin: false,
        publish: true,
      },
      {
        email: 'tess@example.com',
        name: 'Tess',
        passwordHash: 'x',
        sites: 'all',
        admin: false,
        publish: true,
        tellStudio: true,
      },
      { email: 'bo@example.com', name: 'Bo', passwordHash: 'x', sites: ['salon'], admin: false, publish: false },
    ],
    invitations: [
      {
        tokenHash: 'h',
        email: 'cy@example.com',
        sites: ['hvac'],
        admin: false,
        publish: true,
        tellStudio: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        expiresAt: '2026-01-08T00:00:00.000Z',
      },
    ],
  };

  it('reads an account from before as its one choice on each of its sites, and keeps that on the next write', async () => {
    const { dir, accounts } = setup();
    writeFileSync(join(dir, 'accounts.json'), JSON.stringify(OLD_FILE));
    expect(accounts.find('ana@example.com')?.publishing).toEqual({ salon: 'publish', hvac: 'publish' });
    expect(accounts.find('bo@example.com')?.publishing).toEqual({ salon: 'ask' });
    const [cy] = accounts.openInvitations();
    expect(cy.publishing).toEqual({ hvac: 'tell' });
    // Every site, those added later too: the flags stay its choice.
    const tess = accounts.find('tess@example.com')!;
    expect([publishRightOn(tess, 'salon'), publishRightOn(tess, 'a-new-site')]).toEqual(['tell', 'tell']);

    await accounts.setPublishing('bo@example.com', 'publish', 'salon');
    const written = JSON.parse(readFileSync(join(dir, 'accounts.json'), 'utf8'));
    expect(written.people.map((p: { publishing: unknown }) => p.publishing)).toEqual([
      { salon: 'publish', hvac: 'publish' },
      {},
      { salon: 'publish' },
    ]);
    expect(written.invitations[0].publishing).toEqual({ hvac: 'tell' });
  });

  it('sets one site without touching the others, and every site when none is named', async () => {
    const { dir, accounts } = setup();
    writeFileSync(join(dir, 'accounts.json'), JSON.stringify(OLD_FILE));
    await accounts.setPublishing('ana@example.com', 'ask', 'hvac');
    let ana = accounts.find('ana@example.com')!;
    expect([publishRightOn(ana, 'salon'), publishRightOn(ana, 'hvac')]).toEqual(['publish', 'ask']);
    await accounts.setPublishing('tess@example.com', 'ask', 'salon');
    const tess = accounts.find('tess@example.com')!;
    expect([publishRightOn(tess, 'salon'), publishRightOn(tess, 'hvac')]).toEqual(['ask', 'tell']);

    await accounts.setPublishing('ana@example.com', 'tell');
    ana = accounts.find('ana@example.com')!;
    expect([publishRightOn(ana, 'salon'), publishRightOn(ana, 'hvac')]).toEqual(['tell', 'tell']);
    // A site given later takes the choice made for every site; a site kept keeps its own.
    await accounts.setPublishing('ana@example.com', 'ask', 'salon');
    await accounts.setSites('ana@example.com', ['salon', 'bakery']);
    ana = accounts.find('ana@example.com')!;
    expect(ana.publishing).toEqual({ salon: 'ask', bakery: 'tell' });

    await expect(accounts.setPublishing('bo@example.com', 'publish', 'hvac')).rejects.toThrow(
      'bo@example.com does not edit a site called "hvac".',
    );
    await expect(accounts.setPublishing('bo@example.com', 'often', 'salon')).rejects.toThrow(/Say how/);
    await expect(accounts.setPublishing('cy@example.com', 'ask', 'hvac')).resolves.toBeUndefined();
    expect(accounts.openInvitations()[0].publishing).toEqual({ hvac: 'ask' });
  });

  it("makes an invitation's choice the choice on each of its sites, and the account keeps them", async () => {
    const { accounts } = setup();
    const { token } = await accounts.invite({ email: 'di@example.com', sites: ['salon', 'hvac'], publishing: 'tell' });
    await accounts.setPublishing('di@example.com', 'ask', 'salon');
    const di = await accounts.accept(token, 'Di', 'a long password');
    expect(di.publishing).toEqual({ salon: 'ask', hvac: 'tell' });
  });
});

import { readFileSync } from 'node:fs';
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

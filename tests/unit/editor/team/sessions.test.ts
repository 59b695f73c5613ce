import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditLog } from '../../../../scripts/editor/team/audit-log.ts';
import { smallTeam } from './small-team.ts';
import {
  MAX_FAILURES,
  MAX_FROM_ADDRESS,
  MAX_FROM_NEW_DEVICES,
  SignInLimiter,
  tooManyTriesMessage,
  WINDOW_MS,
} from '../../../../scripts/editor/team/rate-limit.ts';
import {
  cameOverHttps,
  clientAddress,
  IDLE_LIMIT_MS,
  LIFETIME_MS,
  readCookie,
  sessionCookie,
  Sessions,
} from '../../../../scripts/editor/team/sessions.ts';
import { tempDir } from './git-fixture.ts';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function temp() {
  const t = tempDir();
  cleanup = t.remove;
  return t.dir;
}

describe('sessions', () => {
  it('are new at every sign-in and stored only as hashes', async () => {
    const dir = temp();
    const sessions = new Sessions(dir);
    const a = await sessions.start('ana@example.com');
    const b = await sessions.start('ana@example.com');
    expect(a).not.toBe(b);
    const stored = readFileSync(join(dir, 'sessions.json'), 'utf8');
    expect(stored).not.toContain(a);
    expect(stored).not.toContain(b);
    expect((await sessions.resume(a))?.email).toBe('ana@example.com');
    expect(await sessions.resume('forged')).toBeUndefined();
    expect(await sessions.resume(undefined)).toBeUndefined();
  });

  it('end after 8 hours without use, and not while in use', async () => {
    let time = 0;
    const sessions = new Sessions(temp(), () => time);
    const id = await sessions.start('ana@example.com');
    time += IDLE_LIMIT_MS - 60_000;
    expect(await sessions.resume(id)).toBeDefined();
    time += IDLE_LIMIT_MS;
    expect(await sessions.resume(id)).toBeUndefined();
  });

  it('end 12 hours after sign-in however much they are used', async () => {
    let time = 0;
    const sessions = new Sessions(temp(), () => time);
    const id = await sessions.start('ana@example.com');
    while (time + 60 * 60_000 < LIFETIME_MS) {
      time += 60 * 60_000;
      expect(await sessions.resume(id)).toBeDefined();
    }
    time = LIFETIME_MS;
    expect(await sessions.resume(id)).toBeUndefined();
    expect(LIFETIME_MS).toBe(12 * 60 * 60_000);
  });

  it('sign out one browser, or everywhere', async () => {
    const sessions = new Sessions(temp());
    const [a, b, c] = await Promise.all([
      sessions.start('ana@example.com'),
      sessions.start('ana@example.com'),
      sessions.start('bob@example.com'),
    ]);
    await sessions.end(a);
    expect(await sessions.resume(a)).toBeUndefined();
    expect(await sessions.endAllFor('ana@example.com')).toBe(1);
    expect(await sessions.resume(b)).toBeUndefined();
    expect(await sessions.resume(c)).toBeDefined();
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict on the whole editor, Secure only over HTTPS', () => {
    expect(sessionCookie('abc', false)).toMatch(
      /^editor_session=abc; HttpOnly; SameSite=Strict; Path=\/; Max-Age=28800$/,
    );
    expect(sessionCookie('abc', true)).toMatch(/; Secure$/);
    expect(readCookie('a=1; editor_session=xyz; b=2', 'editor_session')).toBe('xyz');
    expect(readCookie('a=1', 'editor_session')).toBeUndefined();
  });

  it('believes X-Forwarded-Proto and X-Forwarded-For only from the named proxy', () => {
    const env = { EDITOR_TRUSTED_PROXY: '127.0.0.1' };
    expect(cameOverHttps({ remoteAddress: '::ffff:127.0.0.1', forwardedProto: 'https' }, env)).toBe(true);
    expect(cameOverHttps({ remoteAddress: '203.0.113.9', forwardedProto: 'https' }, env)).toBe(false);
    expect(cameOverHttps({ remoteAddress: '127.0.0.1', forwardedProto: 'http' }, env)).toBe(false);
    expect(cameOverHttps({ remoteAddress: '203.0.113.9' }, { EDITOR_SECURE_COOKIES: '1' })).toBe(true);
    expect(clientAddress({ remoteAddress: '127.0.0.1', forwardedFor: '1.2.3.4, 198.51.100.7' }, env)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress({ remoteAddress: '203.0.113.9', forwardedFor: '1.2.3.4' }, env)).toBe('203.0.113.9');
  });
});

describe('the sign-in limit', () => {
  it('closes an account to new devices after MAX_FROM_NEW_DEVICES tries from anywhere, until the window passes; a known device still tries', () => {
    let time = 0;
    const limiter = new SignInLimiter(() => time);
    for (let i = 0; i < MAX_FROM_NEW_DEVICES; i++) {
      expect(limiter.waitFor('ana@example.com', `10.0.0.${i}`)).toBe(0);
      limiter.fail('ana@example.com', `10.0.0.${i}`);
      time += 1000;
    }
    expect(limiter.waitFor('ANA@example.com', '10.9.9.9')).toBeGreaterThan(0);
    expect(limiter.waitFor('ana@example.com', '10.9.9.9', 'known-device')).toBe(0);
    expect(limiter.waitFor('bob@example.com', '10.9.9.9')).toBe(0);
    time = WINDOW_MS - 1;
    expect(limiter.waitFor('ana@example.com', '10.9.9.9')).toBe(1);
    time = WINDOW_MS;
    expect(limiter.waitFor('ana@example.com', '10.9.9.9')).toBe(0);
  });

  it('stops a sixth try for one account from one address, and a known device after its own five', () => {
    const limiter = new SignInLimiter(() => 0);
    for (let i = 0; i < MAX_FAILURES; i++) limiter.fail('ana@example.com', '203.0.113.9');
    expect(limiter.waitFor('ana@example.com', '203.0.113.9')).toBe(WINDOW_MS);
    expect(limiter.waitFor('ana@example.com', '203.0.113.10')).toBe(0);
    for (let i = 0; i < MAX_FAILURES; i++) limiter.fail('ana@example.com', '203.0.113.11', 'her-phone');
    expect(limiter.waitFor('ana@example.com', '203.0.113.11', 'her-phone')).toBe(WINDOW_MS);
    expect(limiter.waitFor('ana@example.com', '203.0.113.11', 'her-laptop')).toBe(0);
  });

  it('stops tries from one address after MAX_FROM_ADDRESS, whatever the email', () => {
    const limiter = new SignInLimiter(() => 0);
    for (let i = 0; i < MAX_FROM_ADDRESS; i++) limiter.fail(`p${i}@example.com`, '203.0.113.9');
    expect(limiter.waitFor('new@example.com', '203.0.113.9')).toBe(WINDOW_MS);
    expect(tooManyTriesMessage(WINDOW_MS)).toBe('Too many failed sign-ins. Try again in 15 minutes.');
  });
});

describe('the log', () => {
  it('records time, event, person and address, and never a secret', () => {
    const lines: string[] = [];
    const file = join(temp(), 'audit.log');
    const log = new AuditLog(
      file,
      (line) => lines.push(line),
      () => new Date('2026-01-01T10:00:00Z'),
    );
    log.write({ event: 'sign-in', person: 'ana@example.com', address: '198.51.100.7' });
    log.write({
      event: 'refused',
      person: 'ana@example.com',
      address: '198.51.100.7',
      detail: 'GET /api/site?id=hvac&token=s3cr3t password: hunter2hunter2 cookie=editor_session=abc123',
    });
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('2026-01-01T10:00:00.000Z | sign-in | person=ana@example.com | address=198.51.100.7');
    for (const secret of ['s3cr3t', 'hunter2hunter2', 'abc123']) expect(text).not.toContain(secret);
    expect(lines).toHaveLength(2);
  });

  it('escapes every field, so a typed email cannot forge a line or a field', () => {
    const file = join(temp(), 'audit.log');
    const log = new AuditLog(file, () => undefined);
    log.write({
      event: 'sign-in failed',
      person: 'x | sign-in | person=admin@example.com\n2026-01-01T00:00:00.000Z | sign-in',
      address: '203.0.113.9|evil',
      detail: 'a\u2028b\\c',
    });
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n').filter(Boolean)).toHaveLength(1);
    expect(text.split(' | ')).toHaveLength(5);
    expect(text).not.toContain('| sign-in | person=admin');
  });
});

describe('a failed sign-in in the log', () => {
  it('names the account only when the email is one; anything else typed is logged as unknown', async () => {
    const log: string[] = [];
    const small = await smallTeam(log);
    try {
      await small.member('ana@example.com', 'ana right password');
      await small.signIn({ email: 'Salon-Passw0rd-2026', password: 'whatever it is' });
      await small.signIn({ email: 'ANA@example.com ', password: 'wrong wrong wrong' });
      const text = readFileSync(join(small.dataDir, 'audit.log'), 'utf8');
      expect(text).not.toContain('Salon-Passw0rd-2026');
      expect(text).toContain('| sign-in failed | person=unknown |');
      expect(text).toContain('| sign-in failed | person=ana@example.com |');
    } finally {
      await small.close();
    }
  }, 60_000);
});

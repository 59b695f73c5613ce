/**
 * Password resets by email through the real gate over HTTP, with nodemailer's
 * JSON transport in place of a mail server: one answer whatever the email, a
 * mail only for a real account that is on, the reset address it carries used
 * through /reset/ (with the second step where the person has one), the limits
 * per account and per address, a failing mail server that holds nothing up
 * and leaves its password out of the log, and the words without SMTP.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ASK_THE_STUDIO,
  MAIL_ON_ITS_WAY,
  mailSettings,
  MAILS_PER_ACCOUNT,
  REQUESTS_PER_ADDRESS,
} from '../../../../scripts/editor/team/reset-mail.ts';
import { confirmSetup, startSetup } from '../../../../scripts/editor/team/second-factor.ts';
import { smallTeam } from './small-team.ts';

const SECRET = 's3cret-pass';
const MAIL_ENV = {
  EDITOR_SMTP_URL: `smtps://studio:${SECRET}@smtp.example.com:465`,
  EDITOR_MAIL_FROM: 'Studio editor <editor@studio.example>',
  EDITOR_PUBLIC_URL: 'https://edit.studio.example',
};

interface SentMail {
  from: { address: string };
  to: { address: string }[];
  subject: string;
  text: string;
}

/** The app's code for `secret`, `steps` 30-second steps from now. */
const code = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe('with SMTP configured', () => {
  let small: Awaited<ReturnType<typeof smallTeam>>;
  const log: string[] = [];
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const sendMail = vi.spyOn(transport, 'sendMail');

  beforeAll(async () => {
    small = await smallTeam(log, { env: MAIL_ENV, mailTransport: transport });
    await small.member('maria@example.com', 'a quiet harbour at dawn');
    await small.member('careful@example.com', 'two locks on the door');
    await small.member('off@example.com', 'a turned off account');
    await small.team.accounts.setDisabled('the server', 'off@example.com', true);
  }, 60_000);
  afterAll(() => small.close());

  /** Every mail sent so far, once the background work is done. */
  const mails = async (): Promise<SentMail[]> => {
    await small.team.resetMail!.settled();
    const infos = await Promise.all(sendMail.mock.results.map((result) => result.value));
    return infos.map((info) => JSON.parse((info as { message: string }).message) as SentMail);
  };
  const mailsTo = async (email: string) => (await mails()).filter((mail) => mail.to.some((to) => to.address === email));
  const forgot = (email: string, from = '198.51.100.20') => small.post('/sign-in/forgot', { email }, from);
  const resetPathOf = (mail: SentMail) => {
    const url = /https:\/\/edit\.studio\.example(\/reset\/[A-Za-z0-9_-]+)/.exec(mail.text);
    expect(url, mail.text).not.toBeNull();
    return url![1];
  };

  it('links "Forgot your password?" from sign-in to a page with an email field, and names the mail server but not its password at start', async () => {
    const signIn = await (await fetch(`${small.origin}/sign-in`)).text();
    expect(signIn).toContain('<a href="/sign-in/forgot">Forgot your password?</a>');
    const page = await (await fetch(`${small.origin}/sign-in/forgot`)).text();
    expect(page).toContain('<form method="post" action="/sign-in/forgot">');
    expect(page).toContain('name="email" type="email"');
    expect(small.notes).toContain('Password resets by email: on, through smtp.example.com.');
    expect(small.notes.join('\n')).not.toContain(SECRET);
  });

  it('mails a real account one working reset address, which voids an older one, and answers the same sentence', async () => {
    const older = await small.team.accounts.issueReset('maria@example.com');
    const answer = await forgot('  Maria@Example.com ');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(MAIL_ON_ITS_WAY);
    const sent = await mailsTo('maria@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0].from.address).toBe('editor@studio.example');
    expect(sent[0].text).toContain('It works once, for 24 hours');
    const path = resetPathOf(sent[0]);
    const token = path.split('/').pop()!;
    // Only the hash is kept; the log never holds the token.
    expect(readFileSync(join(small.dataDir, 'accounts.json'), 'utf8')).not.toContain(token);
    expect(log.some((line) => line.includes('| password reset mailed | person=maria@example.com'))).toBe(true);
    expect(log.join('\n')).not.toContain(token);
    expect((await fetch(`${small.origin}/reset/${older.token}`)).status).toBe(404);

    const page = await (await fetch(small.origin + path)).text();
    expect(page).toContain('Choose a new password');
    expect(page).not.toContain('name="code"');
    const done = await small.post(path, { password: 'a new harbour at dusk' }, '198.51.100.20');
    expect(done.status).toBe(200);
    expect(await small.team.accounts.check('maria@example.com', 'a new harbour at dusk')).toBeDefined();
    expect((await fetch(small.origin + path)).status).toBe(404);
  });

  it('never steps around the second step: the mailed address asks for the code', async () => {
    const secret = await startSetup(small.team.accounts, 'careful@example.com');
    // Confirmed with the code of the step before: each code is taken once.
    await confirmSetup(small.team.accounts, 'careful@example.com', code(secret, -1));
    expect((await forgot('careful@example.com', '198.51.100.21')).status).toBe(200);
    const [mail] = await mailsTo('careful@example.com');
    expect(mail.text).toContain('a code from your app');
    const path = resetPathOf(mail);
    expect(await (await fetch(small.origin + path)).text()).toContain('name="code"');
    const without = await small.post(path, { password: 'three locks on the door' }, '198.51.100.21');
    expect(without.status).toBe(401);
    expect(await small.team.accounts.check('careful@example.com', 'two locks on the door')).toBeDefined();
    const done = await small.post(path, { password: 'three locks on the door', code: code(secret) }, '198.51.100.21');
    expect(done.status).toBe(200);
    expect(await small.team.accounts.check('careful@example.com', 'three locks on the door')).toBeDefined();
  });

  it('answers an unknown or turned-off email with the same page, and mails nothing', async () => {
    const known = await (await forgot('maria@example.com', '198.51.100.22')).text();
    const before = (await mails()).length;
    for (const email of ['nobody@example.com', 'off@example.com', 'not an email']) {
      const answer = await forgot(email, '198.51.100.22');
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(known);
    }
    expect(await mails()).toHaveLength(before);
    expect(
      log.some(
        (line) => line.includes('| password reset mail refused | person=off@example.com') && /turned off/.test(line),
      ),
    ).toBe(true);
    expect(log.some((line) => line.includes('| password reset mail refused | person=unknown'))).toBe(true);
    expect(log.join('\n')).not.toContain('nobody@example.com');
  });

  it(`mails one account at most ${MAILS_PER_ACCOUNT} times an hour, from however many addresses`, async () => {
    await small.member('flooded@example.com', 'a full mailbox today');
    for (let i = 0; i < MAILS_PER_ACCOUNT + 3; i++) {
      const answer = await forgot('flooded@example.com', `203.0.113.${i + 1}`);
      expect([answer.status, await answer.text()]).toEqual([200, expect.stringContaining(MAIL_ON_ITS_WAY)]);
    }
    expect(await mailsTo('flooded@example.com')).toHaveLength(MAILS_PER_ACCOUNT);
    expect(
      log.filter((line) => line.includes('| password reset mail refused | person=flooded@example.com')),
    ).toHaveLength(3);
  });

  it(`takes ${REQUESTS_PER_ADDRESS} requests an hour from one address, then answers 429 in words`, async () => {
    for (let i = 0; i < REQUESTS_PER_ADDRESS; i++)
      expect((await forgot(`someone${i}@example.com`, '2001:db8:5::1')).status).toBe(200);
    // Another address in the same /64 is the same network.
    const refused = await forgot('someone@example.com', '2001:db8:5::2');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Too many reset requests from your network');
    expect((await forgot('someone@example.com', '2001:db8:6::1')).status).toBe(200);
  });

  it('refuses the form from another origin, and mails nothing', async () => {
    const before = (await mails()).length;
    const answer = await fetch(`${small.origin}/sign-in/forgot`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=maria%40example.com',
    });
    expect(answer.status).toBe(403);
    expect(await mails()).toHaveLength(before);
  });
});

describe('a failing mail server', () => {
  it('answers the same at once when the server is down, and logs the failure without the password', async () => {
    const log: string[] = [];
    // Nothing listens on this port: the connection is refused.
    const small = await smallTeam(log, {
      env: { ...MAIL_ENV, EDITOR_SMTP_URL: `smtp://studio:${SECRET}@127.0.0.1:7609` },
    });
    try {
      await small.member('maria@example.com', 'a quiet harbour at dawn');
      const answer = await small.post('/sign-in/forgot', { email: 'maria@example.com' });
      expect([answer.status, await answer.text()]).toEqual([200, expect.stringContaining(MAIL_ON_ITS_WAY)]);
      await small.team.resetMail!.settled();
      expect(log.some((line) => line.includes('| password reset mail failed | person=maria@example.com'))).toBe(true);
      expect(log.join('\n')).not.toContain(SECRET);
      // The server still answers.
      expect((await fetch(`${small.origin}/sign-in`)).status).toBe(200);
    } finally {
      await small.close();
    }
  }, 60_000);

  it('keeps the password out of the log even when the server repeats it, and does not wait for a server that never answers', async () => {
    const log: string[] = [];
    let hang = false;
    const transport = nodemailer.createTransport({
      name: 'failing',
      version: '1',
      send: (_mail: unknown, callback: (error: Error | null) => void) => {
        if (!hang) callback(new Error(`535 authentication failed for studio:${SECRET}`));
      },
    });
    const small = await smallTeam(log, { env: MAIL_ENV, mailTransport: transport });
    try {
      await small.member('maria@example.com', 'a quiet harbour at dawn');
      expect((await small.post('/sign-in/forgot', { email: 'maria@example.com' })).status).toBe(200);
      await small.team.resetMail!.settled();
      const failed = log.find((line) => line.includes('| password reset mail failed |'));
      expect(failed).toContain('535 authentication failed');
      expect(failed).toContain('[hidden]');
      expect(log.join('\n')).not.toContain(SECRET);
      hang = true;
      const answer = await small.post('/sign-in/forgot', { email: 'maria@example.com' }, '198.51.100.30');
      expect([answer.status, await answer.text()]).toEqual([200, expect.stringContaining(MAIL_ON_ITS_WAY)]);
    } finally {
      await small.close();
    }
  }, 60_000);
});

describe('without SMTP', () => {
  let small: Awaited<ReturnType<typeof smallTeam>>;
  beforeAll(async () => {
    small = await smallTeam();
    await small.member('maria@example.com', 'a quiet harbour at dawn');
  }, 60_000);
  afterAll(() => small.close());

  it('says to ask the studio for a reset address, and makes none', async () => {
    expect(await (await fetch(`${small.origin}/sign-in`)).text()).toContain(
      'Forgot your password? Ask the studio for a reset address.',
    );
    for (const answer of [
      await fetch(`${small.origin}/sign-in/forgot`),
      await small.post('/sign-in/forgot', { email: 'maria@example.com' }),
    ]) {
      const page = await answer.text();
      expect(page).toContain(ASK_THE_STUDIO);
      expect(page).not.toContain('<form');
      expect(page).not.toContain(MAIL_ON_ITS_WAY);
    }
    expect(small.team.resetMail).toBeUndefined();
    expect(readFileSync(join(small.dataDir, 'accounts.json'), 'utf8')).not.toContain('"resets"');
    expect(small.notes.some((note) => note.startsWith('Password resets by email: off'))).toBe(true);
  });
});

describe('the mail settings', () => {
  it('are off without EDITOR_SMTP_URL, and refuse a setting that cannot work in words without the password', () => {
    expect(mailSettings({})).toBeUndefined();
    expect(mailSettings(MAIL_ENV)).toMatchObject({ host: 'smtp.example.com', from: MAIL_ENV.EDITOR_MAIL_FROM });
    const bad = [
      { ...MAIL_ENV, EDITOR_SMTP_URL: `https://studio:${SECRET}@smtp.example.com` },
      { ...MAIL_ENV, EDITOR_MAIL_FROM: '' },
      { ...MAIL_ENV, EDITOR_MAIL_FROM: 'editor@studio.example\r\nBcc: someone@example.com' },
      { ...MAIL_ENV, EDITOR_SMTP_URL: `not an address ${SECRET}` },
    ];
    for (const env of bad) {
      let message = '';
      try {
        mailSettings(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, JSON.stringify(env)).toMatch(/EDITOR_(SMTP_URL|MAIL_FROM)/);
      expect(message).not.toContain(SECRET);
    }
  });
});

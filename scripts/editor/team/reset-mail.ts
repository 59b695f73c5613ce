/**
 * Password resets by email, where the studio configures SMTP
 * (EDITOR_SMTP_URL, EDITOR_MAIL_FROM): "Forgot your password?" on the sign-in
 * page opens /sign-in/forgot, which takes an email. For a real account that is
 * on, it makes the same one-time reset address an admin's reset makes (a new
 * one voids the older one) and mails it; the address asks for the second step
 * where the person has one (password-reset.ts). The answer is one sentence
 * whatever the email, sent before any mail goes, so it tells nobody which
 * emails are accounts, and a slow or failing mail server holds nothing up.
 * Mails are bounded per account and requests per address. Without SMTP the
 * page says to ask the studio.
 *
 * Mail goes through nodemailer, the standard Node mailer: SMTP with TLS and
 * sign-in is not something to write by hand.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import nodemailer, { type Transporter } from 'nodemailer';
import { escapeHtml } from '../../page-template.ts';
import { readBody } from '../request-body.ts';
import { FORM_LIMIT, parseForm, sendPage } from './answers.ts';
import type { AuditLog } from './audit-log.ts';
import type { Accounts } from './accounts.ts';
import { layout, message, noticePage } from './pages.ts';
import { accountKey, addressGroup, WindowCount } from './rate-limit.ts';
import { editorBaseUrl } from './user-cli.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Reset mails to one account in an hour. */
export const MAILS_PER_ACCOUNT = 3;
/** Reset requests from one address (an IPv6 /64) in an hour, whatever the emails. */
export const REQUESTS_PER_ADDRESS = 10;

export const MAIL_ON_ITS_WAY =
  'If that email belongs to an account, a reset address is on its way. It works once, for 24 hours.';
export const ASK_THE_STUDIO =
  'Ask the studio for a reset address: they make one for you on the People screen and send it to you. It works once, for 24 hours.';

export interface MailSettings {
  /** The mail server's host name, which may be shown; the rest of the address is a secret. */
  host: string;
  from: string;
  /** Words that never appear in the log: the SMTP address, its password and user. */
  secrets: string[];
  url?: string;
}

/**
 * The mail settings from the environment, or undefined when EDITOR_SMTP_URL is
 * not set. A setting that cannot work stops the start, in words that never
 * include the password.
 */
export function mailSettings(env: NodeJS.ProcessEnv): MailSettings | undefined {
  const url = env.EDITOR_SMTP_URL?.trim();
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(
      'EDITOR_SMTP_URL must be a mail server address such as smtps://user:password@smtp.example.com:465.',
    );
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new Error(
      `EDITOR_SMTP_URL must start with smtps:// (or smtp://), not ${parsed.protocol}//. Example: smtps://user:password@smtp.example.com:465.`,
    );
  const from = env.EDITOR_MAIL_FROM?.trim();
  if (!from || /[\r\n]/.test(from) || !/@/.test(from))
    throw new Error(
      'EDITOR_SMTP_URL is set, so EDITOR_MAIL_FROM must say who reset mails come from, e.g. "Studio editor <editor@studio.example>".',
    );
  const secrets = [url, parsed.password, decodeSafely(parsed.password), parsed.username, decodeSafely(parsed.username)];
  return { host: parsed.hostname, from, url, secrets: secrets.filter((word) => word.length >= 3) };
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A message with every secret word taken out. */
export function withoutSecrets(text: string, secrets: string[]): string {
  return [...secrets]
    .sort((a, b) => b.length - a.length)
    .reduce((kept, word) => kept.split(word).join('[hidden]'), text);
}

export function forgotPage(options: { mail: boolean; email?: string; message?: string }): string {
  if (!options.mail)
    return noticePage('Forgot your password?', ASK_THE_STUDIO, { href: '/sign-in', label: 'Back to sign-in' });
  return layout(
    'Forgot your password?',
    `<h1>Forgot your password?</h1>${message(options.message)}
<p>Type the email you sign in with. If it belongs to an account, we mail it an address to choose a new password.</p>
<form method="post" action="/sign-in/forgot">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(options.email ?? '')}" autofocus />
<button type="submit">Mail me a reset address</button>
</form>
<p><a href="/sign-in">Back to sign-in</a></p>`,
  );
}

const mailText = (email: string, url: string, twoStep: boolean) =>
  `Hello,

Someone asked to reset the password of the editor account ${email}. If that was you, open this address to choose a new password. It works once, for 24 hours:

${url}
${twoStep ? '\nYou sign in in two steps, so the page asks for a code from your app (or a recovery code) as well.\n' : ''}
If it was not you, do nothing: your password stays as it is.

The studio
`;

/**
 * Sends reset mails: one for a request about a real account that is on,
 * within the limits, in the background.
 */
export class ResetMailer {
  private readonly perAccount: WindowCount;
  private readonly perAddress: WindowCount;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly transport: Transporter,
    private readonly settings: MailSettings,
    private readonly accounts: Accounts,
    private readonly audit: AuditLog,
    private readonly env: NodeJS.ProcessEnv,
    now = () => Date.now(),
  ) {
    this.perAccount = new WindowCount(MAILS_PER_ACCOUNT, HOUR_MS, now);
    this.perAddress = new WindowCount(REQUESTS_PER_ADDRESS, HOUR_MS, now);
    // A transport that reports trouble as an event is heard, never left to stop the server.
    transport.on?.('error', (error: Error) => this.failed(undefined, '', error));
  }

  /** The mailer for these settings, or undefined when mail is off. `transport`: one given instead of the SMTP address (tests). */
  static from(
    env: NodeJS.ProcessEnv,
    accounts: Accounts,
    audit: AuditLog,
    transport?: Transporter,
  ): ResetMailer | undefined {
    const settings = mailSettings(env);
    if (transport)
      return new ResetMailer(
        transport,
        settings ?? { host: 'the given transport', from: 'editor@localhost', secrets: [] },
        accounts,
        audit,
        env,
      );
    if (!settings?.url) return undefined;
    const smtp = nodemailer.createTransport({
      url: settings.url,
      // A mail server that does not answer is given up on: the mail is in the background, but not forever.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return new ResetMailer(smtp, settings, accounts, audit, env);
  }

  get host(): string {
    return this.settings.host;
  }

  /**
   * A request for `typed` from `address`: the wait when the address has asked
   * too often, or 0, the work then going on in the background.
   */
  request(typed: string, address: string): number {
    const wait = this.perAddress.take(addressGroup(address));
    if (wait > 0) {
      this.audit.write({
        event: 'password reset mail refused',
        person: this.accounts.find(typed)?.email ?? 'unknown',
        address,
        detail: 'too many requests from this address',
      });
      return wait;
    }
    const work = new Promise<void>((done) => setImmediate(done))
      .then(() => this.send(typed, address))
      .catch((error: Error) => this.failed(this.accounts.find(typed)?.email, address, error))
      .finally(() => this.running.delete(work));
    this.running.add(work);
    return 0;
  }

  /** Resolves once every request made so far is done (sent, refused or failed). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  private async send(typed: string, address: string): Promise<void> {
    const person = this.accounts.find(typed);
    if (!person) {
      // What was typed is not logged: it may be anything, a password in the wrong box included.
      this.audit.write({ event: 'password reset mail refused', person: 'unknown', address, detail: 'no such account' });
      return;
    }
    if (person.disabled) {
      this.audit.write({
        event: 'password reset mail refused',
        person: person.email,
        address,
        detail: 'account turned off',
      });
      return;
    }
    if (this.perAccount.take(accountKey(person.email)) > 0) {
      this.audit.write({
        event: 'password reset mail refused',
        person: person.email,
        address,
        detail: `already ${MAILS_PER_ACCOUNT} mails this hour`,
      });
      return;
    }
    const { token } = await this.accounts.issueReset(person.email);
    await this.transport.sendMail({
      from: this.settings.from,
      to: person.email,
      subject: 'Choose a new password for the editor',
      text: mailText(person.email, `${editorBaseUrl(this.env)}/reset/${token}`, !!person.totp),
    });
    this.audit.write({ event: 'password reset mailed', person: person.email, address });
  }

  private failed(person: string | undefined, address: string, error: Error): void {
    this.audit.write({
      event: 'password reset mail failed',
      person,
      address,
      detail: withoutSecrets(String(error?.message ?? error), this.settings.secrets).slice(0, 300),
    });
  }
}

/** GET and POST /sign-in/forgot. */
export async function answerForgot(
  mailer: ResetMailer | undefined,
  address: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<undefined> {
  if (!mailer) return void sendPage(res, 200, forgotPage({ mail: false }));
  if (req.method !== 'POST') return void sendPage(res, 200, forgotPage({ mail: true }));
  const form = parseForm(req, await readBody(req, FORM_LIMIT));
  const email = typeof form.email === 'string' ? form.email.trim().slice(0, 254) : '';
  if (!email) return void sendPage(res, 400, forgotPage({ mail: true, message: 'Type the email you sign in with.' }));
  const wait = mailer.request(email, address);
  if (wait > 0) {
    const minutes = Math.max(1, Math.ceil(wait / 60_000));
    return void sendPage(
      res,
      429,
      forgotPage({
        mail: true,
        email,
        message: `Too many reset requests from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      }),
      { 'Retry-After': String(Math.ceil(wait / 1000)) },
    );
  }
  return void sendPage(
    res,
    200,
    noticePage('Check your mail', MAIL_ON_ITS_WAY, { href: '/sign-in', label: 'Back to sign-in' }),
  );
}

/**
 * The page a password reset address opens (/reset/<token>): a new password,
 * and where the person signs in in two steps, a code from their app or a
 * recovery code as well, so a reset never steps around the second factor.
 * The address is made by an admin (People, or npm run editor:user --
 * reset-password), works once and for 24 hours; using it ends the person's
 * sessions.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../page-template.ts';
import { readBody } from '../request-body.ts';
import { AccountError } from './accounts.ts';
import { FORM_LIMIT, parseForm, sendPage } from './answers.ts';
import { layout, message, noticePage } from './pages.ts';
import { passwordProblem, ServerBusyError } from './passwords.ts';
import { addressGroup, DEVICE_COOKIE, tooManyTriesMessage } from './rate-limit.ts';
import { checkSecondStep } from './second-factor.ts';
import { readCookie } from './sessions.ts';
import type { TeamMode } from './team-mode.ts';
import { hashToken } from './tokens.ts';

const GONE =
  'It has expired, was already used, or a newer one was made. Ask the studio for a new one, or sign in if you know your password.';
// The password is never written back into the page: it is typed again, and the page says so.
const WRONG_CODE =
  'That code does not match. Type the six digits your app shows now, or a recovery code. Type your new password again as well.';

/** `wrongCode`: only the code was refused, so the focus goes to the code field, which is marked wrong. */
export function resetPage(options: {
  token: string;
  email: string;
  twoStep: boolean;
  message?: string;
  wrongCode?: boolean;
}): string {
  const wrongCode = options.twoStep && options.wrongCode;
  const code = options.twoStep
    ? `<label for="code">Code from your app</label>
<input id="code" name="code" autocomplete="one-time-code" required maxlength="64" aria-describedby="code-hint"${wrongCode ? ' autofocus aria-invalid="true"' : ''} />
<p class="hint" id="code-hint">You sign in in two steps: the six digits your authenticator app shows now, or one of your recovery codes.</p>`
    : '';
  return layout(
    'Choose a new password',
    `<h1>Choose a new password</h1>
<p>For <strong>${escapeHtml(options.email)}</strong>. Your devices are signed out once it is set.</p>${message(options.message)}
<form method="post" action="/reset/${encodeURIComponent(options.token)}">
<input type="hidden" name="email" value="${escapeHtml(options.email)}" autocomplete="username" />
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="10"${wrongCode ? '' : ' autofocus'} aria-describedby="password-hint" />
<p class="hint" id="password-hint">At least 10 characters, not a common password, and not your email.</p>
${code}<button type="submit">Set the new password</button>
</form>`,
  );
}

/** GET and POST /reset/<token>. */
export async function answerReset(
  team: TeamMode,
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
): Promise<undefined> {
  const reset = team.accounts.reset(token);
  const person = reset && team.accounts.find(reset.email);
  if (!reset || !person)
    return void sendPage(
      res,
      404,
      noticePage('This address cannot be used', GONE, { href: '/sign-in', label: 'Sign in' }),
    );
  const twoStep = !!person.totp;
  const page = (status: number, text?: string, headers: Record<string, string> = {}, wrongCode = false) =>
    void sendPage(res, status, resetPage({ token, email: person.email, twoStep, message: text, wrongCode }), headers);
  if (req.method !== 'POST') return page(200);
  const form = parseForm(req, await readBody(req, FORM_LIMIT));
  // The password's rules first: a code is not spent on a password that would be refused.
  const problem = passwordProblem(form.password, person.email);
  if (problem) return page(400, problem);
  const address = team.address(req);
  if (twoStep) {
    const device = team.devices.idFor(person.email, readCookie(req.headers.cookie, DEVICE_COOKIE));
    // Counted like a code at sign-in, for this reset address: strangers' password tries do not close it.
    const attempt = team.limiter.beginCode(person.email, address, `reset:${hashToken(token)}`, device);
    if (typeof attempt === 'number')
      return page(429, tooManyTriesMessage(attempt), { 'Retry-After': String(Math.ceil(attempt / 1000)) });
    let passed;
    try {
      passed = await checkSecondStep(team.accounts, person.email, form.code, undefined, {
        group: addressGroup(address),
        known: true,
      });
    } catch (error) {
      if (!(error instanceof ServerBusyError)) throw error;
      attempt.busy();
      return page(503, error.message, { 'Retry-After': '5' });
    }
    if (!passed) {
      team.audit.write({
        event: 'password reset refused',
        person: person.email,
        address,
        detail: 'wrong second-step code',
      });
      return page(401, WRONG_CODE, {}, true);
    }
    attempt.forget();
    if (passed.by === 'recovery code')
      team.audit.write({ event: 'recovery code used', person: person.email, address, detail: `${passed.left} left` });
  }
  try {
    await team.accounts.useReset(token, form.password);
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return void sendPage(res, 400, noticePage('This address cannot be used', error.message));
  }
  const ended = await team.signOutEverywhere(person.email);
  team.audit.write({
    event: 'password reset used',
    person: person.email,
    address,
    detail: `${ended} session(s) ended`,
  });
  return void sendPage(
    res,
    200,
    noticePage(
      'Your new password is set',
      'Every device you were signed in on is signed out. Sign in with the new password.',
      {
        href: '/sign-in',
        label: 'Sign in',
      },
    ),
  );
}

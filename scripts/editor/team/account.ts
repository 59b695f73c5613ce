/**
 * A person's own account (their password and two-step sign-in) and the
 * second step of signing in. The gate (access.ts) has already decided who may
 * ask; the code step and the password change have limits of their own
 * (rate-limit.ts), which strangers' tries at the account's password do not use up.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../request-body.ts';
import type { Viewer } from './access.ts';
import { AccountError, type Person } from './accounts.ts';
import { FORM_LIMIT, parseForm, sendPage } from './answers.ts';
import { ServerBusyError } from './passwords.ts';
import { clearedPendingCookie, PENDING_COOKIE, pendingCookie } from './pending-sign-ins.ts';
import { addressGroup, DEVICE_COOKIE, tooManyTriesMessage } from './rate-limit.ts';
import { hashToken } from './tokens.ts';
import {
  checkSecondStep,
  confirmSetup,
  setupAddress,
  startSetup,
  twoStepRequired,
  twoStepRule,
} from './second-factor.ts';
import { readCookie, SESSION_COOKIE } from './sessions.ts';
import type { TeamMode } from './team-mode.ts';
import { accountPage, codePage, recoveryCodesPage, setupPage } from './two-step-pages.ts';

const WRONG_CODE = 'That code does not match. Type the six digits your app shows now, or a recovery code.';
const START_AGAIN = 'Your sign-in took too long or was not started here. Sign in again.';

const readForm = async (req: IncomingMessage) => parseForm(req, await readBody(req, FORM_LIMIT));

async function setupFor(team: TeamMode, email: string, action: string, message?: string) {
  const secret = team.accounts.find(email)?.pendingTotp ?? (await startSetup(team.accounts, email));
  return setupPage({ ...(await setupAddress(secret, email)), action, message });
}

/**
 * After a right password: when the person signs in in two steps (or must
 * start to), the answer asks for the code and no session is made yet.
 * Returns whether it answered.
 */
export async function askSecondStep(
  team: TeamMode,
  req: IncomingMessage,
  res: ServerResponse,
  person: Person,
  next: string,
): Promise<boolean> {
  const required = twoStepRequired(person, twoStepRule(team.env));
  if (!person.totp && !required) return false;
  const cookie = pendingCookie(team.pending.start(person.email, next), team.secure(req));
  const page = person.totp ? codePage() : await setupFor(team, person.email, '/sign-in/code');
  sendPage(res, 200, page, { 'Set-Cookie': cookie });
  return true;
}

/** POST /sign-in/code: the second step, or the first code of a setup the studio asked for. */
export async function answerCode(team: TeamMode, req: IncomingMessage, res: ServerResponse): Promise<undefined> {
  const form = await readForm(req);
  const id = readCookie(req.headers.cookie, PENDING_COOKIE);
  const pending = team.pending.find(id);
  const person = pending && team.accounts.find(pending.email);
  if (!id || !pending || !person || person.disabled)
    return void sendPage(res, 401, team.signInPage({ message: START_AGAIN }));
  const address = team.address(req);
  const device = team.devices.idFor(person.email, readCookie(req.headers.cookie, DEVICE_COOKIE));
  // Counted for this pending sign-in, and for the account's codes from new devices (rate-limit.ts).
  const attempt = team.limiter.beginCode(person.email, address, hashToken(id), device);
  if (typeof attempt === 'number')
    return void sendPage(res, 429, codePage(tooManyTriesMessage(attempt)), {
      'Retry-After': String(Math.ceil(attempt / 1000)),
    });
  const cleared = clearedPendingCookie(team.secure(req));
  if (!person.totp) {
    try {
      const codes = await confirmSetup(team.accounts, person.email, form.code);
      attempt.forget();
      team.pending.end(id);
      team.audit.write({ event: 'two-step sign-in turned on', person: person.email, address });
      return team.startSession(req, res, person, 'sign-in', pending.next, recoveryCodesPage(codes, pending.next), [
        cleared,
      ]);
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      return void sendPage(res, 401, await setupFor(team, person.email, '/sign-in/code', error.message));
    }
  }
  let passed;
  try {
    // After a right password: served with the known askers (passwords.ts).
    passed = await checkSecondStep(team.accounts, person.email, form.code, undefined, {
      group: addressGroup(address),
      known: true,
    });
  } catch (error) {
    if (!(error instanceof ServerBusyError)) throw error;
    attempt.busy();
    return void sendPage(res, 503, codePage(error.message), { 'Retry-After': '5' });
  }
  if (!passed) {
    team.audit.write({ event: 'sign-in failed', person: person.email, address, detail: 'wrong second-step code' });
    return void sendPage(res, 401, codePage(WRONG_CODE));
  }
  attempt.forget();
  team.pending.end(id);
  if (passed.by === 'recovery code')
    team.audit.write({
      event: 'recovery code used',
      person: person.email,
      address,
      detail: `${passed.left} left`,
    });
  return team.startSession(req, res, person, 'sign-in', pending.next, undefined, [cleared]);
}

function accountState(team: TeamMode, email: string, req: IncomingMessage) {
  const person = team.accounts.find(email)!;
  return {
    email,
    sessions: team.sessions.listFor(email, readCookie(req.headers.cookie, SESSION_COOKIE)),
    twoStep: !!person.totp,
    recoveryCodesLeft: person.recovery?.keys.length ?? 0,
    required: twoStepRequired(person, twoStepRule(team.env)),
  };
}

/** A new password, given the current one; every other session of the person ends. */
async function changePassword(team: TeamMode, req: IncomingMessage, res: ServerResponse, viewer: Viewer) {
  const form = await readForm(req);
  const page = (status: number, text: { message?: string; done?: string }) =>
    sendPage(res, status, accountPage({ ...accountState(team, viewer.email, req), ...text }));
  const address = team.address(req);
  // Counted for this session alone: strangers' tries at the account's sign-in never stop its owner here.
  const attempt = team.limiter.beginSignedIn(hashToken(readCookie(req.headers.cookie, SESSION_COOKIE) ?? ''));
  if (typeof attempt === 'number') return page(429, { message: tooManyTriesMessage(attempt) });
  let right;
  try {
    right = await team.accounts.check(viewer.email, form.current, { group: addressGroup(address), known: true });
  } catch (error) {
    if (!(error instanceof ServerBusyError)) throw error;
    attempt.forget();
    return page(503, { message: error.message });
  }
  if (!right) {
    team.audit.write({ event: 'password change refused', person: viewer.email, address });
    return page(403, { message: 'Your current password is not right.' });
  }
  attempt.forget();
  try {
    await team.accounts.setPassword(viewer.email, form.password);
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return page(400, { message: error.message });
  }
  const ended = await team.sessions.endAllFor(viewer.email, readCookie(req.headers.cookie, SESSION_COOKIE));
  team.audit.write({
    event: 'password changed',
    person: viewer.email,
    address,
    detail: `${ended} other session(s) ended`,
  });
  return page(200, { done: 'Your password is changed, and your other devices are signed out.' });
}

/** GET /account and the forms on it. */
export async function answerAccount(
  team: TeamMode,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  viewer: Viewer,
): Promise<undefined> {
  const email = viewer.email;
  if (req.method !== 'POST') return void sendPage(res, 200, accountPage(accountState(team, email, req)));
  if (path === '/account/password') return void (await changePassword(team, req, res, viewer));
  const form = await readForm(req);
  if (path === '/account/sessions/end') {
    // Only the person's own sessions are found by a handle: anyone else's is "no such session".
    const ended = await team.sessions.endByHandle(email, form.session);
    if (ended)
      team.audit.write({ event: 'sign-out', person: email, address: team.address(req), detail: 'one other session' });
    const text = ended ? { done: 'That session is ended.' } : { message: 'You have no such session.' };
    return void sendPage(res, ended ? 200 : 404, accountPage({ ...accountState(team, email, req), ...text }));
  }
  try {
    if (path === '/account/two-step/start')
      return void sendPage(res, 200, await setupFor(team, email, '/account/two-step/confirm'));
    const codes = await confirmSetup(team.accounts, email, form.code);
    team.audit.write({ event: 'two-step sign-in turned on', person: email, address: team.address(req) });
    return void sendPage(res, 200, recoveryCodesPage(codes, '/account'));
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    const waiting = team.accounts.find(email)?.pendingTotp;
    return void sendPage(
      res,
      400,
      waiting
        ? await setupFor(team, email, '/account/two-step/confirm', error.message)
        : accountPage({ ...accountState(team, email, req), message: error.message }),
    );
  }
}

/** The pages of two-step sign-in and of a person's own account: plain forms, like the sign-in page. */
import { escapeHtml } from '../../page-template.ts';
import { layout, message } from './pages.ts';
import type { SessionShown } from './sessions.ts';

const when = (time: number) => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The person's sessions, each but this one with a button that ends it. */
function sessionList(sessions: SessionShown[]): string {
  const items = sessions.map((session) => {
    const about = `${escapeHtml(session.address)} · signed in ${when(session.createdAt)} · last used ${when(session.lastSeen)}`;
    const end = session.current
      ? '<p class="hint">This device. Use Sign out in the editor to end it.</p>'
      : `<form method="post" action="/account/sessions/end"><input type="hidden" name="session" value="${escapeHtml(session.handle)}" /><button type="submit" aria-label="End this session: ${escapeHtml(session.device)}, signed in ${when(session.createdAt)}">End this session</button></form>`;
    return `<li><strong>${escapeHtml(session.device)}</strong><br /><span class="hint">${about}</span>${end}</li>`;
  });
  return `<ul class="sessions">${items.join('')}</ul>`;
}

const codeField = (label: string, hint: string) => `<label for="code">${label}</label>
<input id="code" name="code" autocomplete="one-time-code" required maxlength="64" autofocus aria-describedby="code-hint" />
<p class="hint" id="code-hint">${hint}</p>`;

/** The second step of signing in. */
export function codePage(text?: string): string {
  return layout(
    'Two-step sign-in',
    `<h1>Enter your code</h1>${message(text)}
<form method="post" action="/sign-in/code">
${codeField('Code', 'The six digits your authenticator app shows now, or one of your recovery codes.')}
<button type="submit">Continue</button>
</form>
<p class="hint">Lost your phone and your recovery codes? Ask the studio to reset your two-step sign-in.</p>`,
  );
}

/** Setting up the app: the address as a QR picture and as text, and the first code to confirm it. */
export function setupPage(options: { address: string; picture: string; action: string; message?: string }): string {
  const secret = new URL(options.address).searchParams.get('secret') ?? '';
  return layout(
    'Set up two-step sign-in',
    `<h1>Set up two-step sign-in</h1>${message(options.message)}
<p>Signing in will ask for a code from an authenticator app on your phone as well as your password.</p>
<p>1. In the app, add an account and scan this picture:</p>
<img src="${options.picture}" width="200" height="200" alt="QR code holding the setup address written below" />
<p class="hint">Or type the key <code>${escapeHtml(secret)}</code>, or open this address on the phone: <code>${escapeHtml(options.address)}</code></p>
<p>2. Type the code the app shows.</p>
<form method="post" action="${escapeHtml(options.action)}">
${codeField('Code from the app', 'Six digits; a new one every 30 seconds.')}
<button type="submit">Turn on two-step sign-in</button>
</form>`,
  );
}

/** The recovery codes, shown once. */
export function recoveryCodesPage(codes: string[], next: string): string {
  return layout(
    'Your recovery codes',
    `<h1>Two-step sign-in is on</h1>
<p class="done" role="status">Write these recovery codes down, or print them, and keep them away from your phone. Each one signs you in once without the app. They are not shown again.</p>
<ol class="codes">${codes.map((code) => `<li>${escapeHtml(code)}</li>`).join('')}</ol>
<p><a href="${escapeHtml(next)}">I have kept them: continue</a></p>`,
  );
}

/** A person's own account: two-step sign-in and the password. */
export function accountPage(options: {
  email: string;
  twoStep: boolean;
  recoveryCodesLeft: number;
  required: boolean;
  sessions: SessionShown[];
  message?: string;
  done?: string;
}): string {
  const twoStep = options.twoStep
    ? `<p>Two-step sign-in is on. You have ${options.recoveryCodesLeft} recovery code${options.recoveryCodesLeft === 1 ? '' : 's'} left.</p>`
    : `<p>Two-step sign-in is off${options.required ? ', and the studio asks you to turn it on' : ''}.</p>
<form method="post" action="/account/two-step/start"><button type="submit">Set up two-step sign-in</button></form>`;
  return layout(
    'Your account',
    `<h1>Your account</h1>
<p>Signed in as <strong>${escapeHtml(options.email)}</strong>.</p>${message(options.message)}${
      options.done ? `<p class="done" role="status">${escapeHtml(options.done)}</p>` : ''
    }
<h2>Two-step sign-in</h2>
${twoStep}
<h2>Where you are signed in</h2>
${sessionList(options.sessions)}
<h2>Change your password</h2>
<form method="post" action="/account/password">
<input type="hidden" name="email" value="${escapeHtml(options.email)}" autocomplete="username" />
<label for="current">Current password</label>
<input id="current" name="current" type="password" autocomplete="current-password" required />
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" aria-describedby="password-hint" />
<p class="hint" id="password-hint">At least 10 characters, not a common password, and not your email. Your other devices are signed out.</p>
<button type="submit">Change password</button>
</form>
<p><a href="/">Back to the editor</a></p>`,
  );
}

/**
 * The two pages a person sees before signing in: plain HTML forms served by
 * the editor server itself, so they work without the editor's scripts and
 * reveal nothing of the app to someone who is not signed in.
 */
import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../../page-template.ts';
import { HttpError } from '../http-error.ts';

/** Headers for these pages: nothing runs, nothing is framed, the form posts only here. */
export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  // Not "no-referrer": with it, browsers send "Origin: null" with the form, and the write check refuses it.
  'Referrer-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
};

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 24rem; margin: 10vh auto; padding: 2rem 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / .12); }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .6rem .7rem; border: 1px solid #71717a; border-radius: 8px; }
  input:focus-visible, button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; font: inherit; font-weight: 600; padding: .7rem; border: 0; border-radius: 8px; background: #1d4ed8; color: #fff; cursor: pointer; }
  .message { padding: .75rem; border-radius: 8px; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
  .hint { color: #52525b; font-size: .9rem; }
  .done { padding: .75rem; border-radius: 8px; background: #f0fdf4; color: #14532d; border: 1px solid #bbf7d0; }
  code, .codes { font: 600 1rem/1.6 ui-monospace, monospace; overflow-wrap: anywhere; }
  .codes { columns: 2; padding-left: 1.5rem; }
  h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; }
  .sessions { list-style: none; padding: 0; } .sessions li { margin: 0 0 1rem; overflow-wrap: anywhere; }
  .sessions button { margin-top: .5rem; }
  @media (max-width: 30rem) { main { margin: 0; border-radius: 0; min-height: 100vh; } }
`;

/** `head`: more of the page's head, such as a refresh. */
export function layout(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<link rel="icon" href="data:," />
<title>${escapeHtml(title)} · Editor</title>
<style>${STYLE}</style>${head}
</head>
<body><main>${body}</main></body>
</html>
`;
}

export const message = (text?: string) => (text ? `<p class="message" role="alert">${escapeHtml(text)}</p>` : '');

/**
 * Where to go after signing in: an address of the editor itself, never another
 * site ("//evil.example", "/\\evil.example" and full addresses fall back to the start).
 */
export function returnPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[A-Za-z0-9/_.~%?=&-]*$/.test(value) && value.length <= 500
    ? value
    : '/';
}

export function signInPage(
  options: {
    message?: string;
    /** Good news, such as "You are signed out." */
    done?: string;
    email?: string;
    next?: string;
    /** Password resets go by email. */ mail?: boolean;
  } = {},
): string {
  const next = returnPath(options.next);
  return layout(
    'Sign in',
    `<h1>Sign in to the editor</h1>${message(options.message)}${options.done ? `<p class="done" role="status">${escapeHtml(options.done)}</p>` : ''}
<form method="post" action="/sign-in">
${next === '/' ? '' : `<input type="hidden" name="next" value="${escapeHtml(next)}" />\n`}<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}" ${options.email ? '' : 'autofocus'} />
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required ${options.email ? 'autofocus' : ''} />
<button type="submit">Sign in</button>
</form>
${
  options.mail
    ? '<p class="hint"><a href="/sign-in/forgot">Forgot your password?</a></p>'
    : '<p class="hint">Forgot your password? Ask the studio for a reset address.</p>'
}`,
  );
}

export function invitationPage(options: {
  token: string;
  email: string;
  /** The sites the invitation gives, by name: "Urban Style Salon", or "every site". */
  sites: string;
  message?: string;
  name?: string;
  /** The field the message is about, where the cursor goes: the name, or else the password. */
  wrong?: 'name' | 'password';
}): string {
  const wrong = (field: 'name' | 'password') => (options.wrong === field ? ' autofocus aria-invalid="true"' : '');
  return layout(
    'Create your account',
    `<h1>Create your account</h1>
<p>You are invited to edit <strong>${escapeHtml(options.sites)}</strong>. You will sign in as <strong>${escapeHtml(options.email)}</strong>.</p>${message(options.message)}
<form method="post" action="/invite/${encodeURIComponent(options.token)}">
<input type="hidden" name="email" value="${escapeHtml(options.email)}" autocomplete="username" />
<label for="name">Name</label>
<input id="name" name="name" autocomplete="name" required maxlength="100" value="${escapeHtml(options.name ?? '')}"${options.wrong ? wrong('name') : ' autofocus'} />
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" aria-describedby="password-hint"${wrong('password')} />
<p class="hint" id="password-hint">At least 10 characters, not a common password, and not your email.</p>
<button type="submit">Create account</button>
</form>`,
  );
}

export function noticePage(title: string, text: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

/** What a person reads when the editor refuses a link they followed or a form they sent: never raw JSON. */
export function refusalPage(status: number, text: string): string {
  const title =
    status === 401
      ? 'Sign in first'
      : status === 404
        ? 'There is nothing here'
        : status >= 500
          ? 'Something went wrong'
          : 'That was not done';
  return noticePage(title, text, { href: '/', label: 'Back to the editor' });
}

/** An error answered as a page, for a request a person made by following a link or sending a form. */
export function sendErrorPage(res: ServerResponse, error: unknown): void {
  if (res.headersSent) return void res.destroy();
  const status = error instanceof HttpError ? error.status : 500;
  const text = error instanceof HttpError ? error.message : 'The editor could not do that. Its server log says why.';
  if (!(error instanceof HttpError)) console.error(error);
  res.writeHead(status, PAGE_HEADERS);
  res.end(refusalPage(status, text));
}

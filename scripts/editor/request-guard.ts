import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error.ts';

/** The addresses the editor's own page is served from; team mode adds the address people reach it at. */
export function ownOrigins(port: number, extra: string[] = []): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`, ...extra];
}

export function isOwnOrigin(origin: unknown, port: number, extra: string[] = []): boolean {
  return typeof origin === 'string' && ownOrigins(port, extra).includes(origin);
}

/**
 * Sent with every answer of the editor: its pages run only their own scripts
 * (marked with the nonce: one per start in local mode, where Vite writes it,
 * and one per answer in team mode; styles are inline, written by
 * styled-components), and no other site may frame them.
 */
export function editorHeaders(nonce: string): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/**
 * Every request must name the editor as its host, so a web page whose domain
 * is pointed at 127.0.0.1 (DNS rebinding) cannot read the content.
 */
export function checkHost(req: IncomingMessage, port: number, extra: string[] = []): void {
  const host = req.headers.host ?? '';
  if (!ownOrigins(port, extra).some((origin) => new URL(origin).host === host)) {
    throw new HttpError(403, `Requests must be addressed to the editor itself, not "${host}".`);
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A write must come from the editor's own page (its Origin header) and carry
 * the page's token, which only that page has been given: made when the server
 * started in local mode, made for the session in team mode.
 */
export function checkWrite(req: IncomingMessage, port: number, token: string, extra: string[] = []): void {
  if (!isOwnOrigin(req.headers.origin, port, extra)) {
    throw new HttpError(403, "Changes are only accepted from the editor's own page.");
  }
  const given = req.headers['x-editor-token'];
  if (typeof given !== 'string' || !sameToken(given, token)) {
    throw new HttpError(403, "The editor's token is missing or out of date. Reload the editor page.");
  }
}

/** How team mode reads a form and answers with a page, a redirect or JSON. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJsonText } from '../request-body.ts';
import { PAGE_HEADERS } from './pages.ts';

/** A sign-in or account form is a few fields: anything larger is not one. */
export const FORM_LIMIT = 16 * 1024;

export function parseForm(req: IncomingMessage, body: Buffer): Record<string, unknown> {
  const type = String(req.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) {
    const value = parseJsonText(body.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  }
  return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}

export function sendPage(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string | string[]> = {},
) {
  res.writeHead(status, { ...PAGE_HEADERS, ...headers });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', ...headers });
  res.end();
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

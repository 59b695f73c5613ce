/**
 * A local stand-in for the form-collection service, so the quote form works
 * end to end on a developer's machine and in tests without sending anything
 * to the real service. It answers the way the real one does:
 *   POST /f/<formId>  JSON body  ->  200 { ok: true, next }            accepted
 *                                ->  422 { error, errors: [...] }       rejected
 * and appends every accepted submission, one JSON line each, to
 * .form-submissions/<formId>.jsonl, so nothing typed is lost.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';

export const SUBMISSIONS_DIR = join(new URL('..', import.meta.url).pathname, '.form-submissions');

interface FieldError {
  code: string;
  field: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function problemsWith(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [{ code: 'TYPE_OBJECT', field: '', message: 'should be a JSON object' }];
  }
  const email = (body as Record<string, unknown>).email;
  if (typeof email !== 'string' || !email) return [{ code: 'REQUIRED_FIELD_EMPTY', field: 'email', message: 'is required' }];
  if (!EMAIL.test(email)) return [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }];
  return [];
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > 100_000) throw new Error('too large');
  }
  return text;
}

export function startFormService(port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'Content-Type': 'application/json',
        // The site is served from another port, so the browser asks first.
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Content-Type, Accept',
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
      });
      response.end(JSON.stringify(body));
    };
    const match = /^\/f\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '');
    if (request.method === 'OPTIONS') return send(204, {});
    if (!match || request.method !== 'POST') return send(404, { error: 'Form not found' });

    // A browser without JavaScript posts the form itself; the service answers it with a page, as the real one does.
    const asForm = /^application\/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '');
    const page = (status: number, text: string) => {
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${text}</title></head><body><h1>${text}</h1></body></html>`);
    };
    let body: unknown;
    try {
      const text = await readBody(request);
      body = asForm ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
    } catch {
      return send(400, { error: 'Invalid JSON body', errors: [{ code: 'INVALID_JSON', field: '', message: 'is not valid JSON' }] });
    }
    const errors = problemsWith(body);
    if (errors.length) return asForm ? page(422, 'The form could not be sent: please go back and check it.') : send(422, { error: 'Validation errors', errors });

    mkdirSync(SUBMISSIONS_DIR, { recursive: true });
    appendFileSync(join(SUBMISSIONS_DIR, `${match[1]}.jsonl`), `${JSON.stringify({ receivedAt: new Date().toISOString(), ...(body as object) })}\n`);
    if (asForm) page(200, 'Thank you, your message was sent.');
    else send(200, { ok: true, next: '/thanks' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.FORM_SERVICE_PORT ?? 8788);
  await startFormService(port);
  console.log(`Form service stand-in listening on http://127.0.0.1:${port}/f/<formId>; submissions go to .form-submissions/`);
}

/**
 * A local stand-in for the form-collection service, so the quote form works
 * end to end on a developer's machine and in tests without sending anything
 * to the real service. It answers the way the real one does:
 *   POST /f/<formId>  JSON, Accept: application/json
 *                       ->  200 { ok: true, next }            accepted
 *                       ->  422 { error, errors: [...] }       rejected
 *   POST /f/<formId>  an ordinary HTML form (no JavaScript)
 *                       ->  a small HTML thank-you page with a link back
 * and appends every accepted submission, one JSON line each, to
 * .form-submissions/<formId>.jsonl: { receivedAt, fields }, where fields is
 * exactly what was sent and receivedAt is the stand-in's own.
 * Bad requests get a status and a message; nothing a client sends stops it.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { backLink, HTML_ANSWER_HEADERS, htmlAnswer } from './form-service/html-answer.ts';
import { bodyKind, MAX_DEPTH, nestingDepth, parseFields } from './form-service/parse-fields.ts';
import { BodyError, readBody } from './form-service/read-body.ts';
import { portFrom } from './ports.ts';

export const SUBMISSIONS_DIR = join(new URL('..', import.meta.url).pathname, '.form-submissions');

/** The ids the real service hands out: letters, digits, _ and -, at most 64 of them. */
const FORM_PATH = /^\/f\/([A-Za-z0-9_-]{1,64})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FormServiceOptions {
  submissionsDir?: string;
  maxBodyBytes?: number;
  /** A body still arriving after this long is refused with 408. */
  bodyTimeoutMs?: number;
}

interface FieldError {
  code: string;
  field: string;
  message: string;
}

interface Answer {
  status: number;
  error?: string;
  errors?: FieldError[];
}

function problemsWith(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [{ code: 'TYPE_OBJECT', field: '', message: 'should be a JSON object' }];
  }
  if (nestingDepth(body) > MAX_DEPTH)
    return [{ code: 'TOO_DEEP', field: '', message: `is nested more than ${MAX_DEPTH} levels deep` }];
  const email = (body as Record<string, unknown>).email;
  if (typeof email !== 'string' || !email)
    return [{ code: 'REQUIRED_FIELD_EMPTY', field: 'email', message: 'is required' }];
  if (!EMAIL.test(email)) return [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }];
  return [];
}

const ERROR_TITLES: Record<number, string> = {
  400: 'Invalid request body',
  408: 'Request body timed out',
  413: 'Request body too large',
  415: 'Unsupported content type',
};

function fromBodyError(error: BodyError): Answer {
  const title =
    error.code === 'INVALID_JSON' ? 'Invalid JSON body' : (ERROR_TITLES[error.status] ?? 'Invalid request body');
  return { status: error.status, error: title, errors: [{ code: error.code, field: '', message: error.message }] };
}

// The site is served from another port, so the browser asks first.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** JSON for scripts (the quote form with JavaScript), a page for a browser that posted a plain form. */
function respond(request: IncomingMessage, response: ServerResponse, answer: Answer, asJson: boolean) {
  if (response.headersSent) return void response.destroy();
  // After a refused body the rest of it is not worth reading.
  const close = answer.status === 408 || answer.status === 413 ? { Connection: 'close' } : {};
  if (asJson) {
    response.writeHead(answer.status, {
      'Content-Type': 'application/json',
      ...CORS,
      ...close,
    });
    const body =
      answer.status === 200
        ? { ok: true, next: '/thanks' }
        : { error: answer.error, ...(answer.errors ? { errors: answer.errors } : {}) };
    return void response.end(JSON.stringify(body));
  }
  const back = backLink(request.headers.referer);
  const page =
    answer.status === 200
      ? htmlAnswer('Thank you', ['Your message has been sent.'], back)
      : htmlAnswer(
          'Your message could not be sent',
          [`${answer.error}.`, ...(answer.errors ?? []).map((e) => `${e.field || 'The form'} ${e.message}.`)],
          back,
        );
  response.writeHead(answer.status, { ...HTML_ANSWER_HEADERS, ...close });
  response.end(page);
}

export function startFormService(port: number, host = '127.0.0.1', options: FormServiceOptions = {}): Promise<Server> {
  const { submissionsDir = SUBMISSIONS_DIR, maxBodyBytes = 100_000, bodyTimeoutMs = 5_000 } = options;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    // Only a browser posting a plain form asks for HTML without JSON.
    const accept = String(request.headers.accept ?? '');
    const asJson = /json/i.test(accept) || !/html/i.test(accept);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      return void response.end();
    }
    const match = FORM_PATH.exec((request.url ?? '').split('?')[0]);
    if (!match) return respond(request, response, { status: 404, error: 'Form not found' }, asJson);
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST, OPTIONS');
      return respond(request, response, { status: 405, error: 'Method not allowed' }, asJson);
    }

    let fields: unknown;
    let sentAsJson = asJson;
    try {
      const kind = bodyKind(request.headers['content-type']);
      sentAsJson ||= kind === 'json';
      fields = parseFields(await readBody(request, { maxBytes: maxBodyBytes, timeoutMs: bodyTimeoutMs }), kind);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      // Let the rest of an oversized body drain while the answer goes out, so the client reads it.
      if (error.status === 413) request.resume();
      return respond(request, response, fromBodyError(error), sentAsJson);
    }
    const errors = problemsWith(fields);
    if (errors.length)
      return respond(request, response, { status: 422, error: 'Validation errors', errors }, sentAsJson);

    // One write per submission, whole: concurrent posts never interleave within a line.
    mkdirSync(submissionsDir, { recursive: true });
    appendFileSync(
      join(submissionsDir, `${match[1]}.jsonl`),
      `${JSON.stringify({ receivedAt: new Date().toISOString(), fields })}\n`,
    );
    respond(request, response, { status: 200 }, sentAsJson);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(`Form service stand-in: ${error instanceof Error ? error.message : String(error)}`);
      respond(request, response, { status: 500, error: 'The form service could not store this submission' }, true);
    });
  });
  // Headers that never finish arriving are not waited for either.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const port = portFrom('FORM_SERVICE_PORT', 8788);
    await startFormService(port);
    console.log(
      `Form service stand-in listening on http://127.0.0.1:${port}/f/<formId>; submissions go to .form-submissions/`,
    );
  } catch (error) {
    console.error(
      `Could not start the form service stand-in: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

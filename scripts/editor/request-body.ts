import type { IncomingMessage } from 'node:http';
import { MAX_DEPTH, tooDeepAt } from '../content/nesting.ts';
import { HttpError } from './http-error.ts';

/** Bytes of each request's body read so far by `readBody`, kept with the request and gone with it. */
const bytesRead = new WeakMap<IncomingMessage, number>();

/** How many bytes of a request's body `readBody` has read (0 before it starts): what arrived, whatever was claimed. */
export function bodyBytesRead(req: IncomingMessage): number {
  return bytesRead.get(req) ?? 0;
}

/** How long a body may take to arrive in full: a stalled sender must not hold the server's attention. */
const BODY_TIMEOUT_MS = 30_000;

/**
 * The whole body, refused as soon as it grows past `limit` bytes (413) or
 * stalls (408). The rest of a refused body is read and dropped rather than
 * cut off, so the sender still receives the refusal instead of a reset
 * connection; `sendError` closes the connection after such an answer.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const refuse = (error: HttpError) => {
      clearTimeout(timer);
      req.removeAllListeners('data');
      req.resume();
      reject(error);
    };
    const timer = setTimeout(() => refuse(new HttpError(408, 'The request took too long to arrive.')), BODY_TIMEOUT_MS);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      bytesRead.set(req, size);
      if (size > limit) {
        refuse(new HttpError(413, `The request is too large (at most ${Math.round(limit / 1024 / 1024)} MB).`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // The sender went away before the body was whole (a dropped connection): its doing, not the server's.
      reject(
        error.code === 'ECONNRESET'
          ? new HttpError(400, 'The request body did not arrive whole; send it again.')
          : error,
      );
    });
  });
}

/**
 * How deep a request's JSON may nest. A document may nest MAX_DEPTH levels
 * (the checker says so in its words when one goes deeper); a save wraps it in
 * a few more (the body, its list of documents, the document, its data).
 */
export const MAX_BODY_DEPTH = MAX_DEPTH + 8;

/**
 * A JSON body's text parsed, refused with 400 when it is not JSON or nests
 * deeper than MAX_BODY_DEPTH: what handles a body walks it recursively, and
 * thousands of levels would overflow the stack. The depth is counted first,
 * without recursion, so nothing recursive ever sees such a body.
 */
export function parseJsonText(text: string): unknown {
  if (tooDeepAt(text, MAX_BODY_DEPTH) !== -1)
    throw new HttpError(400, `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

export async function readJsonBody(req: IncomingMessage, limit = 4 * 1024 * 1024): Promise<unknown> {
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
    throw new HttpError(415, 'Send JSON (Content-Type: application/json).');
  }
  return parseJsonText((await readBody(req, limit)).toString('utf8'));
}

/** A JSON body that must be an object ({ ... }); anything else is refused. */
export async function readObjectBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJsonBody(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Send a JSON object ({ ... }).');
  return body as Record<string, unknown>;
}

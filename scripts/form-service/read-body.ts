import type { IncomingMessage } from 'node:http';

/** A request body that cannot be used, with the status that says why. */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 408 | 413 | 415,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

export interface BodyLimits {
  maxBytes: number;
  /** The whole body must have arrived this long after the request began. */
  timeoutMs: number;
}

/**
 * Collect the body's bytes, then decode them once, so a character split across
 * two network packets arrives whole. Too large (413) or too slow (408) is
 * refused as soon as it is known; bytes that are not UTF-8 are refused (400).
 */
export function readBody(request: IncomingMessage, { maxBytes, timeoutMs }: BodyLimits): Promise<string> {
  return new Promise((resolve, reject) => {
    const tooLarge = () =>
      new BodyError(413, 'TOO_LARGE', `is too large: the limit is ${Math.round(maxBytes / 1000)} KB`);
    if (Number(request.headers['content-length']) > maxBytes) return reject(tooLarge());

    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error: BodyError | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!error) {
        try {
          return resolve(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)));
        } catch {
          return reject(new BodyError(400, 'INVALID_ENCODING', 'is not valid UTF-8 text'));
        }
      }
      chunks.length = 0;
      request.removeAllListeners('data');
      reject(error);
    };
    const timer = setTimeout(
      () => settle(new BodyError(408, 'TIMEOUT', `did not arrive within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) settle(tooLarge());
      else chunks.push(chunk);
    });
    request.on('end', () => settle(undefined));
    request.on('error', () => settle(new BodyError(400, 'INCOMPLETE', 'was cut short')));
    request.on('close', () => settle(new BodyError(400, 'INCOMPLETE', 'was cut short')));
  });
}

import type { ErrorBody, ErrorDetails } from '../../src/editor/protocol.ts';

/**
 * A refusal the editor server answers with a status and the protocol's error
 * body: a plain sentence, and details the page can show. The page receives the
 * same body as an ApiError (src/editor/api.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): ErrorBody {
    return { error: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

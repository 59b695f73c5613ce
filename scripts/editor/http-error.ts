/** A refusal the editor server answers with a status and a plain sentence. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra facts the page can show (conflicting versions, problems, links). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

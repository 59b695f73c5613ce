/**
 * Review requests: a person asks for the site's saved, unpublished changes to
 * be looked at before they go live. A request names the exact range of
 * commits it covers (`from`..`to`), so an approval publishes what was
 * reviewed and nothing saved after it. Kept in the data folder, one JSON file
 * changed atomically (data-store.ts).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { JsonFile } from './data-store.ts';
import type { ReviewEvent, ReviewRequest } from '../../../src/editor/protocol.ts';

interface ReviewData {
  requests: ReviewRequest[];
}

/** A note or a comment is a few sentences, never a document. */
export const MAX_NOTE = 2000;

export class ReviewError extends Error {
  name = 'ReviewError';
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** A note as stored: text only, trimmed, of a bounded length. */
export function cleanNote(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ReviewError(400, 'A note is plain text.');
  const text = value.trim();
  if (text.length > MAX_NOTE) throw new ReviewError(400, `Keep the note under ${MAX_NOTE} characters.`);
  return text;
}

export class ReviewRequests {
  private readonly file: JsonFile<ReviewData>;

  constructor(
    dataDir: string,
    private readonly now = () => new Date(),
  ) {
    this.file = new JsonFile(join(dataDir, 'reviews.json'), () => ({ requests: [] }));
  }

  /** The site's requests, newest first. */
  forSite(site: string): ReviewRequest[] {
    return this.file
      .read()
      .requests.filter((request) => request.site === site)
      .reverse();
  }

  find(site: string, id: unknown): ReviewRequest {
    const found = typeof id === 'string' ? this.forSite(site).find((request) => request.id === id) : undefined;
    if (!found) throw new ReviewError(404, 'There is no such review request for this site.');
    return found;
  }

  /**
   * A new request for the range given. The person's earlier waiting or sent-back
   * request for the site is replaced by it: asking again covers the later saves.
   */
  ask(request: Pick<ReviewRequest, 'site' | 'person' | 'name' | 'note' | 'from' | 'to' | 'commits'>) {
    return this.file.update((data) => {
      const time = this.now().toISOString();
      for (const old of data.requests)
        if (old.site === request.site && old.person === request.person && open(old))
          Object.assign(old, { state: 'replaced', decidedAt: time });
      const made: ReviewRequest = { ...request, id: randomBytes(8).toString('hex'), time, state: 'waiting' };
      data.requests.push(made);
      return made;
    });
  }

  /** A publish the studio is told of: a record in the same shape, for the same before-and-after page. */
  told(publish: Pick<ReviewRequest, 'site' | 'person' | 'name' | 'from' | 'to' | 'commits'>) {
    return this.file.update((data) => {
      const made: ReviewRequest = {
        ...publish,
        note: '',
        id: randomBytes(8).toString('hex'),
        time: this.now().toISOString(),
        state: 'told',
      };
      data.requests.push(made);
      return made;
    });
  }

  /**
   * Changes one request that is still in the state given (waiting, unless said).
   * `change` may refuse by throwing; then nothing is written. Answers the request
   * as it now is.
   */
  decide(
    site: string,
    id: unknown,
    change: (request: ReviewRequest) => void,
    from: ReviewRequest['state'] = 'waiting',
  ): Promise<ReviewRequest> {
    return this.file.update((data) => {
      const request = data.requests.find((r) => r.site === site && r.id === id);
      if (!request) throw new ReviewError(404, 'There is no such review request for this site.');
      if (request.state !== from)
        throw new ReviewError(409, `This request was already ${request.state}; nothing was changed.`);
      change(request);
      request.decidedAt ??= this.now().toISOString();
      return { ...request };
    });
  }
}

/** Whether a request still waits for a reviewer, or for its author after a send-back. */
export const open = (request: ReviewRequest) => request.state === 'waiting' || request.state === 'sent back';

/** Whether a record is a person's request as they last made it: not one replaced by asking again, nor a told publish. */
export const asked = (request: ReviewRequest) => !['replaced', 'told', 'seen'].includes(request.state);

/** A note or a comment quoted in a History line, cut to a line's length. */
const quoted = (text: string) => `"${text.length > 120 ? `${text.slice(0, 119)}…` : text}"`;

/**
 * A site's review steps as History lines, newest first: each request asked,
 * and what became of it. `nameOf` gives a person's name from their email (a
 * removed person's email stays as it is). A told publish is in the publish log
 * already; only its looking at is a review step.
 */
export function reviewEvents(requests: ReviewRequest[], nameOf: (email: string) => string): ReviewEvent[] {
  const events: ReviewEvent[] = [];
  for (const request of requests) {
    const asker = request.name || request.person;
    if (request.state !== 'told' && request.state !== 'seen')
      events.push({
        date: request.time,
        author: asker,
        summary: request.note ? `Asked for review: ${quoted(request.note)}` : 'Asked for review',
      });
    if (!request.decidedAt || !request.decidedBy) continue;
    const decider = nameOf(request.decidedBy);
    const decided = {
      withdrawn: 'Withdrew the request for review',
      'sent back': `Sent back for changes: ${quoted(request.comment ?? '')}`,
      approved: `Approved ${asker}'s changes and published them`,
      seen: `Looked at ${asker}'s published changes`,
    }[request.state as string];
    if (decided) events.push({ date: request.decidedAt, author: decider, summary: decided });
  }
  return events.sort((a, b) => b.date.localeCompare(a.date));
}

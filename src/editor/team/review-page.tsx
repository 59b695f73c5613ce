import { useCallback, useEffect, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, api, teamApi } from '../api';
import type { ReviewFile, ReviewRequest, TeamEndpoints } from '../protocol';
import type { JsonObject } from '../store/state';
import { ComparedPage } from './review-compare';

type Review = TeamEndpoints['GET /api/review/show']['answer'];

const when = (time?: string) => (time ? new Date(time).toLocaleString() : '');

/** What became of a request or a told publish, once someone acted on it. */
const DECIDED_WORDS: Partial<Record<ReviewRequest['state'], string>> = {
  'sent back': 'Sent back',
  approved: 'Approved',
  withdrawn: 'Withdrawn',
  replaced: 'Replaced',
  seen: 'Looked at',
};

/**
 * The review address (/review/<site>/<id>): every changed page and entry in
 * History's words, each changed page before and after as the site's own
 * components draw it, and the two decisions.
 */
export function ReviewScreen() {
  const { site = '', id = '' } = useParams();
  const [review, setReview] = useState<Review>();
  const [siteDoc, setSiteDoc] = useState<JsonObject>();
  const [homePage, setHomePage] = useState<{ file: string; data: JsonObject }>();
  const [message, setMessage] = useState('');
  const [comment, setComment] = useState('');
  // Which changed field the comment is about, by its place in the list of fields; empty for the changes as a whole.
  const [about, setAbout] = useState('');
  const [busy, setBusy] = useState(false);
  const commentId = useId();

  const load = useCallback(() => {
    teamApi
      .review(site, id)
      .then(setReview, (error: unknown) => setMessage(error instanceof ApiError ? error.message : String(error)));
    api.site(site).then(
      (files) => {
        setSiteDoc(JSON.parse(files.site.text) as JsonObject);
        const home = files.pages.find((page) => (JSON.parse(page.text) as { path?: string }).path === '/');
        if (home) setHomePage({ file: home.file, data: JSON.parse(home.text) as JsonObject });
      },
      () => undefined,
    );
  }, [site, id]);
  useEffect(load, [load]);

  if (!review)
    return <main className="ed-review">{message ? <p role="alert">{message}</p> : <p>Loading the review…</p>}</main>;
  const { request, files, newer, range } = review;
  const settings = files.find((file) => file.kind === 'settings');
  // A range (npm run review) brings the settings and home page of its two ends; a request is drawn with today's.
  const siteBefore = (settings?.before ?? range?.site.before ?? siteDoc) as JsonObject | undefined;
  const siteAfter = (settings?.after ?? range?.site.after ?? siteDoc) as JsonObject | undefined;
  const home = range
    ? { file: range.home.file, before: range.home.before, after: range.home.after }
    : homePage && { file: homePage.file, before: homePage.data, after: homePage.data };
  // A site-wide change (colours, fonts, header, footer) is shown on the home page.
  const pages: ReviewFile[] = files.filter((file) => file.kind === 'page');
  if (settings && home?.before !== undefined && !pages.some((page) => page.file === home.file))
    pages.unshift({ ...settings, ...home, place: `${settings.place} (on the home page)` });
  // Nothing is decided on a range: nobody asked, and the page only shows it.
  const open = !range && request.state === 'waiting';
  const told = !range && (request.state === 'told' || request.state === 'seen');
  const decided = range ? undefined : DECIDED_WORDS[request.state];
  // The changed fields a comment may name, each in History's words.
  const fields = files.flatMap((file) =>
    (file.fields ?? []).map((field) => ({ file: file.file, path: field.path, sentence: field.sentence })),
  );
  const named = about === '' ? undefined : fields[Number(about)];
  const captions = range && {
    before: `Before (${range.before.name}${range.before.commit ? ` ${range.before.commit.slice(0, 7)}` : ''})`,
    after: `After (${range.after.name}${range.after.commit ? ` ${range.after.commit.slice(0, 7)}` : ''})`,
  };

  const decide = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      setMessage(done);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
      load();
    }
  };

  return (
    <main className="ed-review">
      {range ? (
        <>
          <h1>Changes in {range.label}</h1>
          <p>
            From {range.before.name} to {range.after.name}
            {request.commits.length > 0 &&
              `, ${request.commits.length} commit${request.commits.length === 1 ? '' : 's'} touching this site`}
            .
          </p>
          <p className="ed-review-note">{range.readOnly}</p>
        </>
      ) : (
        <>
          <p>
            <a href={`/edit/${encodeURIComponent(site)}/home`}>Back to the editor</a>
          </p>
          <h1>
            {told ? 'Published' : 'Review of'} {request.name || request.person}’s changes
          </h1>
          <p>
            {told ? 'Published' : 'Asked'} by {request.name || request.person} ({request.person}) on{' '}
            {when(request.time)}.
            {told &&
              ' These changes are live: the studio is told of this person’s publishes, to look at them afterwards.'}
            {decided && ` ${decided} by ${request.decidedBy ?? ''} on ${when(request.decidedAt)}.`}
          </p>
        </>
      )}
      {request.note && <blockquote className="ed-review-note">{request.note}</blockquote>}
      {newer && open && (
        <p role="alert" className="ed-review-newer">
          {request.name || request.person} saved more changes after asking. What you see below is the newer state.
        </p>
      )}
      {message && <p role="status">{message}</p>}
      <h2>What changed</h2>
      <ul className="ed-review-words">
        {files.map((file) => (
          <li key={file.file}>
            <strong>{file.place}</strong>
            <ul>
              {file.sentences.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {siteBefore &&
        siteAfter &&
        pages.map((page, i) => (
          <ComparedPage
            key={page.file}
            eager={i === 0}
            site={site}
            page={page}
            siteBefore={siteBefore}
            siteAfter={siteAfter}
            captions={captions}
          />
        ))}
      {request.state === 'told' && (
        <p className="ed-review-decide">
          <button
            type="button"
            className="ed-button ed-button-primary"
            disabled={busy}
            onClick={() => void decide(() => teamApi.markSeen(site, id), 'Marked as looked at.')}
          >
            Mark as looked at
          </button>
        </p>
      )}
      {open && (
        <section aria-labelledby={`${commentId}-h`} className="ed-review-decide">
          <h2 id={`${commentId}-h`}>Your decision</h2>
          <button
            type="button"
            className="ed-button ed-button-primary"
            disabled={busy}
            onClick={() =>
              void decide(() => teamApi.approve(site, id, request.to), 'Approved and published. The changes are live.')
            }
          >
            Approve and publish
          </button>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void decide(
                () => teamApi.sendBack(site, id, comment, named && { file: named.file, path: named.path }),
                named
                  ? 'Sent back. The author sees your comment in the editor, beside the field it is about.'
                  : 'Sent back. The author sees your comment in the editor.',
              );
            }}
          >
            {fields.length > 0 && (
              <>
                <label htmlFor={`${commentId}-about`}>The comment is about</label>
                <select id={`${commentId}-about`} value={about} onChange={(event) => setAbout(event.target.value)}>
                  <option value="">All the changes</option>
                  {fields.map((field, i) => (
                    <option key={`${field.file}|${field.path.join('/')}`} value={String(i)}>
                      {field.sentence}
                    </option>
                  ))}
                </select>
              </>
            )}
            <label htmlFor={commentId}>Comment for {request.name || request.person}</label>
            <textarea
              id={commentId}
              rows={3}
              maxLength={2000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              required
            />
            <button type="submit" className="ed-button" disabled={busy}>
              Send back
            </button>
          </form>
        </section>
      )}
    </main>
  );
}

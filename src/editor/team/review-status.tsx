import { useCallback, useEffect, useId, useState } from 'react';
import { ApiError, teamApi } from '../api';
import { useEvery } from '../hooks/use-every';
import { useOpenProblem } from '../problems/use-open-problem';
import type { ReviewList } from '../protocol';
import { useOnEvent } from './editor-events';
import { shareOwnRequest } from './sent-back';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Review before publish, where Publish is: for those who may publish, the
 * requests waiting, each a link to its review page; for the others, Ask for
 * review with an optional note, the request's state, and a reviewer's comment
 * when it was sent back, with the change it names and a way to its field
 * (where the form shows the comment too). `page`: the page open, by name.
 */
export function ReviewStatus({
  site,
  page,
  unpublished,
  onMessage,
}: {
  site: string;
  page?: string;
  unpublished: number;
  onMessage: (text: string) => void;
}) {
  const [list, setList] = useState<ReviewList>();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const refresh = useCallback(() => {
    teamApi.reviews(site).then(setList, () => setList(undefined));
  }, [site]);
  useEffect(refresh, [refresh]);
  // The forms show a comment that names a field beside that field.
  useEffect(() => shareOwnRequest(list?.mine), [list]);
  useEffect(() => () => shareOwnRequest(undefined), []);
  const about = list?.mine?.state === 'sent back' ? list.mine.about : undefined;
  const folder = about?.file.replace(/\/(site\.json|pages\/.*|collections\/.*)$/, '');
  const opener = useOpenProblem(site, `${folder}/pages/${page ?? 'home'}.json`);
  useOnEvent('editor-saved', refresh);
  useOnEvent('editor-published', refresh);
  useEvery(15_000, refresh);
  if (!list) return null;

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      onMessage(done);
      setAsking(false);
      setNote('');
    } catch (error) {
      onMessage(error instanceof ApiError ? error.message : String(error));
    }
    refresh();
  };
  const mine = list.mine;
  const waitingMine = mine?.state === 'waiting';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4, maxWidth: 320 }}>
      {list.mayPublish && list.waiting.length > 0 && (
        <a className="ed-button" href={`/review/${encodeURIComponent(site)}/${list.waiting[0].id}`}>
          {plural(list.waiting.length, 'change')} waiting for review
        </a>
      )}
      {list.mayPublish && list.told.length > 0 && (
        <a className="ed-button" href={`/review/${encodeURIComponent(site)}/${list.told[0].id}`}>
          {plural(list.told.length, 'publish')} to look at
        </a>
      )}
      {waitingMine && (
        <p style={{ margin: 0 }}>
          Waiting for review.{' '}
          <button
            type="button"
            className="ed-button"
            onClick={() => void act(() => teamApi.withdrawReview(site, mine.id), 'Your request was withdrawn.')}
          >
            Withdraw
          </button>
        </p>
      )}
      {mine?.state === 'sent back' && (
        <p role="status" className="ed-review-comment" style={{ margin: 0, textAlign: 'left' }}>
          Sent back by {mine.decidedBy}: “{mine.comment}”
          {about && (
            <>
              {' '}
              About: {about.words}.{' '}
              <a
                href={opener.hrefOf({ doc: about.file, path: about.path })}
                onClick={(event) => {
                  event.preventDefault();
                  opener.open({ doc: about.file, path: about.path });
                }}
              >
                Show the field
              </a>
            </>
          )}
        </p>
      )}
      {!list.mayPublish && !waitingMine && unpublished > 0 && !asking && (
        <button type="button" className="ed-button" onClick={() => setAsking(true)}>
          Ask for review{mine?.state === 'sent back' ? ' again' : ''}
        </button>
      )}
      {asking && (
        <form
          style={{ display: 'flex', flexDirection: 'column', gap: 4, width: '100%' }}
          onSubmit={(event) => {
            event.preventDefault();
            void act(
              () => teamApi.askReview(site, note),
              `Review asked for ${plural(unpublished, 'change')}. You will see here when it is decided.`,
            );
          }}
        >
          <label htmlFor={noteId}>Note for the reviewer (optional)</label>
          <textarea id={noteId} rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
          <span style={{ display: 'flex', gap: 4, justifyContent: 'flex-end' }}>
            <button type="button" className="ed-button" onClick={() => setAsking(false)}>
              Cancel
            </button>
            <button type="submit" className="ed-button">
              Send request
            </button>
          </span>
        </form>
      )}
    </div>
  );
}

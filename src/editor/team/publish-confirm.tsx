import type { HistoryEntry } from '../protocol';
import { Dialog } from '../ui/dialog';
import { when } from './history-panel';

/**
 * Asked before publishing: the saved changes that go live, each in the words
 * History gives it (the page or entry it changed and what changed there),
 * with who made it and when, then Publish or Cancel.
 */
export function PublishConfirm({
  changes,
  onPublish,
  onCancel,
}: {
  changes: HistoryEntry[];
  onPublish: () => void;
  onCancel: () => void;
}) {
  const count = changes.length;
  return (
    <Dialog title="Publish these changes?" open onClose={onCancel}>
      {count ? (
        <>
          <p>
            {count === 1 ? 'This saved change goes' : `These ${count} saved changes go`} live on the website for every
            visitor:
          </p>
          <ul aria-label="Changes that go live">
            {changes.map((change) => (
              <li key={change.commit}>
                {change.summary}{' '}
                <small>
                  (by {change.author}, {when(change.date)})
                </small>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No saved change is waiting: the website is put live again just as it is.</p>
      )}
      <p>Changes not saved yet do not go with them.</p>
      <p className="ed-actions">
        <button type="button" className="ed-button ed-button-primary" onClick={onPublish}>
          Publish
        </button>
        <button type="button" className="ed-button" onClick={onCancel}>
          Cancel
        </button>
      </p>
    </Dialog>
  );
}

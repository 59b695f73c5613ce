import { Dialog } from '../ui/dialog';
import type { SaveConflict as Conflict } from '../protocol';
import { placeOf, words } from '../team/history-panel';

export type { Conflict };

interface Props {
  conflicts: Conflict[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onReload: () => void;
  onClose: () => void;
}

/**
 * A file was saved by someone else (or taken back from History) while it was
 * being edited here: what differs, field by field in words, and a choice. The
 * main button keeps what is saved; putting one's own version over it is the
 * second choice, never the first.
 */
export function ConflictDialog({ conflicts, onKeepMine, onTakeTheirs, onReload, onClose }: Props) {
  const one = conflicts.length === 1;
  return (
    <Dialog title="This page was changed meanwhile" open wide onClose={onClose}>
      <p>
        {one ? 'It was' : 'These were'} saved again after you opened {one ? 'it' : 'them'}, by someone else, another
        program or History. Nothing of yours was saved yet. Where your version and the saved one differ:
      </p>
      {conflicts.map((conflict) => (
        <section key={conflict.file} className="ed-conflict">
          <h3>{conflict.place}</h3>
          {conflict.changes.length ? (
            <ul>
              {conflict.changes.map((change, i) => (
                <li key={i}>
                  {placeOf(change)}: saved now <q>{words(change.before)}</q>, yours <q>{words(change.after)}</q>
                </li>
              ))}
            </ul>
          ) : (
            <p>The saved version cannot be read as a page; yours is the only readable one.</p>
          )}
        </section>
      ))}
      <div className="ed-actions">
        <button type="button" className="ed-button ed-button-primary" onClick={onTakeTheirs}>
          Use the saved version
        </button>
        <button type="button" className="ed-button" onClick={onKeepMine}>
          Save mine over it
        </button>
        <button type="button" className="ed-button" onClick={onReload}>
          Reload everything
        </button>
      </div>
      <p className="ed-muted">
        "Use the saved version" drops your unsaved changes in {one ? 'this page' : 'these pages'}. "Save mine over it"
        puts back everything your version says, also where the saved one changed it. "Reload everything" drops every
        unsaved change in this site.
      </p>
    </Dialog>
  );
}

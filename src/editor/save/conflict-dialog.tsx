import { Dialog } from '../ui/dialog';
import type { SaveConflict as Conflict } from '../protocol';
import { changedLines } from './changed-lines';

export type { Conflict };

interface Props {
  conflicts: Conflict[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onReload: () => void;
  onClose: () => void;
}

function Lines({ label, first, lines }: { label: string; first: number; lines: string[] }) {
  return (
    <figure className="ed-version">
      <figcaption>{label}</figcaption>
      <pre tabIndex={0} aria-label={label}>
        {lines.length
          ? lines.map((line, i) => `${String(first + i).padStart(4)}  ${line}`).join('\n')
          : '(nothing here)'}
      </pre>
    </figure>
  );
}

/** A file changed on disk while it was being edited: show both versions and let the person choose. */
export function ConflictDialog({ conflicts, onKeepMine, onTakeTheirs, onReload, onClose }: Props) {
  return (
    <Dialog title="This page changed on disk" open wide onClose={onClose}>
      <p>
        Someone (or another program) changed {conflicts.length === 1 ? 'this file' : 'these files'} after you opened{' '}
        {conflicts.length === 1 ? 'it' : 'them'}. Nothing was saved. Here are the lines that differ:
      </p>
      {conflicts.map((conflict) => {
        const diff = changedLines(conflict.mine, conflict.theirs);
        return (
          <section key={conflict.file} className="ed-conflict">
            <h3>{conflict.file}</h3>
            <div className="ed-versions">
              <Lines label="Your version (not saved)" first={diff.firstLine} lines={diff.mine} />
              <Lines label="On disk now" first={diff.firstLine} lines={diff.theirs} />
            </div>
          </section>
        );
      })}
      <div className="ed-actions">
        <button type="button" className="ed-button ed-button-primary" onClick={onKeepMine}>
          Keep mine
        </button>
        <button type="button" className="ed-button" onClick={onTakeTheirs}>
          Take theirs
        </button>
        <button type="button" className="ed-button" onClick={onReload}>
          Reload everything from disk
        </button>
      </div>
      <p className="ed-muted">
        Keep mine saves your version over theirs. Take theirs drops your unsaved changes in{' '}
        {conflicts.length === 1 ? 'this file' : 'these files'}. Reload drops every unsaved change in this site.
      </p>
    </Dialog>
  );
}

import { useState, type DragEvent } from 'react';
import { blockLabel } from '../form/labels';
import type { HistoryAction } from '../store/history';
import type { JsonObject, Target } from '../store/state';

interface Props {
  file: string;
  blocks: JsonObject[];
  target: Target;
  errorCounts: number[];
  dispatch: (action: HistoryAction) => void;
  onAdd: () => void;
}

function describe(block: JsonObject): string {
  const text = [block.heading, block.title, block.eyebrow].find((value) => typeof value === 'string');
  return typeof text === 'string' ? text : '';
}

/**
 * The page's sections in order: open one, move it (buttons or drag), copy or
 * remove it. Every change here is one undoable action.
 */
export function SectionList({ file, blocks, target, errorCounts, dispatch, onAdd }: Props) {
  const [dragged, setDragged] = useState<number>();
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== undefined) dispatch({ type: 'moveBlock', file, from: dragged, to });
    setDragged(undefined);
  };
  return (
    <section aria-labelledby="sections-title" className="ed-sections">
      <div className="ed-row">
        <h2 id="sections-title">Sections</h2>
        <button type="button" className="ed-button ed-button-primary" onClick={onAdd}>
          Add section
        </button>
      </div>
      <ol>
        {blocks.map((block, index) => {
          const open = target.kind === 'block' && target.index === index;
          const name = `Section ${index + 1}: ${blockLabel(String(block.type))}`;
          return (
            <li
              key={index}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
              className={open ? 'ed-section-open' : undefined}
            >
              <button
                type="button"
                className="ed-section-name"
                aria-current={open ? 'true' : undefined}
                onClick={() => dispatch({ type: 'selectTarget', file, target: { kind: 'block', index, reveal: true } })}
              >
                <strong>{name}</strong>
                <span>{describe(block)}</span>
                {errorCounts[index] ? (
                  <span className="ed-badge">
                    {errorCounts[index]} problem{errorCounts[index] > 1 ? 's' : ''}
                  </span>
                ) : null}
              </button>
              <span className="ed-section-tools" role="group" aria-label={`${name} tools`}>
                <button
                  type="button"
                  className="ed-button"
                  aria-label={`Move section ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => dispatch({ type: 'moveBlock', file, from: index, to: index - 1 })}
                >
                  Up
                </button>
                <button
                  type="button"
                  className="ed-button"
                  aria-label={`Move section ${index + 1} down`}
                  disabled={index === blocks.length - 1}
                  onClick={() => dispatch({ type: 'moveBlock', file, from: index, to: index + 1 })}
                >
                  Down
                </button>
                <button
                  type="button"
                  className="ed-button"
                  aria-label={`Duplicate section ${index + 1}`}
                  onClick={() => dispatch({ type: 'duplicateBlock', file, index })}
                >
                  Copy
                </button>
                <button
                  type="button"
                  className="ed-button ed-button-danger"
                  aria-label={`Remove section ${index + 1}`}
                  onClick={() => dispatch({ type: 'removeBlock', file, index })}
                >
                  Remove
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

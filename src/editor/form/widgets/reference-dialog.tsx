import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../../ui/dialog';
import { matchingChoices, type ReferenceChoice } from '../reference-choices';
import { ChoiceFace } from './reference-face';

/** What the list calls what it offers: "entry", "entries", and its button for choosing none. */
export interface PickerWords {
  one: string;
  many: string;
  /** The button that empties an optional field: "Name nobody here". */
  none: string;
  /** Said when there is nothing at all to choose from. */
  empty?: string;
}

interface Props {
  label: string;
  siteId: string;
  choices: ReferenceChoice[];
  current?: string;
  /** Resolves the dialog: a reference, null for "none", or undefined when closed without a choice. */
  onDone: (reference: string | null | undefined) => void;
  /** Whether the field may be left empty. */
  optional: boolean;
  words: PickerWords;
}

/**
 * The entries to choose from, narrowed as the person types. The search box
 * is a combobox that owns the list (the WAI-ARIA listbox-in-dialog pattern):
 * the arrow keys move through the entries, Enter chooses, Escape closes.
 */
export function ReferenceDialog({ label, siteId, choices, current, onDone, optional, words }: Props) {
  const [search, setSearch] = useState('');
  const found = useMemo(() => matchingChoices(choices, search), [choices, search]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      found.findIndex((choice) => choice.reference === current),
    ),
  );
  const box = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const ids = useId();
  const optionId = (index: number) => `${ids}-option-${index}`;
  const shown = found.length ? Math.min(active, found.length - 1) : -1;

  // The dialog takes the focus as it opens; the search box then takes it from the dialog.
  useEffect(() => {
    const timer = setTimeout(() => box.current?.focus());
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    list.current?.querySelector(`[id="${optionId(shown)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  });

  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };
    if (event.key in moves && found.length) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(found.length - 1, shown + moves[event.key])));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (shown >= 0) onDone(found[shown].reference);
    }
  };

  return (
    <Dialog title={`Choose: ${label}`} open onClose={() => onDone(undefined)}>
      <label htmlFor={`${ids}-search`}>Search by name</label>
      <input
        ref={box}
        id={`${ids}-search`}
        role="combobox"
        aria-expanded="true"
        aria-controls={`${ids}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown >= 0 ? optionId(shown) : undefined}
        autoComplete="off"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setActive(0);
        }}
        onKeyDown={keys}
      />
      <p role="status" className="ed-muted ed-reference-count">
        {choices.length === 0 && words.empty
          ? words.empty
          : found.length === choices.length
            ? `${choices.length} ${choices.length === 1 ? words.one : words.many}`
            : found.length
              ? `${found.length} of ${choices.length} match`
              : `Nothing matches "${search}".`}
      </p>
      <ul
        ref={list}
        id={`${ids}-list`}
        role="listbox"
        aria-label={`${label}: ${words.many}`}
        className="ed-reference-list"
      >
        {found.map((choice, index) => (
          <li
            key={choice.reference}
            id={optionId(index)}
            role="option"
            aria-selected={index === shown}
            className={index === shown ? 'ed-reference-active' : undefined}
            onClick={() => onDone(choice.reference)}
            onMouseMove={() => index !== shown && setActive(index)}
          >
            <ChoiceFace siteId={siteId} choice={choice} chosen={choice.reference === current} />
          </li>
        ))}
      </ul>
      {optional && current && (
        <div className="ed-actions">
          <button type="button" className="ed-button ed-reference-none" onClick={() => onDone(null)}>
            {words.none}
          </button>
        </div>
      )}
    </Dialog>
  );
}

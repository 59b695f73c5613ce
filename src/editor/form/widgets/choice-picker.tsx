import { useState } from 'react';
import type { ReferenceChoice } from '../reference-choices';
import { ReferenceDialog, type PickerWords } from './reference-dialog';
import { ChoiceFace } from './reference-face';
import { ReferenceStyle } from './reference-style';

interface Props {
  id: string;
  /** The field's name in words: "Agent". */
  label: string;
  siteId: string;
  /** What the field holds: an entry's reference, a picture's name in its gallery. */
  value: string | undefined;
  /** The choice the value names, if the site has it. */
  chosen: ReferenceChoice | undefined;
  /** Every choice, asked for only while the list is open (it may be long, and change as the site is typed in). */
  choices: () => ReferenceChoice[];
  optional: boolean;
  disabled?: boolean;
  words: PickerWords & {
    /** The button with nothing chosen: "Nobody chosen". */
    nothing: string;
    /** The button when the value names nothing the site has: "Missing entry". */
    missing: string;
    /** The note under it, given the value: 'This names "…", but the site has no such entry…'. */
    missingNote: (value: string) => string;
  };
  onChange: (value: string | undefined) => void;
}

/**
 * A field whose value names something of the site (an entry, a gallery's
 * picture): shown as that thing, by its name and picture, with a button that
 * opens the choices to search and pick from. Nobody types the name; a name
 * that leads nowhere is said in words, with the same button to choose another.
 */
export function ChoicePicker({
  id,
  label,
  siteId,
  value,
  chosen,
  choices,
  optional,
  disabled,
  words,
  onChange,
}: Props) {
  const [open, setOpen] = useState(false);
  const noteId = `${id}__note`;
  const said = chosen
    ? chosen.title
    : value
      ? `"${value}", which leads to no ${words.one}`
      : words.nothing.toLowerCase();
  return (
    <div className="ed-reference">
      <ReferenceStyle />
      <button
        id={id}
        type="button"
        className="ed-reference-button"
        aria-haspopup="dialog"
        aria-label={`${label}: ${said}. Change`}
        aria-describedby={value && !chosen ? noteId : undefined}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {chosen ? (
          <ChoiceFace siteId={siteId} choice={chosen} />
        ) : (
          <span className="ed-reference-face">
            <span className="ed-reference-thumb" aria-hidden="true" />
            <span className="ed-reference-title">{value ? words.missing : words.nothing}</span>
          </span>
        )}
        <span className="ed-reference-change" aria-hidden="true">
          {chosen ? 'Change' : 'Choose'}
        </span>
      </button>
      {value && !chosen && (
        <p id={noteId} className="ed-field-error">
          {words.missingNote(value)}
        </p>
      )}
      {open && (
        <ReferenceDialog
          label={label}
          siteId={siteId}
          choices={choices()}
          current={value}
          optional={optional}
          words={words}
          onDone={(picked) => {
            setOpen(false);
            if (picked !== undefined) onChange(picked ?? undefined);
          }}
        />
      )}
    </div>
  );
}

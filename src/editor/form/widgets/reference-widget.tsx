import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { EditorFormContext } from '../form-context';
import { controlName } from '../labels';
import { chosenEntry, referenceChoices, targetCollections } from '../reference-choices';
import { ReferenceDialog } from './reference-dialog';
import { ChoiceFace } from './reference-face';
import { ReferenceStyle } from './reference-style';

/**
 * A field that names another entry ("agents/maria-lopez"): shown as that
 * entry, by its name and picture, with a button that opens the entries to
 * choose from. Nobody types the reference; a reference that leads nowhere is
 * said in words, with the same button to choose another.
 */
export function ReferenceWidget({
  id,
  name,
  value,
  label,
  required,
  disabled,
  readonly,
  onChange,
  registry,
  schema,
}: WidgetProps) {
  const { siteId, references } = registry.formContext as EditorFormContext;
  const [open, setOpen] = useState(false);
  const source = useMemo(() => references ?? { collections: [], entries: [] }, [references]);
  const reference = typeof value === 'string' && value !== '' ? value : undefined;
  const chosen = useMemo(() => chosenEntry(reference, source), [reference, source]);
  // The whole list is made only while the dialog is open: typing in other fields changes the site's entries.
  const choices = useMemo(() => {
    if (!open) return [];
    const targets = targetCollections(name, reference, source);
    return referenceChoices(source).filter((choice) => targets.includes(choice.collection));
  }, [open, name, reference, source]);
  const noteId = `${id}__note`;
  const said = chosen ? chosen.title : reference ? `"${reference}", which leads to no entry` : 'nobody chosen';

  return (
    <div className="ed-reference">
      <ReferenceStyle />
      <button
        id={id}
        type="button"
        className="ed-reference-button"
        aria-haspopup="dialog"
        aria-label={`${controlName(label, schema)}: ${said}. Change`}
        aria-describedby={reference && !chosen ? noteId : undefined}
        disabled={disabled || readonly}
        onClick={() => setOpen(true)}
      >
        {chosen ? (
          <ChoiceFace siteId={siteId} choice={chosen} />
        ) : (
          <span className="ed-reference-face">
            <span className="ed-reference-thumb" aria-hidden="true" />
            <span className="ed-reference-title">{reference ? 'Missing entry' : 'Nobody chosen'}</span>
          </span>
        )}
        <span className="ed-reference-change" aria-hidden="true">
          {chosen ? 'Change' : 'Choose'}
        </span>
      </button>
      {reference && !chosen && (
        <p id={noteId} className="ed-field-error">
          This names "{reference}", but the site has no such entry: it may have been renamed or deleted. Choose another.
        </p>
      )}
      {open && (
        <ReferenceDialog
          label={controlName(label, schema)}
          siteId={siteId}
          choices={choices}
          current={reference}
          optional={!required}
          onDone={(picked) => {
            setOpen(false);
            if (picked !== undefined) onChange(picked ?? undefined);
          }}
        />
      )}
    </div>
  );
}

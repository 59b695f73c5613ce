import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import type { EditorFormContext } from '../form-context';
import { controlName } from '../labels';
import { chosenEntry, referenceChoices, targetCollections } from '../reference-choices';
import { ChoicePicker } from './choice-picker';

const ENTRY_WORDS = {
  one: 'entry',
  many: 'entries',
  nothing: 'Nobody chosen',
  missing: 'Missing entry',
  none: 'Name nobody here',
  missingNote: (reference: string) =>
    `This names "${reference}", but the site has no such entry: it may have been renamed or deleted. Choose another.`,
};

/**
 * A field that names another entry ("agents/maria-lopez"): shown as that
 * entry, by its name and picture, and chosen from the entries of the
 * collections the field names.
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
  const source = useMemo(() => references ?? { collections: [], entries: [] }, [references]);
  const reference = typeof value === 'string' && value !== '' ? value : undefined;
  const chosen = useMemo(() => chosenEntry(reference, source), [reference, source]);
  return (
    <ChoicePicker
      id={id}
      label={controlName(label, schema)}
      siteId={siteId}
      value={reference}
      chosen={chosen}
      choices={() => {
        const targets = targetCollections(name, reference, source);
        return referenceChoices(source).filter((choice) => targets.includes(choice.collection));
      }}
      optional={!required}
      disabled={disabled || readonly}
      words={ENTRY_WORDS}
      onChange={onChange}
    />
  );
}

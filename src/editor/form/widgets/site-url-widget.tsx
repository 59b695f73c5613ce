import type { WidgetProps } from '@rjsf/utils';
import { siteUrlOf } from '@/content/site-url';
import { FieldNote, useFieldNote } from './field-note';

/**
 * A site's web address, typed as people say it ("www.joesplumbing.com") and
 * kept as the site links with it ("https://www.joesplumbing.com"), with a note
 * saying so. What is not a domain is left as typed, for the checks to explain.
 */
export function SiteUrlWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const [note, setNote] = useFieldNote(value);
  const settle = () => {
    const url = siteUrlOf(text);
    if (url && url !== text) {
      onChange(url);
      setNote(`Will be saved as ${url}`, url);
    }
    onBlur(id, text);
  };
  return (
    <div>
      <input
        id={id}
        className="form-control"
        value={text}
        placeholder="www.example.com"
        inputMode="url"
        autoCapitalize="off"
        spellCheck={false}
        disabled={disabled || readonly}
        aria-describedby={`${id}__note`}
        aria-invalid={rawErrors?.length ? true : undefined}
        onChange={(event) => {
          setNote(undefined);
          onChange(event.target.value === '' ? undefined : event.target.value);
        }}
        onBlur={settle}
        onFocus={() => onFocus(id, text)}
      />
      <FieldNote id={id} note={note} />
    </div>
  );
}

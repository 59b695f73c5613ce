import type { WidgetProps } from '@rjsf/utils';
import { hexToHsl, hslToHex } from '@/content/color';
import { understoodColour } from '../understood';
import { FieldNote, useFieldNote } from './field-note';

/**
 * A colour: picked, or typed in any usual form ("teal", "#1E6FD9",
 * "rgb(30 111 217)", "hsl(215 75% 48%)"), and saved as the "H S% L%" the theme
 * uses, with a note saying so until the value changes again.
 */
export function HslWidget({ id, value, label, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const [note, setNote] = useFieldNote(value);
  const settle = () => {
    const understood = understoodColour(text);
    if (understood) {
      onChange(understood.value);
      setNote(understood.note, understood.value);
    }
    onBlur(id, text);
  };
  return (
    <div>
      <div className="ed-inline">
        <input
          type="color"
          aria-label={`${label}: pick a colour`}
          value={hslToHex(text) ?? '#000000'}
          disabled={disabled || readonly}
          onChange={(event) => {
            setNote(undefined);
            onChange(hexToHsl(event.target.value) ?? text);
          }}
        />
        <input
          id={id}
          className="form-control"
          aria-describedby={`${id}__note`}
          placeholder="teal, #1A7F7A or rgb(26 127 122)"
          value={text}
          disabled={disabled || readonly}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={settle}
          onFocus={() => onFocus(id, text)}
        />
      </div>
      <FieldNote id={id} note={note} />
    </div>
  );
}

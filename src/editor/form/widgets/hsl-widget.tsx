import type { WidgetProps } from '@rjsf/utils';
import { hexToHsl, hslToHex } from '@/content/color';

/** A colour picker beside the text, writing the "H S% L%" form the theme uses. */
export function HslWidget({ id, value, label, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="ed-inline">
      <input
        type="color"
        aria-label={`${label}: pick a colour`}
        value={hslToHex(text) ?? '#000000'}
        disabled={disabled || readonly}
        onChange={(event) => onChange(hexToHsl(event.target.value) ?? text)}
      />
      <input
        id={id}
        className="form-control"
        value={text}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, text)}
        onFocus={() => onFocus(id, text)}
      />
    </div>
  );
}

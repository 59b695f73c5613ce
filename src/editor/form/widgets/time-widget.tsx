import type { WidgetProps } from '@rjsf/utils';

/**
 * The field for a schema's `ClockTime` ("09:00"): the browser's own time
 * field, beside the date above it, typed with the keyboard (hours, then
 * minutes, each with the arrow keys or digits), read by screen readers as a
 * time, and a wheel or clock on phones. It shows the
 * person's own 12- or 24-hour clock and always gives "HH:MM" (the stored
 * form); seconds are only shown when the file already has them. Emptied, the
 * field is left out, so the entry goes live at the start of its day.
 */
export function TimeWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  onChange,
  onBlur,
  onFocus,
  rawErrors,
}: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  return (
    <input
      id={id}
      type="time"
      className="form-control ed-time"
      value={text}
      step={text.length > 5 ? 1 : 60}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={() => onBlur(id, text)}
      onFocus={() => onFocus(id, text)}
    />
  );
}

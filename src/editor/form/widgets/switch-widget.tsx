import type { WidgetProps } from '@rjsf/utils';

/** true/false as a switch that says its state, keyboard-operable as a checkbox. */
export function SwitchWidget({ id, value, label, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  const on = value === true;
  return (
    <label className="ed-switch" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, on)}
        onFocus={() => onFocus(id, on)}
      />
      <span className="ed-switch-track" aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}

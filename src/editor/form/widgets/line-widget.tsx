import type { WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef } from 'react';

/**
 * A one-line text (a headline, a name, a price) in a box that grows with it,
 * so a long headline is seen whole. The value stays one line: a pressed
 * Enter or a pasted line break becomes a space.
 */
export function LineWidget({ id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, schema, rawErrors }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + 2}px`;
  }, [text]);
  return (
    <textarea
      ref={box}
      id={id}
      className="form-control ed-line"
      rows={1}
      value={text}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      maxLength={schema.maxLength}
      aria-invalid={rawErrors?.length ? true : undefined}
      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      onChange={(event) => {
        const next = event.target.value.replace(/[\r\n]+/g, ' ');
        onChange(next === '' ? undefined : next);
      }}
      onBlur={() => onBlur(id, text)}
      onFocus={() => onFocus(id, text)}
    />
  );
}

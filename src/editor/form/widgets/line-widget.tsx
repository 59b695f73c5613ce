import type { WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef, useState } from 'react';
import { FACT_TOKEN, isSiteFact } from '@/content/site-facts';
import { controlName } from '../labels';
import { FactButtons } from './fact-buttons';

/** Whether a text already names a business detail ("Call {phone}"). */
const namesFact = (text: string) => [...text.matchAll(FACT_TOKEN)].some(([, name]) => isSiteFact(name));

/**
 * Text in a box that grows with it, so a long headline is seen whole. One-line
 * texts (a headline, a name, a price) stay one line: Enter or a pasted line
 * break becomes a space. Long texts (options.multiline) keep their lines.
 *
 * A choice that puts a business detail ("{phone}") at the cursor is offered
 * where one reads naturally: in long texts ("Call us at {phone}"), and in a
 * text that already names one (a button's "Call {phone}"). A name, a price
 * or a picture's title stays a plain box. Once offered, the choice stays while
 * the field is shown, so nothing moves as its text changes.
 */
export function LineWidget({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  autofocus,
  onChange,
  onBlur,
  onFocus,
  schema,
  options,
  rawErrors,
}: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const multiline = options.multiline === true;
  const box = useRef<HTMLTextAreaElement>(null);
  const [offered, setOffered] = useState(() => multiline || namesFact(text));
  if (!offered && namesFact(text)) setOffered(true);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + 2}px`;
  }, [text]);
  const change = (next: string) => {
    const cleaned = multiline ? next : next.replace(/[\r\n]+/g, ' ');
    onChange(cleaned === '' ? undefined : cleaned);
  };
  return (
    <div className="ed-text">
      <textarea
        ref={box}
        id={id}
        className={`form-control ed-line${multiline ? ' ed-multiline' : ''}`}
        rows={multiline ? 3 : 1}
        value={text}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        maxLength={schema.maxLength}
        aria-invalid={rawErrors?.length ? true : undefined}
        onKeyDown={(event) => !multiline && event.key === 'Enter' && event.preventDefault()}
        onChange={(event) => change(event.target.value)}
        onBlur={() => onBlur(id, text)}
        onFocus={() => onFocus(id, text)}
      />
      {offered && !disabled && !readonly && (
        <FactButtons box={box} label={controlName(label, schema)} onInsert={change} />
      )}
    </div>
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { EditorFormContext } from '../form-context';
import { understoodHref } from '../understood';
import { FieldNote, useFieldNote } from './field-note';

const OTHER = 'other';

interface HrefPickerProps {
  id: string;
  value: string | undefined;
  label: string;
  links: EditorFormContext['links'];
  disabled?: boolean;
  onChange: (value: string | undefined) => void;
  onBlur?: (text: string) => void;
  onFocus?: (text: string) => void;
}

/**
 * A link: one of the site's pages or sections, chosen from the list, or a web
 * address, email or phone number typed in words ("www.example.com",
 * "jane@example.com", "(555) 123-4567"), which is saved in the form links
 * need, with a note saying so. Link fields and links in rich text both use it.
 */
export function HrefPicker({ id, value, label, links, disabled, onChange, onBlur, onFocus }: HrefPickerProps) {
  const text = typeof value === 'string' ? value : '';
  const known = links.some((link) => link.href === text);
  const [typing, setTyping] = useState(!known && text !== '');
  const [note, setNote] = useFieldNote(value);
  const showInput = typing || (!known && text !== '');
  const settle = () => {
    const understood = understoodHref(text);
    if (understood) {
      onChange(understood.value || undefined);
      setNote(understood.note, understood.value || undefined);
    }
    onBlur?.(text);
  };
  return (
    <div className="ed-href">
      <select
        id={showInput ? `${id}__choice` : id}
        aria-label={showInput ? `${label}: kind of link` : undefined}
        value={showInput ? OTHER : text}
        disabled={disabled}
        onChange={(event) => {
          setNote(undefined);
          if (event.target.value === OTHER) return setTyping(true);
          setTyping(false);
          onChange(event.target.value || undefined);
        }}
      >
        <option value="">Choose a page or section</option>
        {links.map((link) => (
          <option key={link.href} value={link.href}>
            {link.label}
          </option>
        ))}
        <option value={OTHER}>A web address, email or phone number…</option>
      </select>
      {showInput && (
        <input
          id={id}
          className="form-control"
          aria-label={`${label}: web address, email or phone number`}
          aria-describedby={`${id}__note`}
          value={text}
          placeholder="www.example.com, name@example.com or (555) 123-4567"
          disabled={disabled}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={settle}
          onFocus={() => onFocus?.(text)}
        />
      )}
      <FieldNote id={id} note={note} />
    </div>
  );
}

/** A link field of the form. */
export function HrefWidget({ id, value, label, disabled, readonly, onChange, onBlur, onFocus, registry }: WidgetProps) {
  const { links } = registry.formContext as EditorFormContext;
  return (
    <HrefPicker
      id={id}
      value={value}
      label={label}
      links={links}
      disabled={disabled || readonly}
      onChange={onChange}
      onBlur={(text) => onBlur(id, text)}
      onFocus={(text) => onFocus(id, text)}
    />
  );
}

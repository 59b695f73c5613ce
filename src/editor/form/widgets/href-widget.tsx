import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { hrefInWords } from '../../site-links';
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

/** A page or section of this site ("~/x", "/x", "#x"), as opposed to an address typed in words. */
const isSiteLink = (href: string) => /^(~?\/|#)/.test(href);

/**
 * A link: one of the site's pages or sections, chosen from the list by name,
 * or a web address, email or phone number typed in words ("www.example.com",
 * "jane@example.com", "(555) 123-4567"), which is saved in the form links
 * need, with a note saying so. What is stored ("~/contact", "tel:+1555…") is
 * never what is shown: the list and the text box speak in words. Link fields
 * and links in rich text both use it.
 */
export function HrefPicker({ id, value, label, links, disabled, onChange, onBlur, onFocus }: HrefPickerProps) {
  const text = typeof value === 'string' ? value : '';
  const known = links.some((link) => link.href === text);
  // A page or section the site no longer has stays chosen, named from its address, until another is picked.
  const missing = !known && isSiteLink(text);
  const [typing, setTyping] = useState(!known && !missing && text !== '');
  // What the person is typing, shown as typed; otherwise the box shows the stored link in words.
  const [draft, setDraft] = useState<string>();
  const [note, setNote] = useFieldNote(value);
  const showInput = typing || (!known && !missing && text !== '');
  const settle = () => {
    setDraft(undefined);
    const understood = understoodHref(text);
    const stored = understood ? understood.value : text;
    if (understood) {
      onChange(understood.value || undefined);
      setNote(understood.note, understood.value || undefined);
    }
    // A page typed by its stored form ("~/contact") is shown as the choice it is.
    if (links.some((link) => link.href === stored)) setTyping(false);
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
        {missing && !showInput && <option value={text}>{`${hrefInWords(text)} (not on this site)`}</option>}
        <option value={OTHER}>A web address, email or phone number…</option>
      </select>
      {showInput && (
        <input
          id={id}
          className="form-control"
          aria-label={`${label}: web address, email or phone number`}
          aria-describedby={`${id}__note`}
          value={draft ?? hrefInWords(text, links)}
          placeholder="www.example.com, name@example.com or (555) 123-4567"
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.target.value);
            onChange(event.target.value === '' ? undefined : event.target.value);
          }}
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

import type { WidgetProps } from '@rjsf/utils';
import type { EditorFormContext } from '../form-context';

/**
 * A link: choose one of the site's pages or sections from the list, or type
 * any address (another website, an email, a phone number) in the box.
 */
export function HrefWidget({ id, value, label, disabled, readonly, onChange, onBlur, onFocus, registry }: WidgetProps) {
  const { links } = registry.formContext as EditorFormContext;
  const text = typeof value === 'string' ? value : '';
  const known = links.some((link) => link.href === text);
  return (
    <div className="ed-href">
      <select
        aria-label={`${label}: choose a page or section`}
        value={known ? text : ''}
        disabled={disabled || readonly}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      >
        <option value="">{known ? 'Choose a page or section' : 'Other address (type it below)'}</option>
        {links.map((link) => (
          <option key={link.href} value={link.href}>
            {link.label}
          </option>
        ))}
      </select>
      <input
        id={id}
        className="form-control"
        value={text}
        placeholder="https://…, mailto:…, tel:…, ~/page or #section"
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, text)}
        onFocus={() => onFocus(id, text)}
      />
    </div>
  );
}

import styled from 'styled-components';
import type { FormField } from '@/content/types.generated';

const Wrapper = styled.div<{ $half: boolean }>`
  --error: 0 72% 38%;
  display: grid;
  gap: 0.375rem;
  /* A message under one field of a pair must not push its neighbour's input down. */
  align-content: start;
  @media (min-width: 640px) {
    grid-column: ${({ $half }) => ($half ? 'span 1' : '1 / -1')};
  }
  label { font-weight: 600; font-size: 0.9375rem; }
  label span { color: hsl(var(--primary)); }
  input, select, textarea {
    width: 100%;
    min-height: 2.875rem;
    padding: 0.625rem 0.875rem;
    border: 1px solid hsl(var(--foreground) / 0.28);
    border-radius: calc(var(--radius) * 0.6);
    background: hsl(var(--background));
  }
  /* One height for every one-line field, whatever a browser gives a date or a list, so a pair lines up. */
  input, select { height: 3rem; }
  textarea { resize: vertical; }
  [aria-invalid='true'] { border-color: hsl(var(--error)); }
  input:focus-visible, select:focus-visible, textarea:focus-visible { border-color: hsl(var(--primary)); }
`;

interface FieldProps {
  field: FormField;
  id: string;
  /** Forms with their own messages leave length limits to those messages. */
  nativeLimits: boolean;
  /** What is wrong with the value, shown under the field. */
  error?: string;
}

/** Red for problems, dark enough to read as small text on a light form. */
const ErrorText = styled.p`
  font-size: 0.875rem;
  font-weight: 600;
  color: hsl(var(--error));
`;

/** One labelled input of whichever kind the content asks for. */
export function Field({ field, id, nativeLimits, error }: FieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-required': field.required || undefined,
    autoComplete: field.autocomplete,
    placeholder: field.type === 'select' ? undefined : field.placeholder,
    maxLength: nativeLimits ? field.maxLength : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <Wrapper $half={field.width === 'half'}>
      <label htmlFor={id}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={field.rows ?? 5} />
      ) : field.type === 'select' ? (
        // The prompt has no value and cannot be chosen again, so "required" means a real choice.
        <select {...common} defaultValue="">
          <option value="" disabled>
            {field.placeholder ?? 'Select an option'}
          </option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={field.type} min={field.min} max={field.max} />
      )}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}

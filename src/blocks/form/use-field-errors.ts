import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FormField } from '@/content/types.generated';

export type FieldErrors = Record<string, string>;

/**
 * The messages shown under a form's fields. A check marks every field that is
 * wrong and moves focus to the first (once its message is on the page, so a
 * screen reader reads the message with the field); a marked field is checked
 * again as the visitor corrects it, and its message goes as soon as it is right.
 */
export function useFieldErrors(fields: FormField[]) {
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Check all values; returns the first problem's message, or undefined when all is well. */
  const check = async (form: HTMLFormElement, values: Record<string, string>): Promise<string | undefined> => {
    const { problemsIn } = await import('./validation');
    const found = problemsIn(fields, values);
    flushSync(() => setErrors(found));
    const [first] = Object.keys(found);
    if (!first) return undefined;
    const control = form.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
    return found[first];
  };

  const recheck = async (event: FormEvent<HTMLFormElement>) => {
    const control = event.target as HTMLInputElement;
    const field = fields.find((f) => f.name === control.name);
    if (!field || !errors[field.name]) return;
    const { problemWith } = await import('./validation');
    const problem = problemWith(field, control.value);
    setErrors(({ [field.name]: _, ...others }) => (problem ? { ...others, [field.name]: problem } : others));
  };

  return { errors, check, recheck };
}

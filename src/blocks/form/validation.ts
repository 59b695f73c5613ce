import { string, ValidationError, type StringSchema } from 'yup';
import type { FormField } from '@/content/types.generated';

/** The yup rule for one field, read from its content: required, email format, length. */
function ruleFor(field: FormField): StringSchema {
  const messages = field.messages ?? {};
  let rule = string().trim();
  if (field.required) rule = rule.required(messages.required ?? `${field.label} is required`);
  if (field.type === 'email') {
    const message = messages.format ?? 'Invalid email address';
    // yup accepts "jane@example"; a deliverable address also needs a top-level domain
    // (and the form service refuses it without one).
    rule = rule.email(message).matches(/@[^@\s.]+(\.[^@\s.]+)+$/, { message, excludeEmptyString: true });
  }
  if (field.maxLength) rule = rule.max(field.maxLength, messages.maxLength ?? `${field.label} is too long`);
  return rule;
}

/**
 * Check the values in the form's own field order and return the first
 * problem's message, or undefined when everything is fine. (yup's own error
 * list is not ordered by field, hence one field at a time.)
 */
export function firstProblem(fields: FormField[], values: Record<string, string>): string | undefined {
  for (const field of fields) {
    try {
      ruleFor(field).validateSync(values[field.name] ?? '');
    } catch (error) {
      if (error instanceof ValidationError) return error.message;
      throw error;
    }
  }
  return undefined;
}

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

/** The first problem with one field's value, or undefined when it is fine. */
export function problemWith(field: FormField, value: string): string | undefined {
  try {
    ruleFor(field).validateSync(value);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/**
 * Every field's first problem, keyed by field name in the form's own field
 * order (yup's own error list is not ordered by field, hence one field at a time).
 */
export function problemsIn(fields: FormField[], values: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = problemWith(field, values[field.name] ?? '');
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

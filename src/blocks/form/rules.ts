import type { BlockRules } from '../../../scripts/content/block-rules.ts';
import { isRecord } from '../../../scripts/content/locate.ts';
import { list, text } from '../../../scripts/content/readable.ts';

/**
 * Field names are unique, options belong to select fields and only to them, a
 * form that shows its own messages has one for each required field, and a form
 * that really sends has a form id in its site.json to send under.
 */
const form: BlockRules = {
  section: (block, { file, path, site, report }) => {
    const names = new Set<string>();
    list(block, 'fields').forEach((field, i) => {
      if (!isRecord(field)) return;
      const at = [...path, 'fields', i];
      const name = text(field, 'name') ?? '';
      if (names.has(name))
        report(
          file,
          [...at, 'name'],
          'duplicate-field',
          `Two fields of this form are named "${name}".`,
          'Each field needs its own name.',
        );
      names.add(name);
      if (field.type === 'select' && !field.options)
        report(
          file,
          at,
          'select-without-options',
          `The select field "${name}" has no options.`,
          'Add "options", each with a value and a label.',
        );
      if (field.type !== 'select' && field.options)
        report(
          file,
          [...at, 'options'],
          'options-without-select',
          `Only select fields have options, but "${name}" is a ${String(field.type)} field.`,
        );
      const messages = isRecord(field.messages) ? field.messages : {};
      if (block.validation === 'messages' && field.required === true && !messages.required) {
        report(
          file,
          at,
          'missing-required-message',
          `The required field "${name}" has no message for when it is left empty.`,
          'Add "messages": { "required": "..." }, since this form shows its own messages.',
        );
      }
    });
    const submission = isRecord(block.submission) ? block.submission : {};
    if (submission.mode === 'external' && text(site, 'formId') === undefined && site !== undefined) {
      report(
        file,
        [...path, 'submission', 'mode'],
        'form-id-missing',
        'This form really sends ("mode": "external"), but the site has no "formId" to send under.',
        'Add "formId": "<the id from your form service>" to the site.json of this site; every form of the site uses it.',
      );
    }
  },
};
export default form;

import { isRecord, type Segment } from './locate.ts';
import type { SourceFile } from './load.ts';
import { list, text } from './readable.ts';
import type { Report } from './routes.ts';
import { listOf, nearest } from './suggest.ts';

/**
 * Rules inside one section that the schema cannot say. Sections reach here
 * only when the schema found nothing wrong in them, but every value is still
 * read defensively.
 */
export function checkBlock(
  block: Record<string, unknown>,
  path: Segment[],
  file: SourceFile,
  site: unknown,
  report: Report,
): void {
  switch (block.type) {
    case 'pricing':
      return checkPricing(block, path, file, report);
    case 'gallery':
      return checkGallery(block, path, file, report);
    case 'form':
      return checkForm(block, path, file, site, report);
    default:
      return undefined;
  }
}

function checkPricing(block: Record<string, unknown>, path: Segment[], file: SourceFile, report: Report): void {
  const highlighted = list(block, 'tiers').flatMap((tier, i) =>
    isRecord(tier) && tier.highlighted === true ? [i] : [],
  );
  if (highlighted.length > 1) {
    report(
      file,
      [...path, 'tiers', highlighted[1], 'highlighted'],
      'two-highlighted-tiers',
      `${highlighted.length} tiers are highlighted as Most Popular; only one may be.`,
      'Remove "highlighted" from all tiers but one.',
    );
  }
}

function checkGallery(block: Record<string, unknown>, path: Segment[], file: SourceFile, report: Report): void {
  const filterIds = list(block, 'filters').flatMap((filter) => text(filter, 'id') ?? []);
  const categories = new Set(list(block, 'items').flatMap((item) => text(item, 'category') ?? []));
  // A category close to a filter's id but not equal is a typo; one unlike every filter is allowed (it shows under All).
  const typoFor = new Set<string>();
  list(block, 'items').forEach((item, i) => {
    const category = text(item, 'category');
    if (category === undefined || filterIds.includes(category)) return;
    const guess = nearest(category, filterIds);
    if (!guess) return;
    typoFor.add(guess);
    const title = text(item, 'title');
    report(
      file,
      [...path, 'items', i, 'category'],
      'category-typo',
      `The picture${title ? ` "${title}"` : ''} has the category "${category}", which no filter button shows, so it only appears under All.`,
      `Did you mean "${guess}"? A category unlike every filter is fine on purpose: such pictures show under All only.`,
    );
  });

  const seen = new Set<string>();
  list(block, 'filters').forEach((filter, i) => {
    const id = text(filter, 'id');
    if (id === undefined) return;
    if (seen.has(id))
      report(file, [...path, 'filters', i, 'id'], 'duplicate-filter', `Two filter buttons show the category "${id}".`);
    seen.add(id);
    if (!categories.has(id) && !typoFor.has(id)) {
      const guess = nearest(id, categories);
      report(
        file,
        [...path, 'filters', i, 'id'],
        'empty-filter',
        `The filter "${text(filter, 'label') ?? id}" shows the category "${id}", but no picture has that category, so it would show nothing.`,
        guess ? `Did you mean "${guess}"?` : `The pictures' categories are ${listOf([...categories])}.`,
      );
    }
  });
}

function checkForm(
  block: Record<string, unknown>,
  path: Segment[],
  file: SourceFile,
  site: unknown,
  report: Report,
): void {
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
}

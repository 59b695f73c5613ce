/**
 * Words a client never reads on a form: the studio's and the schema's jargon,
 * and the words an owner stumbled on in the editor (issue 38's quotes).
 * Kept once for the words files' test and the test that walks every form.
 */

/** Found anywhere in a text, as written. */
const ANYWHERE = [
  '~/',
  '*',
  'mailto:',
  'tel:',
  'Insert…',
  'a group of fields',
  'base path',
  'hsl',
  'schema',
  'variant',
  'alt text',
  'textarea',
  'site fact',
  'site document',
  'true:',
  'false:',
  // Words that only made sense to whoever wrote the schema.
  'short facts',
  'written in other words',
  'exactly as it should read',
];

/** Found as whole words, in any case. */
const WHOLE_WORDS = [
  'slug',
  'anchor',
  'eyebrow',
  'full-bleed',
  'scrim',
  'tiers',
  'items',
  'hue',
  'saturation',
  'lightness',
  'frosted',
];

/** The jargon found in `text`: each word of the list it contains. */
export function jargonIn(text: string): string[] {
  const lower = text.toLowerCase();
  return [
    ...ANYWHERE.filter((word) => lower.includes(word.toLowerCase())),
    ...WHOLE_WORDS.filter((word) => new RegExp(`(^|[^a-z])${word}([^a-z]|$)`, 'i').test(text)),
    // A name as code writes it ("maxLength", "LocalBusiness"), or a list's entry by its number ("Features-1").
    ...(text.match(/\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*|\b[A-Za-z]+-\d+\b/g) ?? []),
  ];
}

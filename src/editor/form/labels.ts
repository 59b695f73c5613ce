/**
 * The editor's words for what the content files call by developer names.
 * Everything here is a lookup table: a block type or field that has no entry
 * falls back to its name in words, so a new block type still gets a form.
 */

/** Section types in plain words, with one line saying what each is for. */
const BLOCK_WORDS: Record<string, { label: string; help: string }> = {
  hero: { label: 'Opening section', help: 'The big first section of a page: a headline, a sentence and buttons.' },
  'card-grid': {
    label: 'Cards',
    help: 'Services, values or features as cards side by side, each with an icon or picture.',
  },
  cta: { label: 'Call to action', help: 'A coloured band that asks the visitor to act, with one or two buttons.' },
  faq: { label: 'Questions and answers', help: 'Questions that open one at a time to show their answers.' },
  form: { label: 'Form', help: 'A form visitors fill in and send, such as a quote request.' },
  gallery: { label: 'Gallery', help: 'Pictures with captions, optionally with filter buttons.' },
  'logo-list': { label: 'Names and logos', help: 'A row of brand or client names.' },
  notice: { label: 'Notice', help: 'A short highlighted note, such as an opening-hours change.' },
  'price-list': { label: 'Price list', help: 'Items with their prices, like a menu or a list of services.' },
  pricing: { label: 'Packages and prices', help: 'Packages side by side, one of them marked as the most popular.' },
  stats: { label: 'Figures', help: 'A row of big numbers with a few words each, such as "500+ happy clients".' },
  team: { label: 'Team', help: 'People with their photo, name and role.' },
  testimonials: { label: 'Testimonials', help: 'Quotes from happy customers, with their names.' },
  text: { label: 'Text', help: 'Paragraphs of text, optionally beside a picture.' },
};

/** Field names whose plain reading would puzzle someone who never saw the JSON. */
const FIELD_WORDS: Record<string, string> = {
  href: 'Link',
  ctaLink: 'Button link',
  ctaLabel: 'Button label',
  cta: 'Button label',
  src: 'Picture file',
  alt: 'Alt text (what the picture shows)',
  basePath: 'Base path',
  url: 'Web address of the site',
  formId: 'Form id',
  anchor: 'Section id (for links to this section)',
  eyebrow: 'Small line above the heading',
  tone: 'Background',
  headingSize: 'Headline size',
  intro: 'Introduction',
  nav: 'Menu',
  submitLabel: 'Send button text',
  sendingLabel: 'Send button text while sending',
  showAfter: 'Show after scrolling (pixels)',
  imagePosition: 'Picture side',
  newTab: 'Open in a new tab',
};

/** Choices in plain words ("lg" -> "Large"); anything else is shown as written, capitalised. */
const CHOICE_WORDS: Record<string, string> = {
  sm: 'Small',
  md: 'Medium',
  lg: 'Large',
  xl: 'Extra large',
  'full-bleed': 'Text over the whole picture',
  split: 'Text beside the picture',
  centered: 'Text centred under the picture',
  solid: 'Solid brand-coloured band, no picture',
  title: 'Large title, the picture as a strip under it',
  tinted: 'Centred on a soft tint, under a small picture',
  start: 'At the left edge, the introduction beside',
  muted: 'Soft grey',
  primary: 'Brand colour',
  dark: 'Dark',
  default: 'Plain',
  tel: 'Phone number',
  textarea: 'Several lines of text',
  select: 'A choice from a list',
};

/** Fields that only a developer or the studio changes: shown under "Advanced", closed by default. */
export const ADVANCED_FIELDS = new Set([
  'basePath',
  'url',
  'formId',
  'anchor',
  'submission',
  'autocomplete',
  'validation',
  'focus',
]);

/** The name of one entry of a list, where the list's name alone says too little ("items"). */
const ENTRY_WORDS: Record<string, string> = {
  nav: 'Menu link',
  links: 'Link',
  actions: 'Button',
  hours: 'Opening hours',
  tiers: 'Package',
  members: 'Person',
  highlights: 'Point',
  legal: 'Line',
  options: 'Choice',
  filters: 'Filter button',
};

/** What one of a section's "items" is, by the section's type. */
const ITEM_WORDS: Record<string, string> = {
  testimonials: 'Testimonial',
  faq: 'Question',
  stats: 'Figure',
  gallery: 'Picture',
  'logo-list': 'Name',
  'price-list': 'Price',
};

function words(name: string): string {
  const text = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "primaryForeground" -> "Primary foreground", "eyebrow" -> "Small line above the heading". */
export function humanize(name: string): string {
  return Object.hasOwn(FIELD_WORDS, name) ? FIELD_WORDS[name] : words(name);
}

export function choiceLabel(value: string): string {
  return Object.hasOwn(CHOICE_WORDS, value) ? CHOICE_WORDS[value] : words(value);
}

/** "tiers" -> "Package", "items" of testimonials -> "Testimonial": the name of one entry of a list. */
export function singular(name: string, blockType?: string): string {
  if (name === 'items' && blockType && Object.hasOwn(ITEM_WORDS, blockType)) return ITEM_WORDS[blockType];
  if (Object.hasOwn(ENTRY_WORDS, name)) return ENTRY_WORDS[name];
  const word = words(name);
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(word)) return word;
  return word.replace(/s$/, '');
}

/** A section type's name in words: "cta" -> "Call to action", "price-list" -> "Price list". */
export function blockLabel(type: string): string {
  return Object.hasOwn(BLOCK_WORDS, type) ? BLOCK_WORDS[type].label : words(type);
}

/** One line on what a section type is for, or undefined where there is none. */
export function blockHelp(type: string): string | undefined {
  return Object.hasOwn(BLOCK_WORDS, type) ? BLOCK_WORDS[type].help : undefined;
}

/** Names whose plain reading would puzzle someone who never saw the JSON. */
const SPECIAL: Record<string, string> = {
  href: 'Link',
  ctaLink: 'Button link',
  ctaLabel: 'Button label',
  src: 'Picture file',
  alt: 'Alt text (what the picture shows)',
  basePath: 'Base path',
  formId: 'Form service id',
  nav: 'Menu',
};

/** "primaryForeground" -> "Primary foreground", "card-grid" -> "Card grid". */
export function humanize(name: string): string {
  if (Object.hasOwn(SPECIAL, name)) return SPECIAL[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Lists whose entries have a better name than the list's name without its "s". */
const ENTRY_NAMES: Record<string, string> = {
  nav: 'Menu link',
  links: 'Link',
  actions: 'Button',
  hours: 'Opening hours',
};

/** "tiers" -> "Tier", "categories" -> "Category": the name of one entry of a list. */
export function singular(name: string): string {
  if (Object.hasOwn(ENTRY_NAMES, name)) return ENTRY_NAMES[name];
  const word = humanize(name);
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(word)) return word;
  return word.replace(/s$/, '');
}

import { telHref } from './href.ts';
import type { SiteDocument } from './types.generated.ts';

/**
 * Facts a site states once, in its site.json, and page text refers to by a
 * token ("Call {phone}", "tel:{phone}"), so a changed number is changed
 * everywhere. The words say what each token stands for, for messages.
 */
export const SITE_FACTS = {
  businessName: 'the business name',
  phone: 'the phone number',
  email: 'the email address',
  address: 'the street address',
  hours: 'the opening hours',
} as const;

export type SiteFact = keyof typeof SITE_FACTS;

/** "{phone}" and the like; any word in braces, so a misspelt token can be reported. */
export const FACT_TOKEN = /\{([A-Za-z]+)\}/g;

export const isSiteFact = (name: string): name is SiteFact => Object.hasOwn(SITE_FACTS, name);

type SiteFacts = Pick<SiteDocument, 'name'> & { contact?: Partial<SiteDocument['contact']> };

/** What each token stands for on this site; a fact the site does not state is left out. */
export function factValues(site: SiteFacts): Partial<Record<SiteFact, string>> {
  const contact = site.contact ?? {};
  const hours = contact.hours?.map((line) => `${line.days} ${line.hours}`).join(', ');
  return {
    businessName: site.name,
    phone: contact.phone,
    email: contact.email,
    address: contact.address,
    hours: hours || undefined,
  };
}

function fillText(text: string, values: Partial<Record<SiteFact, string>>): string {
  if (!text.includes('{')) return text;
  // A whole link made of a token dials or writes to the site's own number or address.
  if (text === 'tel:{phone}' && values.phone) return telHref(values.phone);
  if (text === 'mailto:{email}' && values.email) return `mailto:${values.email}`;
  return text.replace(FACT_TOKEN, (token, name: string) => (isSiteFact(name) ? (values[name] ?? token) : token));
}

/**
 * A page (or any part of one) with every fact token filled in from its site.
 * The build, the development server and the editor's preview all show pages
 * through this, so they say the same.
 */
export function fillFacts<T>(value: T, site: SiteFacts): T {
  const values = factValues(site);
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string') return fillText(node, values);
    if (Array.isArray(node)) return node.map(fill);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, fill(child)]));
    return node;
  };
  return fill(value) as T;
}

import { FACT_TOKEN, factValues, isSiteFact, SITE_FACTS } from '../../src/content/site-facts.ts';
import type { SiteDocument } from '../../src/content/types.generated.ts';
import type { SourceFile } from './load.ts';
import { isRecord, type Segment } from './locate.ts';
import type { ReadableSite } from './readable.ts';
import type { Report } from './routes.ts';
import { nearest } from './suggest.ts';

function eachString(value: unknown, visit: (text: string, path: Segment[]) => void, path: Segment[] = []): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, i) => eachString(item, visit, [...path, i]));
  else if (isRecord(value))
    for (const [key, child] of Object.entries(value)) if (key !== '$schema') eachString(child, visit, [...path, key]);
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Site facts written once: every "{token}" in page text names a fact its
 * site.json states (an error otherwise, since the page would show the braces),
 * and page text that copies the site's phone number or email address by hand
 * is a warning naming the token that would keep it in step.
 */
export function checkSiteFacts(entry: ReadableSite, report: Report): void {
  const site = entry.site?.data;
  if (!isRecord(site) || !entry.siteValid) return;
  const values = factValues(site as unknown as SiteDocument);
  const phone = values.phone && digits(values.phone).length >= 7 ? digits(values.phone) : undefined;
  for (const { source } of entry.pages) {
    eachString(source.data, (text, path) => {
      for (const [, name] of text.matchAll(FACT_TOKEN)) checkToken(name, values, source, path, report);
      if (path.at(-1) === 'placeholder') return; // an example in an empty form field is not a fact
      if (phone && (text.includes(values.phone!) || (text.startsWith('tel:') && digits(text).endsWith(phone)))) {
        const token = text.startsWith('tel:') ? 'tel:{phone}' : '{phone}';
        report(
          source,
          path,
          'fact-written-out',
          `This text repeats the site's phone number, ${values.phone}.`,
          `Write ${token} instead: it shows the number from site.json, so a new number reaches every page.`,
        );
      }
      if (values.email && text.toLowerCase().includes(values.email.toLowerCase())) {
        const token = text.startsWith('mailto:') ? 'mailto:{email}' : '{email}';
        report(
          source,
          path,
          'fact-written-out',
          `This text repeats the site's email address, ${values.email}.`,
          `Write ${token} instead: it shows the address from site.json, so a new address reaches every page.`,
        );
      }
    });
  }
}

function checkToken(
  name: string,
  values: Partial<Record<string, string>>,
  source: SourceFile,
  path: Segment[],
  report: Report,
): void {
  if (!isSiteFact(name)) {
    const guess = nearest(name, Object.keys(SITE_FACTS));
    report(
      source,
      path,
      'unknown-fact',
      `{${name}} is not one of the site facts a page can show.`,
      `${guess ? `Did you mean {${guess}}? ` : ''}The facts are ${Object.keys(SITE_FACTS)
        .map((fact) => `{${fact}}`)
        .join(', ')}.`,
    );
  } else if (!values[name]) {
    report(
      source,
      path,
      'missing-fact',
      `{${name}} stands for ${SITE_FACTS[name]}, but this site's site.json does not give one, so the page would show the braces.`,
      `Add ${SITE_FACTS[name]} to the site's contact details in site.json, or write the text out here.`,
    );
  }
}

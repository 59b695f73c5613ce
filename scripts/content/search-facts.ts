import type { SiteDocument } from '../../src/content/types.generated.ts';
import { readHours } from '../../src/content/hours-reading.ts';
import type { ReadableSite } from './readable.ts';
import type { Report } from './routes.ts';

const LISTING_FACTS = {
  address: { words: 'address', example: '"12 Main Street, Springfield, IL 62701"' },
  phone: { words: 'phone number', example: '"(555) 123-4567"' },
} as const;

/**
 * The facts search engines read from a site (src/seo/structured-data.ts):
 * every line of opening hours reads as days and times, or says what it means
 * by its status; and a client site is told what its search listing will lack.
 */
export function checkSearchFacts(entry: ReadableSite, report: Report): void {
  if (!entry.site || !entry.siteValid) return;
  const source = entry.site;
  const site = source.data as SiteDocument;
  (site.contact.hours ?? []).forEach((line, index) => {
    const reading = readHours(line);
    if (reading.kind !== 'unreadable') return;
    const path = ['contact', 'hours', index, reading.part];
    if (reading.part === 'days')
      report(
        source,
        path,
        'unreadable-hours',
        `The days ${JSON.stringify(reading.text)} do not read as days of the week.`,
        'Write them like "Mon-Fri", "Saturday", "Tue, Thu" or "Daily"; a note may follow in brackets: "Tuesday-Sunday (Lunch)".',
      );
    else
      report(
        source,
        path,
        'unreadable-hours',
        `The hours ${JSON.stringify(reading.text)} do not read as opening and closing times.`,
        'Write them like "9:00 AM - 5:00 PM", "Closed" or "By appointment". To keep other words on the page, add "status": "closed" or "status": "by appointment" beside them, for search engines.',
      );
  });
  if (site.kind !== 'client') return;
  for (const [fact, { words, example }] of Object.entries(LISTING_FACTS)) {
    if (site.contact[fact as keyof typeof LISTING_FACTS]) continue;
    report(
      source,
      ['contact'],
      'listing-lacks-fact',
      `Search results and maps will show no ${words} for this business: its site.json gives none.`,
      `Add "${fact}" to "contact", like ${example}.`,
    );
  }
}

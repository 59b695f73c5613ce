import { isTimeZone, siteTimeZone } from '../../src/content/time-zone.ts';
import type { SourceFile } from './load.ts';
import type { Report } from './routes.ts';
import { nearest } from './suggest.ts';

/** Every zone name this runtime knows, for a suggestion. */
const knownZones = (): string[] => Intl.supportedValuesOf('timeZone');

/** A site's "timeZone" must be a zone the server knows: an unknown one would quietly fall back to the server's clock. */
export function checkTimeZone(site: SourceFile, report: Report): void {
  const zone = siteTimeZone(site.data);
  if (zone === undefined || isTimeZone(zone)) return;
  const near = nearest(zone, knownZones());
  report(
    site,
    ['timeZone'],
    'unknown-time-zone',
    `"${zone}" is not a time zone.`,
    near
      ? `Did you mean "${near}"?`
      : 'Write the name of the zone\'s largest city the way time zones are named, such as "America/Chicago" or "Europe/London".',
  );
}

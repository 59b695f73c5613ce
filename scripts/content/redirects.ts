import { joinPath } from '../../src/content/href.ts';
import { finalTarget, type Redirect } from '../../src/content/redirects.ts';
import { isRecord, type Segment } from './locate.ts';
import { isFlawed, type ReadableSite } from './readable.ts';
import type { Report, Website } from './routes.ts';

/**
 * A site's redirects.json, beyond its schema (schema/redirects.schema.json,
 * which says how a redirect is written and reports each one that is not):
 * no address is redirected twice, no address a page still has is redirected
 * (the page would never be seen), every target is a page (or leads to one),
 * and no chain of redirects goes round in a circle.
 */
export function checkRedirects(entry: ReadableSite, website: Website, report: Report): void {
  const source = entry.source.redirects;
  const site = entry.site?.data;
  if (!source || !isRecord(source.data) || !Array.isArray(source.data.redirects)) return;
  if (!isRecord(site) || typeof site.basePath !== 'string') return;
  const basePath = site.basePath;
  const good: { redirect: Redirect; path: Segment[] }[] = [];
  const seen = new Set<string>();
  source.data.redirects.forEach((item, index) => {
    const path: Segment[] = ['redirects', index];
    // One the schema refused is reported there; the rest are checked among themselves.
    if (isFlawed(entry, source.file, path) || !isRecord(item)) return;
    if (typeof item.from !== 'string' || typeof item.to !== 'string') return;
    const redirect = { from: item.from, to: item.to };
    if (seen.has(redirect.from)) {
      report(source, [...path, 'from'], 'bad-redirect', `${redirect.from} is redirected twice.`, 'Keep one of them.');
      return;
    }
    seen.add(redirect.from);
    good.push({ redirect, path });
  });

  const redirects = good.map(({ redirect }) => redirect);
  for (const { redirect, path } of good) {
    if (website.routes.has(joinPath(basePath, redirect.from))) {
      report(
        source,
        [...path, 'from'],
        'redirect-from-page',
        `A page still has the address ${redirect.from}, so visitors would never be sent on from it.`,
        'Remove this redirect, or give the page another address.',
      );
      continue;
    }
    const target = finalTarget(redirects, redirect.from);
    if (target === undefined) {
      report(
        source,
        [...path, 'to'],
        'redirect-loop',
        `The redirect from ${redirect.from} leads round in a circle back to itself, so the address never shows a page.`,
        'Point one of the redirects in the circle at a page of the site.',
      );
    } else if (website.complete && !website.routes.has(joinPath(basePath, target))) {
      report(
        source,
        [...path, 'to'],
        'redirect-to-missing-page',
        `The redirect from ${redirect.from} leads to ${target}, where there is no page.`,
        'Point it at an address a page of this site has.',
      );
    }
  }
}

import { joinPath } from '../../src/content/href.ts';
import { finalTarget, REDIRECT_PATH, type Redirect } from '../../src/content/redirects.ts';
import { isRecord, type Segment } from './locate.ts';
import type { ReadableSite } from './readable.ts';
import type { Report, Website } from './routes.ts';

/**
 * A site's redirects.json: a list of { "from", "to" }, each a page path of
 * the site; no address a page still has is redirected (the page would never
 * be seen), every target is a page (or leads to one), and no chain of
 * redirects goes round in a circle.
 */
export function checkRedirects(entry: ReadableSite, website: Website, report: Report): void {
  const source = entry.source.redirects;
  const site = entry.site?.data;
  if (!source || source.data === undefined || !isRecord(site) || typeof site.basePath !== 'string') return;
  const basePath = site.basePath;
  const list = isRecord(source.data) && Array.isArray(source.data.redirects) ? source.data.redirects : undefined;
  if (!list) {
    report(
      source,
      [],
      'bad-redirect',
      'This file does not list redirects.',
      'Write { "redirects": [ { "from": "/old-address", "to": "/new-address" } ] }.',
    );
    return;
  }
  const good: { redirect: Redirect; path: Segment[] }[] = [];
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const path: Segment[] = ['redirects', index];
    for (const key of ['from', 'to'] as const) {
      const value = isRecord(item) ? item[key] : undefined;
      if (typeof value !== 'string' || !REDIRECT_PATH.test(value)) {
        report(
          source,
          isRecord(item) ? [...path, key] : path,
          'bad-redirect',
          `"${key}" must be an address of this site, like "/our-team", not ${JSON.stringify(value)}.`,
          'Write the page path as the page writes its "path": "/" and lower-case words joined by dashes.',
        );
        return;
      }
    }
    const redirect = item as unknown as Redirect;
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

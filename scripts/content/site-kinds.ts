import { join } from 'node:path';
import { KIND_FOLDERS, statedKind, type SiteKind } from './core/site-kind.ts';
import { shownPath } from './files.ts';
import type { SourceFile } from './load.ts';
import { isRecord } from './locate.ts';
import { text, type ReadableSite } from './readable.ts';
import type { Report } from './routes.ts';
import type { ProblemCode } from './problem-codes.ts';

/**
 * What each kind of site must be: client sites in clients/ and nothing else
 * there, no studio among the demos, one studio; the studio and each client
 * published at a domain of their own (a `url`), a client at the root of it,
 * without the demos' banner that leads back to the studio.
 */
export function checkKinds(sites: ReadableSite[], root: string, contentDir: string, report: Report): void {
  const folder = (...parts: string[]) => `${shownPath(root, join(contentDir, ...parts))}/`;
  let studio: string | undefined;
  for (const { source, site } of sites) {
    const kind = statedKind(site?.data);
    if (!site || !kind) continue; // unreadable, or the schema says what is wrong with "kind"
    const place = source.parentFolder;

    const kindProblem = (code: ProblemCode, message: string, hint: string) =>
      report(site, ['kind'], code, message, hint);
    if (kind === 'client' && place !== KIND_FOLDERS.client)
      kindProblem(
        'client-outside-clients',
        `This site says "kind": "client", but it is in ${folder(place, source.id)}: client sites live in ${folder(KIND_FOLDERS.client)}.`,
        `Move the folder to ${folder(KIND_FOLDERS.client, source.id)}, or write what the site is: "demo" or "studio".`,
      );
    else if (kind !== 'client' && place === KIND_FOLDERS.client)
      kindProblem(
        'wrong-kind-in-clients',
        `This site is in ${folder(KIND_FOLDERS.client)}, where the client sites live, but it says "kind": "${kind}".`,
        `Write "kind": "client" if it is a client's website; otherwise move the folder out of ${folder(KIND_FOLDERS.client)}${kind === 'demo' ? ` into ${folder(KIND_FOLDERS.demo)}` : ''}.`,
      );
    else if (kind === 'studio' && place === KIND_FOLDERS.demo)
      kindProblem(
        'wrong-kind-in-demos',
        `This site is in ${folder(KIND_FOLDERS.demo)}, where the demos live, but it says "kind": "studio".`,
        `Write "kind": "demo" if it is a demo; the studio's own site has a folder of its own, outside ${folder(KIND_FOLDERS.demo)}.`,
      );
    else if (kind === 'studio' && studio)
      kindProblem(
        'second-studio',
        `Only one site can be the studio's own, and ${studio} is it already.`,
        'Write "kind": "demo" for a demo, or "client" for a client\'s website.',
      );
    else {
      if (kind === 'studio') studio = site.file;
      checkOwnDomain(site, kind, report); // once the site is where its kind belongs
    }
  }
}

/** The studio and each client are published on a domain of their own; a client at its root, without a banner. */
function checkOwnDomain(site: SourceFile, kind: SiteKind, report: Report): void {
  if (kind === 'demo' || !isRecord(site.data)) return;
  if (site.data.url === undefined)
    report(
      site,
      [],
      'missing-url',
      kind === 'client'
        ? 'A client site needs its address, like "www.joesplumbing.com".'
        : 'The studio\'s site needs its address, like "www.brightlinestudio.com".',
      'Add "url" to site.json with the domain the site is published at: its sitemap and canonical links are made from it.',
    );
  if (kind !== 'client') return;
  const basePath = text(site.data, 'basePath');
  if (basePath !== undefined && basePath !== '/')
    report(
      site,
      ['basePath'],
      'client-base-path',
      `A client site is published at the root of its own domain, so its base path is "/", not "${basePath}".`,
      `Write "basePath": "/". Its pages are then at "/", "/about" and so on, and links written like "${basePath}/about" become "/about".`,
    );
  if (site.data.banner !== undefined)
    report(
      site,
      ['banner'],
      'banner-on-client',
      'The banner ("Back to Portfolio / Get This Website") is for demos only: on a client\'s own website it would send visitors to the studio.',
      'Remove "banner" and everything in it from this site.json.',
    );
}

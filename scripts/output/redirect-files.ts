/**
 * A website's redirects for static hosts: `_redirects` (Netlify and
 * Cloudflare Pages read it: "/old /new 301"), and at each old address a
 * small page that sends a browser on (refresh) and tells search engines the
 * new address (canonical link), for hosts without rules. `npm run serve`
 * answers the `_redirects` lines with 301 (scripts/serve.ts).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { joinPath } from '../../src/content/href.ts';
import { finalTarget, type RedirectsDocument } from '../../src/content/redirects.ts';
import type { ContentRoute } from '../content/core/load-content.ts';
import { REDIRECTS_FILE } from '../content/load.ts';
import { escapeHtml, outputFileFor } from '../page-template.ts';
import { writeOutputFile } from './write-file.ts';

export const HOST_REDIRECTS_FILE = '_redirects';

/** Every redirect of the sites of `routes`, as full paths, each straight to its final page. */
export function websiteRedirects(routes: readonly ContentRoute[]): [from: string, to: string][] {
  const found: [string, string][] = [];
  for (const siteFile of new Set(routes.map((route) => route.siteFile))) {
    const file = join(dirname(siteFile), REDIRECTS_FILE);
    if (!existsSync(file)) continue;
    const { redirects } = JSON.parse(readFileSync(file, 'utf8')) as RedirectsDocument;
    const { basePath } = JSON.parse(readFileSync(siteFile, 'utf8')) as { basePath: string };
    for (const redirect of redirects)
      found.push([joinPath(basePath, redirect.from), joinPath(basePath, finalTarget(redirects, redirect.from)!)]);
  }
  return found.sort(([a], [b]) => a.localeCompare(b));
}

/** The `_redirects` lines of a folder: [from, to] pairs. */
export function readHostRedirects(dir: string): [string, string][] {
  try {
    return readFileSync(join(dir, HOST_REDIRECTS_FILE), 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((parts) => parts.length >= 2 && parts[0].startsWith('/'))
      .map(([from, to]) => [from, to]);
  } catch {
    return [];
  }
}

const refreshPage = (to: string, canonical: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Moved</title>` +
  `<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">` +
  `<link rel="canonical" href="${escapeHtml(canonical)}"><meta name="robots" content="noindex"></head>` +
  `<body><p>This page has moved to <a href="${escapeHtml(to)}">${escapeHtml(to)}</a>.</p></body></html>\n`;

/** Write the redirects into `outDir`, first removing the refresh pages of the redirects it had before. */
export function writeRedirects(outDir: string, siteUrl: string | undefined, redirects: [string, string][]): void {
  for (const [from] of readHostRedirects(outDir)) rmSync(join(outDir, outputFileFor(from)), { force: true });
  rmSync(join(outDir, HOST_REDIRECTS_FILE), { force: true });
  if (!redirects.length) return;
  writeOutputFile(join(outDir, HOST_REDIRECTS_FILE), redirects.map(([from, to]) => `${from} ${to} 301\n`).join(''));
  for (const [from, to] of redirects)
    writeOutputFile(join(outDir, outputFileFor(from)), refreshPage(to, `${siteUrl ?? ''}${to}`));
}

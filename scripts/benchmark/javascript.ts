/**
 * JavaScript a page loads before it is interactive: the scripts its HTML
 * starts or preloads, the chunks of its islands that wake without interaction
 * (on load, when idle or when visible) with the code that hydrates them, and
 * everything those import statically.
 * Code loaded later with import() on first use is not counted.
 */
import { readFileSync } from 'node:fs';
import type { BuiltSite } from './site-files.ts';

// Script addresses in the HTML: <script src>, <link rel="modulepreload" href>, and
// the inline starter's import("...") (see startAfterFirstPaint in scripts/page-template.ts).
const HTML_SCRIPT = /(?:src=|href=|import\()"(\/assets\/[^"]+\.js)"/g;
// Static imports in built code: `import ... from "./x.js"` and `import "./x.js"`.
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w{}\s,*$]+from\s*)?["'](\.\/[^"']+\.js)["']/g;

export function initialScripts(site: BuiltSite, html: string): string[] {
  const found = new Set<string>();
  const queue = [...html.matchAll(HTML_SCRIPT)].map((match) => match[1]);
  queue.push(...site.wakingChunks(html));
  while (queue.length) {
    const url = queue.pop()!;
    if (found.has(url)) continue;
    found.add(url);
    const code = readFileSync(site.file(url), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(`/assets/${match[1].slice(2)}`);
  }
  return [...found].sort();
}

/** A script's name without its content hash: "/assets/lightbox-Ab12cD34.js" -> "lightbox". */
const scriptName = (url: string) =>
  url
    .replace(/^\/assets\//, '')
    .replace(/-[\w-]{8}\.js$/, '')
    .replace(/\.js$/, '');

export interface RouteKind {
  /** The scripts every route of this kind starts with, by name. */
  scripts: string[];
  routes: string[];
  gzipped: number;
}

/**
 * Routes grouped by the exact set of scripts they start with: the kinds of page
 * as the browser sees them, however many pages and sites there are.
 */
export function routeKinds(site: BuiltSite, pages: { route: string; scripts: string[] }[]): RouteKind[] {
  const kinds = new Map<string, RouteKind>();
  for (const { route, scripts } of pages) {
    const key = scripts.join(' ');
    const kind = kinds.get(key) ?? {
      scripts: scripts.map(scriptName),
      routes: [],
      gzipped: scripts.reduce((sum, url) => sum + site.gzipSize(url), 0),
    };
    kind.routes.push(route);
    kinds.set(key, kind);
  }
  return [...kinds.values()].sort((a, b) => b.gzipped - a.gzipped);
}

/** The largest JavaScript file of the build, which must not grow with the number of pages. */
export function largestScript(site: BuiltSite): { url: string; bytes: number; gzipped: number } | undefined {
  const sized = site.scripts().map((url) => ({ url, bytes: site.size(url), gzipped: site.gzipSize(url) }));
  return sized.sort((a, b) => b.bytes - a.bytes)[0];
}

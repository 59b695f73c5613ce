/**
 * A build reports success only over a whole site: every route's page is there,
 * and every bundled file and picture a page refers to exists (in src, href,
 * srcset or a style's url()).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../content/load.ts';
import { outputFileFor } from '../page-template.ts';

// Quoted, in a list or in url(), also inside an attribute that holds JSON (an island's props:
// &quot;/media/…&quot;). A pattern such as "/media/*" (the speculation rules) names no file.
const ASSET_REFERENCE = /(?:["'(,\s]|&quot;|&#39;)(\/(?:assets|media)\/[^"'()?#\s,*&]+)/g;

function decoded(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

/**
 * Files `outDir` should hold but does not, as paths relative to it: the
 * routes' pages, and what the pages in `html` refer to (every HTML file unless
 * told: an incremental build checks the pages it wrote).
 */
export function missingFiles(
  outDir: string,
  routes: readonly string[],
  html: readonly string[] = listFiles(outDir).filter((file) => file.endsWith('.html')),
): string[] {
  const pages = new Set(['index.html', ...routes.map(outputFileFor)]);
  const assets = new Set(
    html.flatMap((file) =>
      [...readFileSync(join(outDir, file), 'utf8').matchAll(ASSET_REFERENCE)].map((m) => decoded(m[1]).slice(1)),
    ),
  );
  return [...pages, ...assets].filter((file) => !existsSync(join(outDir, file))).sort();
}

export function assertComplete(outDir: string, routes: readonly string[], html?: readonly string[]): void {
  const missing = missingFiles(outDir, routes, html);
  if (missing.length) {
    const shown = missing.slice(0, 5).join(', ');
    throw new Error(
      `The new site is incomplete: ${missing.length} file(s) are missing (${shown}${missing.length > 5 ? ', ...' : ''}).`,
    );
  }
}

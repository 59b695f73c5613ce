/**
 * Turning index.html into a page: where each route's file goes, how the app
 * starts, and filling in the rendered page. Used by the build (prerender) and
 * by the development server, so both serve the same HTML.
 */
import { NOT_FOUND_PATH } from './content/core/route.ts';

/** What a rendered page brings to the template (src/entry-server.tsx returns it). */
export interface PageParts {
  html: string;
  head: string;
  title: string;
  description: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where a route's HTML goes: "/" -> index.html, "/about" -> about/index.html, "*" -> 404.html. */
export function outputFileFor(route: string): string {
  if (route === NOT_FOUND_PATH) return '404.html';
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/**
 * Put `replacement` where `marker` is, exactly as written. (A string given to
 * String.replace would read "$&", "$'", "$`" and "$$" in content as patterns
 * and corrupt the page; prices and names do contain "$".)
 */
function put(template: string, marker: string | RegExp, replacement: string): string {
  const found = typeof marker === 'string' ? template.indexOf(marker) : template.search(marker);
  if (found === -1) throw new Error(`The page template has no ${String(marker)} to fill in.`);
  const length = typeof marker === 'string' ? marker.length : template.slice(found).match(marker)![0].length;
  return template.slice(0, found) + replacement + template.slice(found + length);
}

/**
 * Starts the entry once the browser reports the page's first paint (a
 * "paint" performance entry, which comes after the frame is on screen), or
 * after the first frame where paints are not reported.
 */
const startScript = (entry: string) =>
  [
    `const start = () => setTimeout(() => import(${JSON.stringify(entry)}));`,
    "if (PerformanceObserver.supportedEntryTypes?.includes('paint')) new PerformanceObserver((_, seen) => { seen.disconnect(); start(); }).observe({ type: 'paint', buffered: true });",
    'else requestAnimationFrame(start);',
  ].join(' ');

/**
 * The page arrives as complete HTML, so it is painted before any script
 * competes with it: the entry (and the modules it preloads) is requested only
 * once the first paint is on screen.
 */
export function startAfterFirstPaint(template: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('The built index.html has no module script to start the app with.');
  const start = `  <script type="module">${startScript(entry[1])}</script>\n  </body>`;
  return put(put(template, entry[0], '').replace(/\s*<link rel="modulepreload"[^>]*>/g, ''), '</body>', start);
}

/** The template with one page's title, description, head and body filled in. */
export function fillTemplate(template: string, page: PageParts, canonical?: string): string {
  const head = [page.head, canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '']
    .filter(Boolean)
    .join('\n    ');
  let html = put(template, /<title>.*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = put(
    html,
    '<meta name="description" content="" />',
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  html = put(html, '<!--head-->', head);
  return put(html, '<!--app-->', page.html);
}

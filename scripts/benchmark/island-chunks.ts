/**
 * Which island code a page downloads before the visitor does anything. The
 * entry script imports each island's chunk when the island wakes
 * (src/entry-client.tsx), so islands that wake on load, when idle or when
 * visible cost the first visit; those that wait for the visitor (to scroll,
 * or to reach for them) do not.
 * Island names are resolved to chunks through Vite's build manifest.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { WAKES_ON_VISITOR, type Wake } from '../../src/page-context/wake.ts';
import { PROJECT_ROOT } from '../paths.ts';

/** Vite's .vite/manifest.json: source module (relative to the project) -> its built chunk. */
export type BuildManifest = Record<string, { file: string }>;

const ISLAND_TAG = /<site-island\b[^>]*>/g;
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** Names of the page's islands that wake before the visitor does anything, each once. */
function islandsBeforeInteraction(html: string): string[] {
  const names = new Set<string>();
  for (const [tag] of html.matchAll(ISLAND_TAG)) {
    const name = attribute(tag, 'data-island');
    if (name && !WAKES_ON_VISITOR.includes(attribute(tag, 'data-wake') as Wake)) names.add(name);
  }
  return [...names];
}

// The chrome islands' table in island-modules.ts, e.g. `header: () => import('../chrome/header')`,
// read from the source so the benchmark never keeps a second list that could drift.
const CHROME_ENTRY = /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
const ISLAND_MODULES = 'src/render/island-modules.ts';

export function chromeIslandModules(
  source = readFileSync(join(PROJECT_ROOT, ISLAND_MODULES), 'utf8'),
): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(CHROME_ENTRY))
    modules.set(name, posix.join(posix.dirname(ISLAND_MODULES), specifier));
  return modules;
}

// Every island that wakes also brings the code that hydrates it (React's client renderer among it).
const HYDRATING_MODULE = 'src/render/hydrate-island.tsx';

/** The chunk address ("/assets/x.js") a source module is built into; never a silent guess. */
function chunkOf(module: string | undefined, manifest: BuildManifest, what: string): string {
  const key =
    module && [module, `${module}.tsx`, `${module}.ts`, `${module}/index.tsx`].find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`Cannot tell which script ${what} loads: no entry for it in the build manifest.`);
  return `/${manifest[key].file}`;
}

/** The chunk an island's own code is built into. */
export function islandChunk(name: string, manifest: BuildManifest, chrome: Map<string, string>): string {
  const module = name.startsWith('block:') ? `src/blocks/${name.slice('block:'.length)}/index.tsx` : chrome.get(name);
  return chunkOf(module, manifest, `the island "${name}"`);
}

/** The chunks a page imports as its islands wake without interaction (their static imports not yet followed). */
export function wakingChunks(html: string, manifest: BuildManifest, chrome: Map<string, string>): string[] {
  const islands = islandsBeforeInteraction(html);
  if (!islands.length) return [];
  return [
    chunkOf(HYDRATING_MODULE, manifest, 'hydrating an island'),
    ...islands.map((name) => islandChunk(name, manifest, chrome)),
  ];
}

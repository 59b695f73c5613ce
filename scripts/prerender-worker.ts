/**
 * One prerender thread. It loads the server bundle once, then renders the
 * routes it is handed one at a time and writes each page to disk as soon as
 * it is rendered, so no thread ever holds more than the page in hand.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderedPage } from '../src/entry-server.tsx';
import { NOT_FOUND_PATH } from './content/core/route.ts';
import { fillTemplate, outputFileFor } from './page-template.ts';

/** What every thread is given when it starts. */
export interface ThreadSetup {
  serverEntry: string;
  clientDir: string;
  /** The page template, ready for the page's parts. */
  template: string;
  siteUrl: string | undefined;
}

/** What a thread tells the pool. */
export type ThreadReport =
  | { type: 'ready'; routes: string[] }
  | { type: 'written'; route: string }
  | { type: 'failed'; route: string; reason: string };

interface ServerEntry {
  render: (url: string) => Promise<RenderedPage>;
  manifest: { path: string }[];
}

// The not-found page is rendered from an address no route matches.
const UNMATCHED_ADDRESS = '/this-page-does-not-exist';

const setup = workerData as ThreadSetup;
const port = parentPort!;
const report = (message: ThreadReport) => port.postMessage(message);

function canonicalFor(route: string): string | undefined {
  if (!setup.siteUrl || route === NOT_FOUND_PATH) return undefined;
  return `${setup.siteUrl}${route}`;
}

const madeFolders = new Set<string>();

/** Written synchronously: the thread has nothing else to do meanwhile, and waiting on the disk's own threads would leave it idle. */
async function writePage(render: ServerEntry['render'], route: string): Promise<void> {
  const page = await render(route === NOT_FOUND_PATH ? UNMATCHED_ADDRESS : route);
  const file = join(setup.clientDir, outputFileFor(route));
  const folder = dirname(file);
  if (!madeFolders.has(folder)) mkdirSync(folder, { recursive: true });
  madeFolders.add(folder);
  writeFileSync(file, fillTemplate(setup.template, page, canonicalFor(route)));
}

/** The first lines of a stack: enough to find the failing component, short enough to read. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return (error.stack ?? `${error.name}: ${error.message}`).split('\n').slice(0, 6).join('\n');
}

const { render, manifest } = (await import(pathToFileURL(setup.serverEntry).href)) as ServerEntry;
port.on('message', (route: string) => {
  writePage(render, route).then(
    () => report({ type: 'written', route }),
    (error: unknown) => report({ type: 'failed', route, reason: describe(error) }),
  );
});
report({ type: 'ready', routes: manifest.map((entry) => entry.path) });

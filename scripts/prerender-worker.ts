/**
 * One prerender thread. It loads the server bundle once, then renders the
 * routes it is handed one at a time and writes each page to disk as soon as
 * it is rendered, so no thread ever holds more than the page in hand.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { join } from 'node:path';
import type { RenderedPage } from '../src/entry-server.tsx';
import { NOT_FOUND_PATH } from './content/core/route.ts';
import { handOver } from './output/handed-documents.ts';
import { writeOutputFile } from './output/write-file.ts';
import { fillTemplate, outputFileFor } from './page-template.ts';
import { inlineScriptHashes } from './security-headers.ts';
import { writeSharePicture } from './share/share-picture.ts';

/** What every thread is given when it starts. */
export interface ThreadSetup {
  serverEntry: string;
  /** The folder the pages are written to. */
  outDir: string;
  /** The page template, ready for the page's parts. */
  template: string;
  siteUrl: string | undefined;
  /** The routes the server bundle knows (scripts/vite/content-routes.ts, ROUTES_FILE_VARIABLE). */
  routesFile: string;
}

/** A route to render, with the documents its page is made from (the server bundle takes them from the thread). */
export interface RouteToRender {
  route: string;
  documents: Record<string, unknown>;
}

/** What a thread tells the pool: a page written comes with the hashes of its inline scripts, for the security policy. */
export type ThreadReport =
  | { type: 'ready' }
  | { type: 'written'; route: string; scripts: string[] }
  | { type: 'failed'; route: string; reason: string };

interface ServerEntry {
  render: (url: string, siteUrl?: string) => Promise<RenderedPage>;
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

async function writePage(render: ServerEntry['render'], route: string): Promise<string[]> {
  const page = await render(route === NOT_FOUND_PATH ? UNMATCHED_ADDRESS : route, setup.siteUrl);
  const html = fillTemplate(setup.template, page, canonicalFor(route));
  writeOutputFile(join(setup.outDir, outputFileFor(route)), html);
  // Drawn with its page, so a page left as it was keeps its picture too (the build carries both over).
  if (page.share) await writeSharePicture(setup.outDir, route, page.share);
  return inlineScriptHashes(html);
}

/** The first lines of a stack: enough to find the failing component, short enough to read. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return (error.stack ?? `${error.name}: ${error.message}`).split('\n').slice(0, 6).join('\n');
}

const { render } = (await import(pathToFileURL(setup.serverEntry).href)) as ServerEntry;
port.on('message', ({ route, documents }: RouteToRender) => {
  const release = handOver(documents);
  writePage(render, route)
    .then(
      (scripts) => report({ type: 'written', route, scripts }),
      (error: unknown) => report({ type: 'failed', route, reason: describe(error) }),
    )
    .finally(release);
});
report({ type: 'ready' });

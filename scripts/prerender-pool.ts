/**
 * Hands routes to prerender threads, a few at a time to whichever thread
 * reports one written, so every core works until the last page and the pool
 * always knows which routes each thread holds. The first failure stops every
 * thread and rejects with that route's name: a build never reports partial
 * success.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RouteToRender, ThreadReport, ThreadSetup } from './prerender-worker.ts';
import { ROUTES_FILE_VARIABLE } from './vite/content-routes.ts';

export interface PrerenderOptions {
  /** How many threads render; one per core unless told otherwise. */
  threads?: number;
  /** Where progress lines go. */
  log?: (line: string) => void;
  /** A progress line after every this many pages. */
  progressEvery?: number;
  /**
   * The documents a route's page is made from, by absolute path, as the
   * build read them (scripts/output/documents.ts): the thread is handed them
   * with the route, so it reads no content file itself.
   */
  documentsOf?: (route: string) => Record<string, unknown>;
}

const THREAD_ENTRY = new URL('./prerender-worker.mjs', import.meta.url);
/**
 * A thread keeps the server bundle and one page in hand, some tens of MB.
 * Without a limit V8 lets each thread's heap grow by a hundred MB or more
 * before collecting; with it, a 2,046-page prerender peaks about 170 MB lower
 * for the same processor time. A page that truly needs more fails by name.
 */
const THREAD_HEAP_MB = 128;
/**
 * Routes a thread holds at once: the one it renders and the next, already
 * waiting, so it never sits idle while its report and the next route cross.
 */
const ROUTES_IN_HAND = 2;

/** The inline script hashes of each page written, by route. */
export type WrittenPages = Map<string, string[]>;

/**
 * Render `routes` of the built server bundle into `setup.outDir`, each page
 * written as soon as it is ready, so memory does not grow with the number of
 * pages. Resolves with each page's inline script hashes once all are on disk;
 * any page that fails rejects the whole run, naming the route.
 */
export function renderInThreads(
  setup: ThreadSetup,
  routes: readonly string[],
  options: PrerenderOptions = {},
): Promise<WrittenPages> {
  const {
    threads = availableParallelism(),
    log = console.log,
    progressEvery = 250,
    documentsOf = () => ({}),
  } = options;
  const pages: WrittenPages = new Map();
  if (!routes.length) return Promise.resolve(pages);

  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    const inHand = new Map<Worker, Set<string>>();
    let started = false;
    let handedOut = 0;
    let written = 0;
    let settled = false;
    let rendering = 0;

    const stopAll = () => {
      settled = true;
      for (const worker of workers) void worker.terminate();
    };
    const fail = (message: string) => {
      if (settled) return;
      stopAll();
      reject(new Error(message));
    };
    const finishIfDone = () => {
      if (settled || written < routes.length) return;
      stopAll();
      resolve(pages);
    };
    const held = (worker: Worker) => inHand.get(worker)!;
    const handOut = (worker: Worker) => {
      while (started && handedOut < routes.length && held(worker).size < ROUTES_IN_HAND) {
        const route = routes[handedOut++];
        held(worker).add(route);
        worker.postMessage({ route, documents: documentsOf(route) } satisfies RouteToRender);
      }
    };
    const onReport = (worker: Worker, message: ThreadReport) => {
      if (settled) return;
      if (message.type === 'failed') return fail(`${message.route} could not be prerendered.\n${message.reason}`);
      if (message.type === 'ready' && !started) {
        started = true;
        rendering = performance.now();
        log(`  ${routes.length} pages in ${workers.length} thread(s)`);
      }
      if (message.type === 'written') {
        held(worker).delete(message.route);
        pages.set(message.route, message.scripts);
        written += 1;
        if (written % progressEvery === 0 && written < routes.length) {
          const seconds = (performance.now() - rendering) / 1000;
          log(`  ${written} of ${routes.length} pages written (${Math.round(written / seconds)} pages/s)`);
        }
      }
      finishIfDone();
      if (!settled) handOut(worker);
    };

    // No more threads than pages: each one loads the whole server bundle before its first page.
    for (let index = 0; index < Math.max(1, Math.min(threads, routes.length)); index += 1) {
      const worker = new Worker(THREAD_ENTRY, {
        workerData: setup,
        // React picks its production or development build when first imported, and
        // must match the server bundle, which Vite compiled for the NODE_ENV it saw
        // (production unless set). Left unset, React's development build would
        // render about three times slower.
        env: {
          ...process.env,
          NODE_ENV: process.env.NODE_ENV ?? 'production',
          [ROUTES_FILE_VARIABLE]: setup.routesFile,
        },
        resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      });
      workers.push(worker);
      inHand.set(worker, new Set());
      worker.on('message', (message: ThreadReport) => onReport(worker, message));
      // A thread renders its routes in the order given, so the first it holds is the one it was on.
      const current = () => [...held(worker)][0];
      worker.on('error', (error) => {
        const route = current();
        fail(
          route
            ? `${route} could not be prerendered: its thread stopped.\n${error.stack ?? error.message}`
            : `A prerender thread could not start.\n${error.stack ?? error.message}`,
        );
      });
      worker.on('exit', (code) => {
        const route = current();
        fail(`A prerender thread ended unexpectedly (exit code ${code})${route ? ` while rendering ${route}` : ''}.`);
      });
    }
  });
}

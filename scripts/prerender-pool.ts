/**
 * Hands routes to prerender threads, a few at a time to whichever thread
 * reports one written, so every core works until the last page and the pool
 * always knows which routes each thread holds. The first failure stops every
 * thread and rejects with that route's name: a build never reports partial
 * success.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ThreadReport, ThreadSetup } from './prerender-worker.ts';

export interface PrerenderOptions {
  /** How many threads render; one per core unless told otherwise. */
  threads?: number;
  /** Where progress lines go. */
  log?: (line: string) => void;
  /** A progress line after every this many pages. */
  progressEvery?: number;
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

/** Render every route of the server bundle; resolves with the routes, in manifest order, once all are on disk. */
export function renderInThreads(setup: ThreadSetup, options: PrerenderOptions = {}): Promise<string[]> {
  const { threads = availableParallelism(), log = console.log, progressEvery = 250 } = options;

  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    const inHand = new Map<Worker, Set<string>>();
    let routes: string[] | undefined;
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
      if (settled || !routes || written < routes.length) return;
      stopAll();
      resolve(routes);
    };
    const held = (worker: Worker) => inHand.get(worker)!;
    const handOut = (worker: Worker) => {
      while (routes && handedOut < routes.length && held(worker).size < ROUTES_IN_HAND) {
        const route = routes[handedOut++];
        held(worker).add(route);
        worker.postMessage(route);
      }
    };
    const onReport = (worker: Worker, message: ThreadReport) => {
      if (settled) return;
      if (message.type === 'failed') return fail(`${message.route} could not be prerendered.\n${message.reason}`);
      if (message.type === 'ready' && !routes) {
        routes = message.routes;
        rendering = performance.now();
        log(`  ${routes.length} pages in ${workers.length} thread(s)`);
      }
      if (message.type === 'written') {
        held(worker).delete(message.route);
        written += 1;
        if (written % progressEvery === 0 && written < routes!.length) {
          const seconds = (performance.now() - rendering) / 1000;
          log(`  ${written} of ${routes!.length} pages written (${Math.round(written / seconds)} pages/s)`);
        }
      }
      finishIfDone();
      if (!settled) handOut(worker);
    };

    for (let index = 0; index < Math.max(1, threads); index += 1) {
      const worker = new Worker(THREAD_ENTRY, {
        workerData: setup,
        // React picks its production or development build when first imported, and
        // must match the server bundle, which Vite compiled for the NODE_ENV it saw
        // (production unless set). Left unset, React's development build would
        // render about three times slower.
        env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
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

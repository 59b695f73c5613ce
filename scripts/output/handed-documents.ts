/**
 * The documents a prerender thread is handed with each route, ready to render
 * (parsed, with their pictures' sources), where the server bundle's manifest
 * looks them up (BUILD_MANIFEST_MODULE in scripts/vite/content-plugin.ts)
 * instead of reading the files again. The bundle holds its own copy of this
 * module, so the thread and the bundle meet on one global, under a
 * registered symbol. A thread holds a route or two at once, often of one
 * site, so each document is kept while any route in hand needs it.
 */
const HANDED = Symbol.for('site-engine.handed-documents');

type Handed = Map<string, { data: unknown; routes: number }>;

const handed = (): Handed => ((globalThis as Record<symbol, Handed | undefined>)[HANDED] ??= new Map());

/** Keep a route's documents (by absolute path) until the returned function lets them go. */
export function handOver(documents: Record<string, unknown>): () => void {
  const held = handed();
  for (const [file, data] of Object.entries(documents)) {
    const known = held.get(file);
    if (known) known.routes += 1;
    else held.set(file, { data, routes: 1 });
  }
  return () => {
    for (const file of Object.keys(documents)) {
      const known = held.get(file)!;
      known.routes -= 1;
      if (!known.routes) held.delete(file);
    }
  };
}

/** A document handed over with the route being rendered. */
export function handedDocument(file: string): unknown {
  const known = handed().get(file);
  if (!known) throw new Error(`${file} was not handed to this thread with the route it renders.`);
  return known.data;
}

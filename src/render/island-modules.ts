import type { ComponentType } from 'react';

type Loader = () => Promise<ComponentType<object>>;

/**
 * How the browser finds an island's code by the name the server wrote. Each
 * entry is a separate chunk, fetched only by pages that have that island.
 * Interactive blocks are found by folder (src/blocks/<type>/index.tsx, whose
 * default export is the component), so the block registry stays the one list.
 */
const blocks = import.meta.glob<ComponentType<object>>('../blocks/*/index.tsx', { import: 'default' });

const chrome: Record<string, Loader> = {
  header: () => import('../chrome/header').then((m) => m.Header as ComponentType<object>),
  'floating-action': () => import('../chrome/floating-action').then((m) => m.FloatingAction as ComponentType<object>),
};

export function loaderFor(name: string): Loader | undefined {
  if (name.startsWith('block:')) return blocks[`../blocks/${name.slice('block:'.length)}/index.tsx`];
  return Object.hasOwn(chrome, name) ? chrome[name] : undefined;
}

import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandIdProvider } from '@/page-context/island';
import type { PageData } from './page-data';
import { SiteScope } from './site-scope';

/** Resolves once React has taken over the island, so held events reach its handlers. */
function Awake({ onAwake, children }: { onAwake: () => void; children: ReactNode }) {
  useEffect(onAwake, [onAwake]);
  return children;
}

/**
 * Hydrate one island inside the same context it was rendered in on the server.
 * The island's root holds exactly the component's markup, so React adopts it
 * as it is; nothing outside it is touched.
 */
export function hydrateIsland(root: HTMLElement, Component: ComponentType<object>, page: PageData): Promise<void> {
  const props = JSON.parse(root.dataset.props ?? '{}') as object;
  return new Promise((resolve) => {
    // As a transition, hydration yields to the browser every few milliseconds
    // instead of holding the main thread until the whole island is done.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <SiteScope page={page}>
            <IslandIdProvider value={root.dataset.islandId}>
              <Awake onAwake={resolve}>
                <Component {...props} />
              </Awake>
            </IslandIdProvider>
          </SiteScope>
        </StrictMode>,
      );
    });
  });
}

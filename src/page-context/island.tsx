import { createContext, useContext, useId, type ComponentType } from 'react';
import styled from 'styled-components';
import type { Wake } from './wake';

/**
 * The island's root: an element of its own name, which HTML allows wherever its
 * content is allowed (inside a paragraph as well as around a section), with no
 * box of its own, so wrapping something never changes the layout.
 */
const IslandRoot = styled('site-island')`
  display: contents;
`;

const IslandIdContext = createContext<string | undefined>(undefined);

/** Gives a hydrated island the id it was rendered with on the server. */
export const IslandIdProvider = IslandIdContext.Provider;

/**
 * An id that is the same on the server and in the hydrated island. React's own
 * useId counts positions in the whole page, which an island hydrated on its own
 * cannot repeat, so the island's root hands its id down instead.
 */
export function useIslandId(): string {
  const fromIsland = useContext(IslandIdContext);
  const own = useId();
  return fromIsland ?? own;
}

/**
 * Marks a component as interactive. On the server it renders inside a root that
 * names it, says when it wakes and carries its props, which is all the browser
 * needs to hydrate just this part (src/entry-client.tsx). Rendered in a plain
 * client-side React tree (the editor's preview) it is simply the component.
 * `name` must be one of the names src/render/island-modules.ts can load.
 */
export function island<P extends object>(
  name: string | ((props: P) => string),
  Component: ComponentType<P>,
  wake: Wake,
): ComponentType<P> {
  function Island(props: P) {
    const id = useIslandId();
    return (
      <IslandRoot
        data-island={typeof name === 'function' ? name(props) : name}
        data-wake={wake}
        data-island-id={id}
        data-props={JSON.stringify(props)}
      >
        <IslandIdProvider value={id}>
          <Component {...props} />
        </IslandIdProvider>
      </IslandRoot>
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  Island.wake = wake;
  return Island;
}

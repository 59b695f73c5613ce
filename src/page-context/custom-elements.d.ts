import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The element that wraps each island in the page's HTML (src/page-context/island.tsx). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-island': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

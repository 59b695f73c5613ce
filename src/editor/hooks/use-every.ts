import { useEffect } from 'react';

/** Calls `look` every `ms` while the component is shown: other people's saves show up without a reload. */
export function useEvery(ms: number, look: () => void): void {
  useEffect(() => {
    const timer = setInterval(look, ms);
    return () => clearInterval(timer);
  }, [look, ms]);
}

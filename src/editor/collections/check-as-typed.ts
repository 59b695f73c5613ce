import { useEffect, useState } from 'react';

/** Pause after the last keystroke before a name is checked. */
const CHECK_DELAY_MS = 250;

/**
 * The server's answer about a name as the person types it: asked once typing
 * pauses, while `ask` is given, and kept with the `key` it was asked about, so
 * an answer about an older value is never shown as the current one's.
 */
export function useCheckAsTyped<T>(
  key: string,
  ask: (() => Promise<T>) | undefined,
): { answer?: T; error?: string } | undefined {
  const [checked, setChecked] = useState<{ key: string; answer?: T; error?: string }>();
  const asking = ask !== undefined;
  useEffect(() => {
    if (!ask) return;
    let live = true;
    const timer = setTimeout(() => {
      ask().then(
        (answer) => live && setChecked({ key, answer }),
        (failure: Error) => live && setChecked({ key, error: failure.message }),
      );
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // Asked again when what it asks about changes: `ask` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, asking]);
  return checked?.key === key ? checked : undefined;
}

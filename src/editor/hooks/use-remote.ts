import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../api';

/** Data from the server with its loading state; `reload` fetches it again. */
export function useRemote<T>(path: string | undefined) {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!path) return;
    let current = true;
    setState((old) => ({ ...old, loading: true }));
    getJson<T>(path)
      .then((data) => current && setState({ data, loading: false }))
      .catch((error: Error) => current && setState({ error: error.message, loading: false }));
    return () => {
      current = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}

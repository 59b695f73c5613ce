import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../api';

/** The answer to one request: which request it was, and what came back. */
interface Answer<T> {
  request: string;
  data?: T;
  error?: string;
}

/**
 * Data from the server with its loading state; `reload` fetches it again.
 * It is loading until the answer to the current request arrives; until then
 * the previous answer stays shown.
 */
export function useRemote<T>(path: string | undefined) {
  const [answer, setAnswer] = useState<Answer<T>>({ request: '' });
  const [round, setRound] = useState(0);
  const request = path ? `${round} ${path}` : '';
  useEffect(() => {
    if (!path) return;
    let current = true;
    getJson<T>(path)
      .then((data) => current && setAnswer({ request, data }))
      .catch((error: Error) => current && setAnswer({ request, error: error.message }));
    return () => {
      current = false;
    };
  }, [path, request]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data: answer.data, error: answer.error, loading: !request || answer.request !== request, reload };
}

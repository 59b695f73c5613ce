import { useCallback, useEffect, useRef, useState } from 'react';

/** The answer to one request: which request it was, and what came back. */
interface Answer<T> {
  request: string;
  data?: T;
  error?: string;
}

/**
 * Data from the server with its loading state; `reload` fetches it again.
 * `key` names what is asked for (undefined: nothing yet), and `load` asks the
 * server for it through the API client; a new key loads again. It is loading
 * until the answer to the current request arrives; until then the previous
 * answer stays shown.
 */
export function useRemote<T>(key: string | undefined, load: () => Promise<T>) {
  const [answer, setAnswer] = useState<Answer<T>>({ request: '' });
  const [round, setRound] = useState(0);
  // The loader of the latest render (kept before the request below runs): the request is made once per key
  // and round, not once per render.
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const request = key === undefined ? '' : `${round} ${key}`;
  useEffect(() => {
    if (!request) return;
    let current = true;
    loader
      .current()
      .then((data) => current && setAnswer({ request, data }))
      .catch((error: Error) => current && setAnswer({ request, error: error.message }));
    return () => {
      current = false;
    };
  }, [request]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data: answer.data, error: answer.error, loading: !request || answer.request !== request, reload };
}

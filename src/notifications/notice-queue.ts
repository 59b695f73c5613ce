/**
 * Where notices wait for the toast host. notify() and the host both use it, and
 * it imports neither, so the host can be loaded lazily without a circle back to
 * the code that loads it.
 */
export type NoticeKind = 'success' | 'error' | 'info' | 'loading';

export interface Notice {
  kind: NoticeKind;
  title: string;
  description?: string;
}

type Deliver = (notice: Notice) => void;

const queue: Notice[] = [];
let deliver: Deliver | undefined;

/** Hands the notice to the host, or queues it; true when it is the first to wait, so the host must be fetched. */
export function deliverOrQueue(notice: Notice): boolean {
  if (deliver) {
    deliver(notice);
    return false;
  }
  queue.push(notice);
  return queue.length === 1;
}

/** Called by the loaded host: from now on notices go straight to it. */
export function attachHost(host: Deliver): () => void {
  deliver = host;
  queue.splice(0).forEach(host);
  return () => {
    if (deliver === host) deliver = undefined;
  };
}

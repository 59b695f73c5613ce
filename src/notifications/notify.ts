/**
 * Notifications are wanted by few pages and only after someone acts, so the
 * toast library loads on first use: notify() queues the message and loads the
 * host (./mount-host), which mounts itself on the page and takes the queue over.
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
let loading = false;

export function notify(notice: Notice): void {
  if (deliver) return deliver(notice);
  queue.push(notice);
  if (loading) return;
  loading = true;
  import('./mount-host')
    .then(({ mountHost }) => mountHost())
    .catch((error: unknown) => {
      loading = false;
      console.error('Notifications could not be shown:', error);
    });
}

/** Called by the loaded host: from now on notices go straight to it. */
export function attachHost(host: Deliver): () => void {
  deliver = host;
  queue.splice(0).forEach(host);
  return () => {
    if (deliver === host) deliver = undefined;
  };
}

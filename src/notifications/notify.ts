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
let host: Promise<typeof import('./mount-host')> | undefined;

export function notify(notice: Notice): void {
  if (deliver) return deliver(notice);
  queue.push(notice);
  if (queue.length > 1) return;
  host ??= import('./mount-host');
  host
    .then(({ mountHost }) => mountHost())
    .catch((error: unknown) => {
      host = undefined;
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

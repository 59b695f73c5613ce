/**
 * Notifications are wanted by few pages and only after someone acts, so the
 * toast library loads on first use: notify() queues the message and wakes the
 * <Notifications /> mount point, which loads the host and hands the queue over.
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
let wake: (() => void) | undefined;

export function notify(notice: Notice): void {
  if (deliver) deliver(notice);
  else {
    queue.push(notice);
    wake?.();
  }
}

/** Called by the mount point: `onFirstNotice` runs when something is waiting. */
export function onFirstNotice(callback: () => void): () => void {
  wake = callback;
  if (queue.length) callback();
  return () => {
    if (wake === callback) wake = undefined;
  };
}

/** Called by the loaded host: from now on notices go straight to it. */
export function attachHost(host: Deliver): () => void {
  deliver = host;
  queue.splice(0).forEach(host);
  return () => {
    if (deliver === host) deliver = undefined;
  };
}

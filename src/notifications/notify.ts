/**
 * Notifications are wanted by few pages and only after someone acts, so the
 * toast library loads on first use: notify() queues the message and loads the
 * host (./mount-host), which mounts itself on the page and takes the queue over.
 */
import { deliverOrQueue, type Notice } from './notice-queue';

let host: Promise<typeof import('./mount-host')> | undefined;

export function notify(notice: Notice): void {
  if (!deliverOrQueue(notice)) return;
  host ??= import('./mount-host');
  host
    .then(({ mountHost }) => mountHost())
    .catch((error: unknown) => {
      host = undefined;
      console.error('Notifications could not be shown:', error);
    });
}

// The entry of every prerender thread. Node 20 does not pass a worker's own
// entry file through the TypeScript loader, so this plain module registers
// the loader first and then starts the thread's real code.
import { register } from 'tsx/esm/api';

register();
await import('./prerender-worker.ts');

import type { ChildProcess } from 'node:child_process';

/**
 * Waits until an editor started by `npm run edit` says it is ready, and fails with what it printed
 * if it stops or takes over a minute. Resolves to a reader of everything it has printed so far,
 * which keeps growing, for tests that read the server's log.
 */
export function editorReady(child: ChildProcess): Promise<() => string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The editor did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Editor ready')) {
        clearTimeout(timer);
        resolve(() => output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The editor stopped (${code}):\n${output}`)));
  });
}

import { spawn } from 'node:child_process';
import { expect } from '../fixtures.ts';

export interface DevServer {
  url: string;
  /** Everything the server has printed so far. */
  output(): string;
  stop(): void;
}

/**
 * Starts `vite` (the development server) in `cwd` and waits until `/about`
 * answers 200. A server that stops while starting fails with what it printed.
 */
export async function startDevServer(options: {
  cwd: string;
  port: number;
  env?: NodeJS.ProcessEnv;
  args?: string[];
  timeout?: number;
}): Promise<DevServer> {
  const { cwd, port, env = process.env, args = [], timeout = 150_000 } = options;
  const url = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['vite', ...args, '--port', String(port), '--strictPort'], { cwd, env, detached: true });
  let output = '';
  let exited = false;
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  server.on('exit', () => (exited = true));
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid);
  };
  const status = async () => {
    if (exited) throw new Error(`The development server stopped:\n${output}`);
    return (await fetch(`${url}/about`).catch(() => undefined))?.status;
  };
  try {
    await expect.poll(status, { timeout, intervals: [1000] }).toBe(200);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, output: () => output, stop };
}

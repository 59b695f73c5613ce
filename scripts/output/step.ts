/**
 * Steps of the build that run in processes of their own (./bundle.ts, once
 * for each bundle), so that the memory each one uses goes back to the system
 * when it ends instead of piling up in one process. A step is started with
 * the build's own TypeScript loader and output, and answers over Node's IPC
 * channel with its result, or with why it failed, in words for the person
 * running the build.
 */
import { fork } from 'node:child_process';
import { constants } from 'node:os';
import { relative } from 'node:path';

type Answer<T> = { ok: true; result: T } | { ok: false; reason: string };

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Run `script` in a child process and resolve with what it finished with.
 * Stopping the build stops the step too, so no step goes on writing after
 * its build has gone and another has taken the lock.
 */
export function runStep<T>(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { env: { ...process.env, ...env } });
    const stop = () => child.kill();
    const stopBoth = (signal: NodeJS.Signals) => {
      child.kill(signal);
      process.exit(128 + constants.signals[signal]);
    };
    process.once('exit', stop);
    for (const signal of STOP_SIGNALS) process.once(signal, stopBoth);
    let answer: Answer<T> | undefined;
    child.on('message', (message: Answer<T>) => (answer = message));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('exit', stop);
      for (const name of STOP_SIGNALS) process.off(name, stopBoth);
      if (answer?.ok && code === 0) resolve(answer.result);
      else if (answer && !answer.ok) reject(new Error(answer.reason));
      else
        reject(
          new Error(
            `${relative(process.cwd(), script)} stopped (${signal ?? `exit code ${code}`}) before it finished.`,
          ),
        );
    });
  });
}

/** In the step's own process: send what `work` ends with, then exit. Run on its own, it prints instead. */
export function finishStep<T>(work: Promise<T>): void {
  const reply = (answer: Answer<T>) => {
    const code = answer.ok ? 0 : 1;
    if (process.send) process.send(answer, () => process.exit(code));
    else {
      console.log(answer.ok ? JSON.stringify(answer.result, null, 2) : answer.reason);
      process.exit(code);
    }
  };
  work.then(
    (result) => reply({ ok: true, result }),
    (error: unknown) => reply({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
  );
}

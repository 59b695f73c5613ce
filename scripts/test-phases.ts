/**
 * Every check and test, in the order CI runs them, one step after another;
 * stops after the first step in which something fails. The quick checks make
 * one step and run side by side, one per core, each printing its output whole
 * when it ends. At the end, passed or not, it prints how long each phase took,
 * so a slow CI run says where its time went.
 *   npm run test:all     (npm test runs it after installing what is missing)
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

type Phase = [name: string, script: string];

/** The steps in order: each a list of phases (name, npm script) that run at once. */
export const PHASES: Phase[][] = [
  [
    ['lint', 'lint'],
    ['typecheck', 'typecheck'],
    ['format', 'format:check'],
    ['generate:check', 'generate:check'],
    ['validate', 'validate'],
  ],
  // The unit tests of the engine and of the content, in one run of vitest (both its projects).
  [['unit', 'test:unit']],
  // The engine's browser tests, on its fixture site's build, then the content's, on the studio's own.
  [['build:engine', 'build:engine']],
  [['e2e:engine', 'test:e2e:engine']],
  [['build', 'build:local']],
  [['e2e', 'test:e2e:content']],
];

export interface PhaseTime {
  name: string;
  seconds: number;
  passed: boolean;
  /** Which step it ran in: phases of one step ran side by side. */
  step: number;
}

/** Runs a phase's script (`alone`: its output goes straight through); resolves with its exit code. */
export type RunScript = (script: string, alone: boolean) => Promise<number>;

/**
 * Runs the steps in order until one has a phase that fails, timing each phase.
 * Within a step, at most `lanes` phases run at once (one per core: more only
 * make each slower), taking the next as one ends.
 */
export async function runPhases(
  steps: Phase[][],
  run: RunScript,
  lanes = availableParallelism(),
): Promise<PhaseTime[]> {
  const times: PhaseTime[] = [];
  for (const [index, step] of steps.entries()) {
    const waiting = [...step];
    const ended: PhaseTime[] = [];
    const lane = async () => {
      for (let phase = waiting.shift(); phase; phase = waiting.shift()) {
        const [name, script] = phase;
        const started = performance.now();
        const passed = (await run(script, step.length === 1)) === 0;
        ended.push({ name, seconds: (performance.now() - started) / 1000, passed, step: index });
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, step.length)) }, lane));
    times.push(...ended);
    if (!ended.every(({ passed }) => passed)) break;
  }
  return times;
}

/** `npm run <script>`: printed as it comes when alone, or whole when it ends, under its name. */
const npmRun: RunScript = (script, alone) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n── npm run ${script} ──\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });

const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${(whole % 60).toString().padStart(2, '0')}`;
};

/**
 * The table printed at the end: one line per phase run, the one that failed
 * marked, and the total, in which phases that ran side by side count once.
 */
export function timesTable(times: PhaseTime[]): string {
  const width = Math.max(...times.map(({ name }) => name.length), 'total'.length);
  const stepTimes = new Map<number, number>();
  for (const { step, seconds } of times) stepTimes.set(step, Math.max(stepTimes.get(step) ?? 0, seconds));
  const total = [...stepTimes.values()].reduce((sum, seconds) => sum + seconds, 0);
  const together = (step: number) => times.filter((time) => time.step === step).length > 1;
  return [
    'Time per phase (minutes:seconds):',
    ...times.map(
      ({ name, seconds, passed, step }) =>
        `  ${name.padEnd(width)}  ${minutes(seconds)}${together(step) ? '  (side by side)' : ''}${passed ? '' : '  failed'}`,
    ),
    `  ${'total'.padEnd(width)}  ${minutes(total)}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const times = await runPhases(PHASES, npmRun);
  console.log(`\n${timesTable(times)}`);
  process.exitCode = times.every(({ passed }) => passed) ? 0 : 1;
}

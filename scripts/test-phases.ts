/**
 * Every check and test, in the order CI runs them, one phase after another; stops at the first
 * that fails. At the end, passed or not, it prints how long each phase took, so a slow CI run
 * says where its time went.
 *   npm run test:all     (npm test runs it after installing what is missing)
 */
import { spawnSync } from 'node:child_process';

/** Each phase's name and the npm script it runs. */
export const PHASES: [name: string, script: string][] = [
  ['validate', 'validate'],
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['generate:check', 'generate:check'],
  ['unit', 'test:unit'],
  ['build', 'build:local'],
  ['e2e', 'test:e2e'],
  ['format', 'format:check'],
];

export interface PhaseTime {
  name: string;
  seconds: number;
  passed: boolean;
}

/** Runs the phases in order until one fails (`run` gives its exit code), timing each. */
export function runPhases(phases: typeof PHASES, run: (script: string) => number): PhaseTime[] {
  const times: PhaseTime[] = [];
  for (const [name, script] of phases) {
    const started = performance.now();
    const passed = run(script) === 0;
    times.push({ name, seconds: (performance.now() - started) / 1000, passed });
    if (!passed) break;
  }
  return times;
}

const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${(whole % 60).toString().padStart(2, '0')}`;
};

/** The table printed at the end: one line per phase run, the one that failed marked, and the total. */
export function timesTable(times: PhaseTime[]): string {
  const width = Math.max(...times.map(({ name }) => name.length), 'total'.length);
  const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
  return [
    'Time per phase (minutes:seconds):',
    ...times.map(
      ({ name, seconds, passed }) => `  ${name.padEnd(width)}  ${minutes(seconds)}${passed ? '' : '  failed'}`,
    ),
    `  ${'total'.padEnd(width)}  ${minutes(total)}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const times = runPhases(PHASES, (script) => spawnSync('npm', ['run', script], { stdio: 'inherit' }).status ?? 1);
  console.log(`\n${timesTable(times)}`);
  process.exitCode = times.every(({ passed }) => passed) ? 0 : 1;
}

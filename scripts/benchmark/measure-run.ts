/**
 * Runs a command and measures its wall time, peak memory and processor time.
 * The build starts child processes (npm, tsx, node) and threads, so the peak
 * is the resident memory of the whole process tree, summed and sampled every
 * 100 ms from /proc, and the processor time is the tree's too (it tells the
 * cost of the work apart from how busy the machine was). Where /proc does not
 * exist both are left unknown rather than guessed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

export interface RunFigures {
  seconds: number;
  /** What the command printed, line by line (it is passed through as well). */
  lines: string[];
  /** Highest summed resident memory of the command and all its descendants, in bytes. */
  peakBytes: number | undefined;
  /** User and system processor time of the command and its descendants (the last 100 ms may be missed). */
  cpuSeconds: number | undefined;
}

const PAGE_SIZE = 4096;
const CLOCK_TICKS = 100;

interface ProcessStat {
  parent: number;
  /** utime + stime + cutime + cstime, in clock ticks: its own time and that of its ended children. */
  cpuTicks: number;
}

/** Every live process, from /proc/<pid>/stat. */
function processes(): Map<number, ProcessStat> {
  const map = new Map<number, ProcessStat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may contain spaces and parentheses; the fields after its last ")" do not.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpuTicks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      map.set(Number(name), { parent: Number(fields[1]), cpuTicks });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return map;
}

function residentBytes(pid: number): number {
  try {
    // statm: size resident shared ... in pages.
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

/** Summed resident memory and processor time of `root` and every process below it. */
function sampleTree(root: number): { bytes: number; cpuTicks: number } {
  const all = processes();
  const byParent = new Map<number, number[]>();
  for (const [pid, { parent }] of all) byParent.set(parent, [...(byParent.get(parent) ?? []), pid]);
  let bytes = 0;
  let cpuTicks = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    bytes += residentBytes(pid);
    cpuTicks += all.get(pid)?.cpuTicks ?? 0;
    queue.push(...(byParent.get(pid) ?? []));
  }
  return { bytes, cpuTicks };
}

/**
 * Run `command` with `args`, its output passed through and kept, and resolve
 * with its figures; reject with the exit code when it fails.
 */
export function measureRun(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<RunFigures> {
  const canSample = existsSync('/proc/self/statm');
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    printed += chunk.toString('utf8');
  });
  let peak = 0;
  let cpuTicks = 0;
  const sample = () => {
    if (child.pid === undefined) return;
    const now = sampleTree(child.pid);
    peak = Math.max(peak, now.bytes);
    cpuTicks = Math.max(cpuTicks, now.cpuTicks);
  };
  const timer = canSample ? setInterval(sample, 100) : undefined;
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0)
        resolve({
          seconds,
          lines: printed.split('\n').filter(Boolean),
          peakBytes: canSample ? peak : undefined,
          cpuSeconds: canSample ? cpuTicks / CLOCK_TICKS : undefined,
        });
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}

/**
 * One build at a time per project: a lock file holding the owner's process id
 * and the moment that process started. A second build waits for the first (or
 * gives up with a plain message); a lock left by a process that no longer runs
 * is recognised as stale and taken over, even when the system has since given
 * its process id to another program (its start time then differs).
 */
import { existsSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_DIR } from '../paths.ts';

/** Every build of the project shares its server bundle folder (.build/server), so there is one lock per project. */
export const BUILD_LOCK_FILE = join(BUILD_DIR, 'build.lock');

export interface Lock {
  release: () => void;
}

export interface LockOptions {
  /** How long to wait for another owner before giving up. */
  waitMs: number;
  /** How often to look again while waiting. */
  pollMs?: number;
  /** Called once when the lock is busy and waiting starts. */
  onWait?: (ownerPid: number | undefined) => void;
}

/** A lock file that is empty for longer than this was left by a process that died while writing it. */
const HALF_WRITTEN_MS = 5_000;

export class LockBusyError extends Error {
  constructor(
    readonly ownerPid: number | undefined,
    file: string,
    waitedMs: number,
  ) {
    super(
      `Another build (process ${ownerPid ?? 'unknown'}) is still running after ${Math.round(waitedMs / 1000)} s of waiting, so this one stops without touching the site. ` +
        `Wait for it to finish, or delete ${file} if no build is running.`,
    );
    this.name = 'LockBusyError';
  }
}

/**
 * When a process started, as the kernel counts it (clock ticks since boot), or
 * undefined where /proc is not there to tell: then the process id alone decides.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and ")"; the fields after its last ")" start at field 3.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function createExclusive(file: string): boolean {
  try {
    writeFileSync(file, `${process.pid} ${processStart(process.pid) ?? ''}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readOwner(file: string): { pid?: number; started?: string } {
  try {
    const [pidText, started] = readFileSync(file, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText, 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, started: started || undefined } : {};
  } catch {
    return {};
  }
}

const ownerOf = (file: string): number | undefined => readOwner(file).pid;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function isStale(file: string): boolean {
  const { pid, started } = readOwner(file);
  if (pid === undefined) return ageMs(file) > HALF_WRITTEN_MS;
  if (!isRunning(pid)) return true;
  // The id is in use, but by a process that started at another moment: not the build that wrote the lock.
  const now = processStart(pid);
  return started !== undefined && now !== undefined && now !== started;
}

/**
 * Removing a stale lock and creating a new one are two steps; a second, short
 * lock around them keeps two waiters from both deciding to take over.
 */
function takeOverIfStale(file: string): boolean {
  const guard = `${file}.takeover`;
  if (ageMs(guard) > HALF_WRITTEN_MS) rmSync(guard, { force: true });
  try {
    writeFileSync(guard, `${process.pid}\n`, { flag: 'wx' });
  } catch {
    return false;
  }
  try {
    if (!isStale(file)) return false;
    rmSync(file, { force: true });
    return createExclusive(file);
  } finally {
    unlinkSync(guard);
  }
}

/** Whether a running process holds the lock at `file`. */
export function isLockHeld(file: string): boolean {
  return existsSync(file) && !isStale(file);
}

export async function acquireLock(file: string, { waitMs, pollMs = 250, onWait }: LockOptions): Promise<Lock> {
  const started = Date.now();
  let told = false;
  while (!createExclusive(file) && !takeOverIfStale(file)) {
    const waited = Date.now() - started;
    if (waited >= waitMs) throw new LockBusyError(ownerOf(file), file, waited);
    if (!told) onWait?.(ownerOf(file));
    told = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  let held = true;
  return {
    release: () => {
      // Never remove a lock that has meanwhile become someone else's.
      if (held && ownerOf(file) === process.pid) rmSync(file, { force: true });
      held = false;
    },
  };
}

/**
 * The git command line, run through execFile: arguments go to git as a list,
 * never through a shell, so no file name or message can become a command.
 * Chosen over simple-git because the editor needs only a dozen plain commands,
 * their exact exit codes and error text (to tell a rejected push from a broken
 * network), and per-command author settings, all of which execFile gives
 * directly, with no extra package.
 */
import { cleanName } from './person-name.ts';
import { execFile } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { SerialQueue } from './data-store.ts';

export class GitError extends Error {
  name = 'GitError';
  constructor(
    message: string,
    readonly stderr = '',
    readonly code: number | string | undefined = undefined,
  ) {
    super(message);
  }
}

export interface Author {
  name: string;
  email: string;
}

export interface RunOptions {
  /** Commit as this person; without it git's own settings (user.name, user.email) apply. */
  author?: Author;
  /** Text for git's standard input. */
  input?: string;
  /** Exit codes that are answers, not failures (e.g. 1 for "differs"). */
  okCodes?: number[];
  /** More environment, such as GIT_INDEX_FILE for an index apart from the working tree's. */
  env?: NodeJS.ProcessEnv;
}

const MAX_OUTPUT = 64 * 1024 * 1024;

/** One working tree, with one queue: commits, restores and publishes run one at a time. */
export class Git {
  readonly queue = new SerialQueue();
  /**
   * Content writes with the commits that record them, and a publish's sync: a
   * save and its commit are never split by another write, so no commit takes in
   * another person's change or misses its own. Taken before `queue`, never inside it.
   */
  readonly writes = new SerialQueue();

  constructor(readonly cwd: string) {}

  run(args: string[], options: RunOptions = {}): Promise<string> {
    return this.exec(args, options, 'utf8');
  }

  /** As `run`, the output as git wrote it, in bytes: for output whose lengths git counts in bytes (cat-file --batch). */
  runBytes(args: string[], options: RunOptions = {}): Promise<Buffer> {
    return this.exec(args, options, 'buffer');
  }

  private exec<E extends 'utf8' | 'buffer'>(
    args: string[],
    options: RunOptions,
    encoding: E,
  ): Promise<E extends 'utf8' ? string : Buffer> {
    type Output = E extends 'utf8' ? string : Buffer;
    const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
    if (options.author) {
      // A name stored before names were cleaned is cleaned here too: git refuses "<" and ">", and a commit must not fail on a name.
      env.GIT_AUTHOR_NAME = env.GIT_COMMITTER_NAME = cleanName(options.author.name) || options.author.email;
      env.GIT_AUTHOR_EMAIL = env.GIT_COMMITTER_EMAIL = options.author.email;
    }
    return new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        args,
        { cwd: this.cwd, env, maxBuffer: MAX_OUTPUT, encoding },
        (error, stdout, stderr) => {
          const code = (error as (NodeJS.ErrnoException & { code?: number | string }) | null)?.code;
          if (error && !(typeof code === 'number' && options.okCodes?.includes(code))) {
            reject(
              new GitError(`git ${args[0]} failed: ${(String(stderr) || error.message).trim()}`, String(stderr), code),
            );
            return;
          }
          resolve(stdout as Output);
        },
      );
      if (options.input !== undefined) child.stdin?.end(options.input);
    });
  }

  /** Whether the folder is inside a git working tree. */
  async isRepository(): Promise<boolean> {
    try {
      return (await this.run(['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
    } catch {
      return false;
    }
  }

  async gitPath(name: string): Promise<string> {
    const path = (await this.run(['rev-parse', '--git-path', name])).trim();
    return isAbsolute(path) ? path : join(this.cwd, path);
  }
}

/** An index lock older than this, found at start, was left by a git that was killed. */
const STALE_LOCK_MS = 10_000;

/**
 * Repairs what a killed commit can leave: git writes a commit's objects first
 * and moves the branch last, so the only leftover is the index lock. Called at
 * start, before this process runs any git command of its own. Returns a
 * sentence for the terminal when it did something.
 */
export async function repairInterruptedCommit(git: Git, now = Date.now()): Promise<string | undefined> {
  const lock = await git.gitPath('index.lock');
  if (!existsSync(lock)) return undefined;
  const age = now - statSync(lock).mtimeMs;
  if (age < STALE_LOCK_MS) {
    return `${lock} exists: another git command may be running in this repository. If none is, delete that file and start again.`;
  }
  rmSync(lock, { force: true });
  try {
    await git.run(['status', '--porcelain']);
  } catch (error) {
    throw new GitError(
      `Removed a leftover ${lock}, but the repository still does not answer: ${(error as Error).message}. Run "git status" in ${git.cwd} to see what git says.`,
    );
  }
  return `Removed a leftover git lock (${lock}) from a commit that was interrupted; the repository is fine.`;
}

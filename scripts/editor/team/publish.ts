/**
 * Publishing one site: its saves, and no other site's, go live (./release.ts).
 * With a git remote, the saved commits go to the shared branch and the release
 * is one commit on the branch the host deploys from; with a folder a web
 * server serves, the release is built into it. Each publish is written to the
 * publish log.
 */
import { spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { JsonFile, SerialQueue } from './data-store.ts';
import { fileWords } from './change-words.ts';
import { GitError, type Git } from './git.ts';
import { listHistory, textAt, type HistoryOptions } from './history.ts';
import { commitRelease, releaseTree, writeContent, type PublishedFolder } from './release.ts';
import type { HistoryEntry, PublishConflict as FileConflict, PublishLogEntry } from '../../../src/editor/protocol.ts';

export interface RemoteTarget {
  remote: string;
  branch: string;
}

/** The remote named by EDITOR_GIT_REMOTE, else "origin" when the repository has one; the branch from EDITOR_GIT_BRANCH, else the current one. */
export async function remoteTarget(git: Git, env: NodeJS.ProcessEnv = process.env): Promise<RemoteTarget | undefined> {
  const remotes = (await git.run(['remote'])).split('\n').filter(Boolean);
  const remote = env.EDITOR_GIT_REMOTE || (remotes.includes('origin') ? 'origin' : '');
  if (!remote) return undefined;
  if (!remotes.includes(remote))
    throw new GitError(
      `EDITOR_GIT_REMOTE names "${remote}", but this repository has no such remote (it has: ${remotes.join(', ') || 'none'}).`,
    );
  const branch = env.EDITOR_GIT_BRANCH || (await git.run(['rev-parse', '--abbrev-ref', 'HEAD'])).trim();
  return { remote, branch };
}

export class PublishConflict extends Error {
  name = 'PublishConflict';
  constructor(readonly conflicts: FileConflict[]) {
    super(
      `Someone else changed ${conflicts.map((c) => c.place).join(', ')} at the same time, so nothing was published. ` +
        'Your saved version and theirs are both kept: choose which to keep, save, and publish again.',
    );
  }
}

const trackingRef = (target: RemoteTarget) => `refs/remotes/${target.remote}/${target.branch}`;

async function hasRef(git: Git, ref: string): Promise<boolean> {
  return (await git.run(['rev-parse', '--verify', '--quiet', ref], { okCodes: [1] })).trim() !== '';
}

/**
 * Puts the local commits on top of what the remote has. When both sides
 * changed the same lines, the rebase is undone (nothing is lost on either
 * side) and the conflict is reported with both versions.
 */
async function rebaseOnto(git: Git, target: RemoteTarget): Promise<void> {
  const upstream = trackingRef(target);
  try {
    await git.run(['rebase', '--autostash', upstream]);
  } catch (error) {
    const files = (await git.run(['diff', '--name-only', '--relative', '--diff-filter=U'])).split('\n').filter(Boolean);
    await git.run(['rebase', '--abort']).catch(() => undefined);
    if (!files.length) throw error;
    const conflicts = await Promise.all(
      files.map(async (file) => ({
        file,
        place: fileWords(file),
        mine: await textAt(git, 'HEAD', file),
        theirs: await textAt(git, upstream, file),
      })),
    );
    throw new PublishConflict(conflicts);
  }
}

/** Fetches, and brings in what others pushed: at start and before each publish, so the editor shows it. */
export async function syncFromRemote(git: Git, target: RemoteTarget): Promise<void> {
  await git.run(['fetch', '--quiet', target.remote]);
  if (await hasRef(git, trackingRef(target))) await rebaseOnto(git, target);
}

/** Pushes; a push refused because someone pushed first is fetched, rebased and pushed again. */
export async function pushToRemote(git: Git, target: RemoteTarget, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await git.run(['push', '--quiet', target.remote, `HEAD:refs/heads/${target.branch}`]);
      return;
    } catch (error) {
      const rejected =
        error instanceof GitError &&
        /\[rejected\]|non-fast-forward|fetch first|failed to push some refs/.test(error.stderr);
      if (!rejected || attempt >= attempts) throw error;
      await syncFromRemote(git, target);
    }
  }
}

/**
 * The site's saved commits not yet published: those since `publishedVersion`
 * (see PublishLog), or without one, those the remote lacks. A version git no
 * longer knows (the history was rewritten) counts every commit.
 */
export async function unpublished(
  git: Git,
  siteFolder: string,
  target: RemoteTarget | undefined,
  publishedVersion?: string,
  isPerson?: HistoryOptions['isPerson'],
): Promise<HistoryEntry[]> {
  // The site's own published version: another site's publish pushes this site's saves too, but does not make them live.
  const base =
    publishedVersion && (await hasRef(git, `${publishedVersion}^{commit}`))
      ? publishedVersion
      : target && (await hasRef(git, trackingRef(target)))
        ? trackingRef(target)
        : undefined;
  const range = base ? [`${base}..HEAD`] : ['HEAD'];
  const out = await git.run(['rev-list', ...range, '--', siteFolder]);
  const ids = new Set(out.split('\n').filter(Boolean));
  if (!ids.size) return [];
  return (await listHistory(git, [siteFolder], { limit: 1000, isPerson })).filter((entry) => ids.has(entry.commit));
}

/** The site's state: "Unpublished changes (2)", "Published", with the entries waiting for their time: "Published · 1 scheduled". */
export function stateWords(count: number, scheduled = 0): string {
  return `${count ? `Unpublished changes (${count})` : 'Published'}${scheduled ? ` · ${scheduled} scheduled` : ''}`;
}

export interface BuildResult {
  ok: boolean;
  /** The build's own explanation when it failed: its last lines of output. */
  message: string;
}

/**
 * Builds the site into `publishDir` with the project's build, which builds in
 * a work folder beside it and swaps the result in with one rename, holding the
 * build lock: visitors see the old site or the new one, and a failed build
 * leaves the old one in place. With `site`, only the website it is part of is
 * built (`--site <id>`): a client site into its own folder of the output
 * (sites/<id>/), the studio or a demo with the studio's website.
 */
export function buildInto(
  publishDir: string,
  options: {
    projectRoot: string;
    contentDir: string;
    command?: string[];
    env?: NodeJS.ProcessEnv;
    site?: string;
    /** A preview link's build: drafts and entries going live later shown, marked (`--preview`). */
    preview?: boolean;
  },
): Promise<BuildResult> {
  const [cmd, ...args] = [
    ...(options.command ?? [process.execPath, '--import', 'tsx', join(options.projectRoot, 'scripts/build.ts')]),
    ...(options.site ? ['--site', options.site] : []),
    ...(options.preview ? ['--preview'] : []),
  ];
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: options.projectRoot,
      env: { ...process.env, ...options.env, OUT_DIR: publishDir, SITE_CONTENT_DIR: options.contentDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ ok: false, message: `The build could not start: ${error.message}` }));
    child.on('close', (code) => {
      resolve(
        code === 0
          ? { ok: true, message: 'The site was built and is live.' }
          : {
              ok: false,
              // A preview's build says only why; the preview server says what it could not do.
              message: options.preview
                ? buildFailureWords(output, options)
                : `The site was not published; the live site is as it was. ${buildFailureWords(output, options)}`,
            },
      );
    });
  });
}

/**
 * Why a build failed, from its output: the problems it explained, without its
 * progress lines, its own "left as it was" line (said already) or paths
 * that only make sense on the server.
 */
export function buildFailureWords(output: string, where: { projectRoot: string; contentDir: string }): string {
  const rel = relative(where.projectRoot, where.contentDir);
  const contentPrefix = rel ? `${rel}/` : undefined;
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^\[\s*[\d.]+ s\]/.test(line) && !/Build failed\..* was left as it was\.$/.test(line))
    .map((line) =>
      (contentPrefix ? line.split(contentPrefix).join('') : line).replace(
        / Run `npm run validate` to see them again\.$/,
        '',
      ),
    );
  return lines.slice(-12).join(' ') || 'The build stopped without saying why; the server log has its output.';
}

/** The publish log, and the version the repository held when team mode first started here. */
interface PublishLogData {
  entries: PublishLogEntry[];
  start?: { commit: string; time: string };
  /** The publish under way: still here at a start, it was stopped before it ended. */
  running?: PublishLogEntry;
}

export const INTERRUPTED_WORDS =
  'This publish stopped before it finished (the editor was stopped while it ran), so the live site may not have these changes. Publish again.';

export class PublishLog {
  private readonly file: JsonFile<PublishLogData>;

  constructor(dataDir: string) {
    this.file = new JsonFile(join(dataDir, 'publish-log.json'), () => ({ entries: [] }));
  }

  /** Notes a publish as under way, so a start after a crash or a kill can tell (see finishInterrupted). */
  begin(entry: PublishLogEntry): Promise<void> {
    return this.file.update((data) => {
      data.running = entry;
    });
  }

  /** A publish its guard refused before anything went out: no longer under way, and nothing to log. */
  drop(): Promise<void> {
    return this.file.update((data) => {
      delete data.running;
    });
  }

  /** Logs a publish that ended, whatever its result. */
  add(entry: PublishLogEntry): Promise<void> {
    return this.file.update((data) => {
      data.entries.push(entry);
      delete data.running;
    });
  }

  /**
   * At start: a publish noted as under way never ended (the editor was stopped
   * during it). It is logged as failed, with words that say so, and answered.
   */
  async finishInterrupted(): Promise<PublishLogEntry | undefined> {
    const running = this.file.read().running;
    if (!running) return undefined;
    const entry: PublishLogEntry = { ...running, result: 'failed', message: INTERRUPTED_WORDS };
    await this.add(entry);
    return entry;
  }

  /**
   * Notes the version team mode found at its first start, once: what the site
   * was when the studio handed it over, taken as live until the first publish.
   */
  recordStart(commit: string, time = new Date()): Promise<void> {
    return this.file.update((data) => {
      data.start ??= { commit, time: time.toISOString() };
    });
  }

  forSite(site: string): PublishLogEntry[] {
    return this.file
      .read()
      .entries.filter((entry) => entry.site === site)
      .reverse();
  }

  /** What visitors have: the last publish's commit, or before the site's first publish, the version found at the first start. */
  publishedVersion(site: string): string | undefined {
    return this.forSite(site).find((entry) => entry.result === 'published')?.commit ?? this.file.read().start?.commit;
  }
}

export interface PublishOptions {
  git: Git;
  log: PublishLog;
  site: { id: string; folder: string };
  /** Every other site: each stays as it was last published (./release.ts). */
  others?: { id: string; folder: string }[];
  person: string;
  target?: RemoteTarget;
  /** The branch the host deploys from, with a remote: each publish is one commit there (default "live"). */
  liveBranch?: string;
  publishDir?: string;
  /** Where the content the publish makes live is written for the build (default: inside the repository's .git). */
  releaseDir?: string;
  build?: (publishDir: string, contentDir: string) => Promise<BuildResult>;
  /** An approval: the request it approves, written with the publish in the log. */
  review?: PublishLogEntry['review'];
  /** A publish the scheduler made at an entry's time (./scheduler.ts). */
  scheduled?: PublishLogEntry['scheduled'];
  /**
   * Runs once no save can land and the remote's changes are in, before anything
   * goes out; a throw stops the publish (an approval refuses content it was not shown).
   */
  guard?: () => Promise<void>;
  /** Whether an author is a person of the editor; the other commits are the studio's (see listHistory). */
  isPerson?: HistoryOptions['isPerson'];
}

export const DEFAULT_LIVE_BRANCH = 'live';

/** The other sites' folders, each with the version it last published: what stays as it is live when one site is published. */
export function publishedFolders(log: PublishLog, others: { id: string; folder: string }[]): PublishedFolder[] {
  return others.map((other) => ({ folder: other.folder, version: log.publishedVersion(other.id) }));
}

/** Commits the release on the live branch, after what the remote has there, and pushes it. */
async function pushRelease(git: Git, target: RemoteTarget, branch: string, tree: string, message: string) {
  // Fetched with the rest before the publish (syncFromRemote).
  const tracking = `refs/remotes/${target.remote}/${branch}`;
  const parent = (await hasRef(git, tracking)) ? tracking : undefined;
  await commitRelease(git, tree, branch, message, parent);
  await git.run(['push', '--quiet', target.remote, `refs/heads/${branch}:refs/heads/${branch}`]);
}

const publishQueue = new SerialQueue();

const releaseMessage = (entry: PublishLogEntry) =>
  `Publish ${entry.site}: ${entry.changes.length} change${entry.changes.length === 1 ? '' : 's'}, ${entry.scheduled ? 'scheduled ' : ''}by ${entry.person}`;

/** One publish at a time: fetch, rebase, push, build; every outcome goes to the log and comes back in words. */
export function publishSite(options: PublishOptions): Promise<PublishLogEntry> {
  return publishQueue.run(async () => {
    const { git, log, site, person, target, publishDir, build, others = [] } = options;
    const targets = [...(target ? [`${target.remote}/${target.branch}`] : []), ...(publishDir ? [publishDir] : [])];
    if (!targets.length)
      throw new GitError(
        'Publishing is not set up: set PUBLISH_DIR, or give the repository a remote (EDITOR_GIT_REMOTE).',
      );
    const entry: PublishLogEntry = {
      time: new Date().toISOString(),
      person,
      site: site.id,
      targets,
      changes: [],
      result: 'published',
      message: '',
      ...(options.review ? { review: options.review } : {}),
      ...(options.scheduled ? { scheduled: options.scheduled } : {}),
    };
    const releaseDir = options.releaseDir ?? (await git.gitPath('editor-release'));
    let refused = false;
    await log.begin(entry);
    try {
      // No save lands while the branch is rebased and the release is taken (Git.writes).
      await git.writes.run(() =>
        git.queue.run(async () => {
          if (target) await syncFromRemote(git, target);
          await options.guard?.().catch((error: unknown) => {
            refused = true;
            throw error;
          });
          entry.changes = (
            await unpublished(git, site.folder, target, log.publishedVersion(site.id), options.isPerson)
          ).map(({ commit, summary }) => ({ commit, summary }));
          // Every save goes to the shared branch; only this site's goes live.
          if (target) await pushToRemote(git, target);
          entry.commit = (await git.run(['rev-parse', 'HEAD'])).trim();
          const tree = await releaseTree(git, publishedFolders(log, others));
          if (target)
            await pushRelease(git, target, options.liveBranch ?? DEFAULT_LIVE_BRANCH, tree, releaseMessage(entry));
          if (publishDir && build) await writeContent(git, tree, releaseDir);
        }),
      );
      if (publishDir && build) {
        const built = await build(publishDir, releaseDir);
        if (!built.ok)
          Object.assign(entry, {
            result: 'failed',
            message: target
              ? `The changes were pushed, but the folder was not updated. ${built.message}`
              : built.message,
          });
      }
      if (entry.result === 'published')
        entry.message = `Published ${entry.changes.length} change${entry.changes.length === 1 ? '' : 's'}.`;
    } catch (error) {
      // A refusal is the guard's answer, not a publish that failed: the site's publishes do not list it.
      if (refused) {
        await log.drop();
        throw error;
      }
      entry.result = error instanceof PublishConflict ? 'conflict' : 'failed';
      entry.message = error instanceof Error ? error.message : String(error);
      await log.add(entry);
      throw error;
    }
    await log.add(entry);
    return entry;
  });
}

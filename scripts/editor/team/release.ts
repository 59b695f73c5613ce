/**
 * What a publish of one site makes live: the repository as saved, except that
 * every other site's folder is as that site was last published. So one site's
 * publish never puts another site's saves in front of visitors, and another
 * site's broken save cannot fail it. The same content is built for the served
 * folder and committed to the branch the host deploys from.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { Git } from './git.ts';

/** Another site's folder inside the content folder ("demos/hvac"), with the commit it was last published at. */
export interface PublishedFolder {
  folder: string;
  version?: string;
}

/** Runs `work` with an index file of its own, so the working tree's index is never touched; removed after. */
async function withIndex<T>(git: Git, work: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
  const file = await git.gitPath(`release-index-${randomBytes(6).toString('hex')}`);
  try {
    return await work({ GIT_INDEX_FILE: file });
  } finally {
    rmSync(file, { force: true });
  }
}

/** Whether git has `object` ("<commit>^{commit}", "<commit>:<path>"). */
function exists(git: Git, object: string): Promise<boolean> {
  return git.run(['cat-file', '-e', object]).then(
    () => true,
    () => false,
  );
}

/**
 * The tree a publish of one site makes live: HEAD (so that site as saved),
 * with each of the `others` folders taken from its published version. A site never published from here
 * and absent at that version is left out, as it is from the live site; one
 * whose version git no longer has (a rewritten history) stays as saved.
 */
export async function releaseTree(git: Git, others: PublishedFolder[]): Promise<string> {
  const prefix = (await git.run(['rev-parse', '--show-prefix'])).trim();
  return withIndex(git, async (env) => {
    await git.run(['read-tree', 'HEAD'], { env });
    for (const { folder, version } of others) {
      if (!version || !(await exists(git, `${version}^{commit}`))) continue;
      await git.run(['rm', '-r', '--cached', '--quiet', '--ignore-unmatch', '--', folder], { env });
      if (await exists(git, `${version}:${prefix}${folder}`))
        await git.run(['read-tree', `--prefix=${prefix}${folder}/`, `${version}:${prefix}${folder}`], { env });
    }
    return (await git.run(['write-tree'], { env })).trim();
  });
}

/**
 * The release trees of the previews, each remembered until what it is made
 * from changes: the commit HEAD names, or the versions the other sites were
 * last published at. HEAD is read from git's own files (HEAD, then the branch's
 * ref file or packed-refs), so a preview asked for again runs no git command.
 * Requests that need the same tree at once share one computation.
 */
export class ReleaseTrees {
  private dirs?: Promise<{ own: string; common: string }>;
  private readonly known = new Map<string, { stamp: string; tree: Promise<string> }>();

  constructor(private readonly git: Git) {}

  /** The tree `releaseTree` makes for `key` (a site) with `others` as last published. */
  async tree(key: string, others: PublishedFolder[]): Promise<string> {
    const stamp = `${await this.head()}\n${JSON.stringify(others)}`;
    const known = this.known.get(key);
    if (known?.stamp === stamp) return known.tree;
    const tree = releaseTree(this.git, others);
    this.known.set(key, { stamp, tree });
    // A failure is not remembered: the next request tries again.
    tree.catch(() => {
      if (this.known.get(key)?.tree === tree) this.known.delete(key);
    });
    return tree;
  }

  /** The commit HEAD names: from git's files, or from git itself where they do not say (a ref store this does not read). */
  private async head(): Promise<string> {
    this.dirs ??= this.git.run(['rev-parse', '--absolute-git-dir', '--git-common-dir']).then((out) => {
      const [own, common] = out.trim().split('\n');
      return { own, common: isAbsolute(common) ? common : join(this.git.cwd, common) };
    });
    const dirs = await this.dirs.catch(() => undefined);
    const read = dirs && readRef(dirs.own, dirs.common, 'HEAD');
    return read ?? (await this.git.run(['rev-parse', '--verify', '--quiet', 'HEAD'], { okCodes: [1] })).trim();
  }
}

const COMMIT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/** A ref's commit read from the files git keeps it in, following symbolic refs; undefined when they do not say. */
function readRef(own: string, common: string, name: string, depth = 0): string | undefined {
  if (depth > 5 || !/^(HEAD|refs\/[^\0]+)$/.test(name) || name.split('/').includes('..')) return undefined;
  for (const dir of [own, common]) {
    const file = join(dir, name);
    if (!existsSync(file)) continue;
    let text: string;
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch {
      continue;
    }
    if (COMMIT_ID.test(text)) return text;
    const target = /^ref: (.+)$/.exec(text)?.[1];
    return target ? readRef(own, common, target, depth + 1) : undefined;
  }
  const packed = join(common, 'packed-refs');
  if (!existsSync(packed)) return undefined;
  for (const line of readFileSync(packed, 'utf8').split('\n')) {
    const [id, ref] = line.split(' ');
    if (ref === name && COMMIT_ID.test(id)) return id;
  }
  return undefined;
}

/** Writes the content folder's part of `tree` into `dir`, emptied first: what the build of the release reads. */
export async function writeContent(git: Git, tree: string, dir: string): Promise<void> {
  const prefix = (await git.run(['rev-parse', '--show-prefix'])).trim();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Run at the repository's top: from the content folder, git would see only index paths under that folder.
  const top = (await git.run(['rev-parse', '--show-toplevel'])).trim();
  await withIndex(git, async (env) => {
    await git.run(['-C', top, 'read-tree', prefix ? `${tree}:${prefix.replace(/\/$/, '')}` : tree], { env });
    await git.run(['-C', top, 'checkout-index', '--all', '--force', `--prefix=${dir}/`], { env });
  });
}

/**
 * Commits `tree` on `branch` (the branch the host deploys from), after
 * `after` (what the remote has there) or else the branch's last commit: each
 * publish is one commit there, named for its site. Answers the commit.
 */
export async function commitRelease(
  git: Git,
  tree: string,
  branch: string,
  message: string,
  after?: string,
): Promise<string> {
  const ref = `refs/heads/${branch}`;
  const parent = (await git.run(['rev-parse', '--verify', '--quiet', after ?? ref], { okCodes: [1] })).trim();
  const commit = (
    await git.run(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-F', '-'], { input: message })
  ).trim();
  await git.run(['update-ref', ref, commit]);
  return commit;
}

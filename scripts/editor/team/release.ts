/**
 * What a publish of one site makes live: the repository as saved, except that
 * every other site's folder is as that site was last published. So one site's
 * publish never puts another site's saves in front of visitors, and another
 * site's broken save cannot fail it. The same content is built for the served
 * folder and committed to the branch the host deploys from.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
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

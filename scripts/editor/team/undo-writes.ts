/**
 * Undoing a write whose commit git refused: the files go back as the last
 * commit has them, so a write is kept only with its commit, and nothing
 * uncommitted waits to be taken into the next person's commit.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { resolveInside } from '../content-paths.ts';
import { problemsOfWrite, refusalOf } from '../validation.ts';
import { writeDurably } from './data-store.ts';
import type { Author, Git } from './git.ts';

/** Puts `files` back as the last commit has them: changed ones restored, new ones removed. */
export async function undoWrites(git: Git, contentDir: string, files: string[]): Promise<void> {
  for (const file of files) {
    // What the refused commit had staged leaves the index too.
    await git.run(['reset', '--quiet', 'HEAD', '--', file]).catch(() => undefined);
    const inHead = (await git.run(['ls-tree', '-r', '--name-only', 'HEAD', '--', file])).trim() !== '';
    if (inHead) await git.run(['checkout', 'HEAD', '--', file]);
    // Only what the last commit has is kept: a copy or a page the write made leaves again.
    await git.run(['clean', '-f', '-d', '-q', '--', file]);
    if (!inHead && existsSync(join(contentDir, file))) rmSync(join(contentDir, file), { recursive: true, force: true });
  }
}

/**
 * Writes one file and commits it alone, in the repository's queue; a refused
 * commit puts the file back. (A kill between the two is finished at the next
 * start by the write journal the caller holds around this.) Like a save, it is
 * refused (422) when the new text would bring a problem, here or on another
 * page: a restore and an undo are writes, and no write may leave content that
 * a publish or a preview would then fail on.
 */
export async function commitOneFile(
  git: Git,
  contentDir: string,
  file: string,
  text: string,
  message: string,
  author?: Author,
): Promise<string> {
  return git.queue.run(async () => {
    const path = resolveInside(contentDir, file);
    const problems = problemsOfWrite(contentDir, new Map([[path, text]]), new Set([file]));
    if (problems.length) throw refusalOf(problems);
    writeDurably(path, text);
    try {
      await git.run(['add', '--', file]);
      await git.run(['commit', '--quiet', '--only', '--no-verify', '-F', '-', '--', file], { author, input: message });
    } catch (error) {
      await undoWrites(git, contentDir, [file]);
      throw error;
    }
    return (await git.run(['rev-parse', 'HEAD'])).trim();
  });
}

/**
 * A save and its commit succeed together or not at all. While a write runs,
 * the data folder names its author; a commit that fails puts the files back as
 * the last commit has them; and a start after a kill between the two commits
 * what the write left, as its author's.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { writeDurably } from './data-store.ts';
import type { Author, Git } from './git.ts';
import { commitSave } from './history.ts';

/** The content files that differ from the last commit, changed, new or gone, relative to the content folder. */
async function changedFiles(git: Git): Promise<string[]> {
  const lines = (out: string) => out.split('\n').filter(Boolean);
  const tracked = lines(await git.run(['diff', '--name-only', '--relative', 'HEAD', '--', '.']));
  const untracked = lines(await git.run(['ls-files', '--others', '--exclude-standard', '--', '.']));
  return [...new Set([...tracked, ...untracked])].sort();
}

export class WriteJournal {
  constructor(private readonly file: string) {}

  /** Runs one write and its commit with the author written down until both are done. */
  async around<T>(author: Author, task: () => Promise<T>): Promise<T> {
    writeDurably(this.file, JSON.stringify({ author, time: new Date().toISOString() }));
    try {
      return await task();
    } finally {
      rmSync(this.file, { force: true });
    }
  }

  /**
   * At start: a journal left behind means the editor stopped between a write
   * and its commit. What differs from the last commit is committed as the
   * author's; answers a sentence for the terminal when there was something.
   */
  async finish(git: Git): Promise<string | undefined> {
    if (!existsSync(this.file)) return undefined;
    let author: Author | undefined;
    try {
      author = (JSON.parse(readFileSync(this.file, 'utf8')) as { author?: Author }).author;
    } catch {
      author = undefined;
    }
    const files = await changedFiles(git);
    const commit = files.length ? await commitSave(git, files, author?.email ? author : undefined) : undefined;
    rmSync(this.file, { force: true });
    if (!commit) return undefined;
    return `A save${author?.email ? ` by ${author.email}` : ''} was stopped before its commit; it is now committed (${files.length} file${files.length === 1 ? '' : 's'}).`;
  }
}

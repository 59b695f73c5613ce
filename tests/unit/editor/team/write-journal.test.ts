import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingNames, pendingRoot } from '../../../../scripts/editor/pending-uploads.ts';
import { Git, type RunOptions } from '../../../../scripts/editor/team/git.ts';
import { restoreVersion } from '../../../../scripts/editor/team/history.ts';
import { undoChange } from '../../../../scripts/editor/team/undo-change.ts';
import { commitWrites } from '../../../../scripts/editor/team/written-files.ts';
import { WriteJournal } from '../../../../scripts/editor/team/write-journal.ts';
import { contentRepository, git, tempDir, withPrice, write } from './git-fixture.ts';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const SERVICES_FILE = 'demos/salon/pages/services.json';
const ana = { name: 'Ana Diaz', email: 'ana@example.com' };

function setup() {
  const t = tempDir();
  cleanup = t.remove;
  const { work } = contentRepository(t.dir);
  return { root: t.dir, work, journal: new WriteJournal(join(t.dir, 'data', 'write-journal.json')) };
}

/** Git as it is, except that every commit is refused, as git refuses one it cannot make. */
class RefusingGit extends Git {
  override run(args: string[], options?: RunOptions) {
    if (args[0] === 'commit') return Promise.reject(new Error('git refused the commit'));
    return super.run(args, options);
  }
}

describe('a write and its commit', () => {
  it('are undone together when git refuses the commit: a changed page comes back, a new page leaves', async () => {
    const { work } = setup();
    const before = readFileSync(join(work, SERVICES_FILE), 'utf8');
    writeFileSync(join(work, SERVICES_FILE), withPrice('$145'));
    write(work, 'demos/salon/pages/new.json', '{"path": "/new", "blocks": []}\n');
    const afterSave = commitWrites(new RefusingGit(work), work, ana);
    const saved = { saved: [{ file: SERVICES_FILE }, { file: 'demos/salon/pages/new.json' }] };
    await expect(afterSave(new URL('http://editor.invalid/api/save'), saved)).rejects.toThrow(
      /could not be recorded in the history, so it was not kept/,
    );
    expect(readFileSync(join(work, SERVICES_FILE), 'utf8')).toBe(before);
    expect(existsSync(join(work, 'demos/salon/pages/new.json'))).toBe(false);
    expect(git(work, 'status', '--porcelain')).toBe('');
  });

  it('keep an upload the refused save brought in waiting for the next save', async () => {
    const { work } = setup();
    const picture = 'demos/salon/images/new-look.svg';
    const bytes = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>\n';
    try {
      // As a save leaves it: the waiting copy settled, the picture in the content beside the page naming it.
      write(work, picture, bytes);
      writeFileSync(join(work, SERVICES_FILE), withPrice('$145'));
      const afterSave = commitWrites(new RefusingGit(work), work, ana);
      const saved = { saved: [{ file: SERVICES_FILE }], pictures: [picture] };
      await expect(afterSave(new URL('http://editor.invalid/api/save'), saved)).rejects.toThrow(/not kept/);
      expect(existsSync(join(work, picture))).toBe(false);
      expect(pendingNames(work, 'demos/salon')).toEqual(['new-look.svg']);
      expect(readFileSync(join(pendingRoot(work), 'demos/salon/new-look.svg'), 'utf8')).toBe(bytes);
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      rmSync(pendingRoot(work), { recursive: true, force: true });
    }
  });

  it.each(['a restore', 'an undo'])('leave the page as committed when git refuses %s', async (kind) => {
    const { work } = setup();
    const first = git(work, 'rev-parse', 'HEAD').trim();
    writeFileSync(join(work, SERVICES_FILE), withPrice('$145'));
    git(work, 'commit', '-q', '-am', 'New price');
    const change = git(work, 'rev-parse', 'HEAD').trim();
    const committed = readFileSync(join(work, SERVICES_FILE), 'utf8');
    const refusing = new RefusingGit(work);
    const attempt =
      kind === 'a restore'
        ? restoreVersion(refusing, work, SERVICES_FILE, first, ana)
        : undoChange(refusing, work, SERVICES_FILE, change, ana);
    await expect(attempt).rejects.toThrow('git refused the commit');
    // Nothing uncommitted waits to be taken into the next person's save.
    expect(readFileSync(join(work, SERVICES_FILE), 'utf8')).toBe(committed);
    expect(git(work, 'status', '--porcelain')).toBe('');
  });

  it('left apart by a kill are committed as the author at the next start, and the journal is gone', async () => {
    const { work, journal, root } = setup();
    const commits = Number(git(work, 'rev-list', '--count', 'HEAD'));
    // The editor is killed after the page is written and before its commit: the journal stays behind.
    const killed = journal.around(ana, async () => {
      writeFileSync(join(work, SERVICES_FILE), withPrice('$145'));
      throw new Error('killed');
    });
    await expect(killed).rejects.toThrow('killed');
    expect(existsSync(join(root, 'data', 'write-journal.json'))).toBe(false);
    writeFileSync(join(root, 'data', 'write-journal.json'), JSON.stringify({ author: ana, time: 'then' }));

    expect(await journal.finish(new Git(work))).toBe(
      'A save by ana@example.com was stopped before its commit; it is now committed (1 file).',
    );
    expect(Number(git(work, 'rev-list', '--count', 'HEAD'))).toBe(commits + 1);
    expect(git(work, 'log', '-1', '--format=%an <%ae>').trim()).toBe('Ana Diaz <ana@example.com>');
    expect(git(work, 'status', '--porcelain')).toBe('');
    expect(existsSync(join(root, 'data', 'write-journal.json'))).toBe(false);
    // Nothing left behind: the next start has nothing to say.
    expect(await journal.finish(new Git(work))).toBeUndefined();
  });
});

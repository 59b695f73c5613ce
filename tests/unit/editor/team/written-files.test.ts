import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Git } from '../../../../scripts/editor/team/git.ts';
import { commitWrites, READ_ONLY_POSTS, WRITES, writtenFiles } from '../../../../scripts/editor/team/written-files.ts';
import { contentRepository, git, tempDir, write } from './git-fixture.ts';

describe('files an editor write changed', () => {
  it('are known for every write route of the editor API', () => {
    const source = readFileSync('scripts/editor/api.ts', 'utf8');
    const writes = source.slice(source.indexOf('const writes'));
    const paths = [...writes.matchAll(/^\s*'(\/api\/[^']+)':/gm)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths)
      expect(Object.hasOwn(WRITES, path) || READ_ONLY_POSTS.has(path), `${path} says which files it wrote`).toBe(true);
  });

  it('come from the answer of each write', () => {
    const folder = (id: unknown) => `demos/${String(id)}`;
    const q = new URLSearchParams('site=salon&name=a.jpg');
    expect(
      writtenFiles(
        '/api/save',
        {},
        {
          saved: [{ file: 'demos/salon/site.json' }],
          unchanged: ['x'],
          pictures: ['demos/salon/images/a-2.jpg'],
          removed: ['demos/salon/images/old.jpg'],
        },
        folder,
        q,
      ),
    ).toEqual(['demos/salon/site.json', 'demos/salon/images/a-2.jpg', 'demos/salon/images/old.jpg']);
    expect(writtenFiles('/api/pages/create', {}, { file: 'demos/salon/pages/team.json' }, folder, q)).toEqual([
      'demos/salon/pages/team.json',
    ]);
    expect(
      writtenFiles(
        '/api/pages/delete',
        {},
        { deleted: 'demos/salon/pages/team.json', removed: ['demos/salon/images/team.jpg'] },
        folder,
        q,
      ),
    ).toEqual(['demos/salon/pages/team.json', 'demos/salon/images/team.jpg']);
    // An upload waits outside the content until a save brings it in.
    expect(writtenFiles('/api/upload', {}, { src: 'a-2.jpg' }, folder, q)).toEqual([]);
    expect(writtenFiles('/api/sites/duplicate', {}, { id: 'copy', folder: 'demos/copy' }, folder, q)).toEqual([
      'demos/copy',
    ]);
    expect(writtenFiles('/api/validate', {}, { problems: [] }, folder, q)).toEqual([]);
    expect(writtenFiles('/api/save', {}, null, folder, q)).toEqual([]);
  });
});

describe('a save that took a picture out of use', () => {
  let cleanup: () => void = () => undefined;
  afterEach(() => cleanup());

  it('commits the removal of that picture with its page, in one commit', async () => {
    const t = tempDir();
    cleanup = t.remove;
    const { work } = contentRepository(t.dir);
    write(work, 'demos/salon/images/old-look.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    git(work, 'add', '.');
    git(work, 'commit', '--quiet', '-m', 'A picture');
    // What the save did on disk (scripts/editor/save.ts), and its answer.
    write(work, 'demos/salon/pages/home.json', '{"path": "/", "blocks": []}\n');
    rmSync(join(work, 'demos/salon/images/old-look.svg'));
    const answer = {
      saved: [{ file: 'demos/salon/pages/home.json' }],
      unchanged: [],
      pictures: [],
      removed: ['demos/salon/images/old-look.svg'],
    };
    await commitWrites(new Git(work), work)(new URL('http://editor/api/save'), answer);
    expect(git(work, 'show', '--name-status', '--format=', 'HEAD').trim().split('\n').sort()).toEqual([
      'D\tdemos/salon/images/old-look.svg',
      'M\tdemos/salon/pages/home.json',
    ]);
    expect(git(work, 'status', '--porcelain')).toBe('');
  });
});

describe('a save that deleted an entry', () => {
  let cleanup: () => void = () => undefined;
  afterEach(() => cleanup());

  it("commits the deletion, named by the entry's place", async () => {
    const t = tempDir();
    cleanup = t.remove;
    const { work } = contentRepository(t.dir);
    write(work, 'demos/salon/collections/posts/oak-lane.json', '{"title": "Oak lane"}\n');
    git(work, 'add', '.');
    git(work, 'commit', '--quiet', '-m', 'An entry');
    // What the save did on disk (scripts/editor/save.ts), and its answer.
    rmSync(join(work, 'demos/salon/collections/posts/oak-lane.json'));
    const answer = {
      saved: [],
      unchanged: [],
      pictures: [],
      removed: [],
      deleted: ['demos/salon/collections/posts/oak-lane.json'],
    };
    await commitWrites(new Git(work), work)(new URL('http://editor/api/save'), answer);
    expect(git(work, 'show', '--name-status', '--format=', 'HEAD').trim()).toBe(
      'D\tdemos/salon/collections/posts/oak-lane.json',
    );
    expect(git(work, 'log', '-1', '--format=%s').trim()).toBe('Post "Oak lane" deleted');
  });
});

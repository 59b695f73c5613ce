import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Git } from '../../../../scripts/editor/team/git.ts';
import { commitRelease, releaseTree, writeContent } from '../../../../scripts/editor/team/release.ts';
import { git, tempDir, write } from './git-fixture.ts';

const dirs: { remove: () => void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

/** A project whose content folder holds three sites, each saved once; answers the content folder and that first commit. */
function project() {
  const root = tempDir('release-');
  dirs.push(root);
  git(root.dir, 'init', '--quiet', '-b', 'main');
  write(root.dir, 'package.json', '{}');
  for (const site of ['salon', 'hvac', 'bakery']) write(root.dir, `site-content/demos/${site}/site.json`, `${site} v1`);
  git(root.dir, 'add', '.');
  git(root.dir, 'commit', '--quiet', '-m', 'first');
  const first = git(root.dir, 'rev-parse', 'HEAD').trim();
  const save = (file: string, text: string) => {
    write(root.dir, `site-content/${file}`, text);
    git(root.dir, 'add', '.');
    git(root.dir, 'commit', '--quiet', '-m', `save ${file}`);
    return git(root.dir, 'rev-parse', 'HEAD').trim();
  };
  return { root: root.dir, content: join(root.dir, 'site-content'), first, save };
}

const fileIn = (tree: string, cwd: string, path: string) => git(cwd, 'show', `${tree}:site-content/${path}`).trim();

describe('a release of one site', () => {
  it('holds that site as saved and every other site as it was last published, whatever was saved since', async () => {
    const p = project();
    const hvacPublished = p.save('demos/hvac/site.json', 'hvac v2');
    p.save('demos/hvac/site.json', 'hvac v3 unpublished');
    p.save('demos/hvac/pages/promo.json', 'a page saved after hvac published');
    p.save('demos/salon/site.json', 'salon v2');
    const repo = new Git(p.content);
    const tree = await releaseTree(repo, [
      { folder: 'demos/hvac', version: hvacPublished },
      { folder: 'demos/bakery', version: p.first },
    ]);
    expect(fileIn(tree, p.root, 'demos/salon/site.json')).toBe('salon v2');
    expect(fileIn(tree, p.root, 'demos/hvac/site.json')).toBe('hvac v2');
    expect(fileIn(tree, p.root, 'demos/bakery/site.json')).toBe('bakery v1');
    expect(git(p.root, 'ls-tree', '-r', '--name-only', tree)).not.toContain('promo.json');
    // Outside the content folder, the project is as saved; the working tree's own index is untouched.
    expect(git(p.root, 'show', `${tree}:package.json`).trim()).toBe('{}');
    expect(git(p.root, 'status', '--porcelain')).toBe('');

    const out = join(p.root, 'release');
    await writeContent(repo, tree, out);
    expect(readFileSync(join(out, 'demos/hvac/site.json'), 'utf8')).toBe('hvac v2');
    expect(readdirSync(join(out, 'demos/hvac'))).toEqual(['site.json']);
  });

  it('leaves out a site not yet published that did not exist then, and keeps as saved one whose version git lost', async () => {
    const p = project();
    p.save('demos/new-client/site.json', 'a copy nobody published');
    const tree = await releaseTree(new Git(p.content), [
      { folder: 'demos/new-client', version: p.first },
      { folder: 'demos/hvac', version: 'f'.repeat(40) },
    ]);
    expect(git(p.root, 'ls-tree', '--name-only', `${tree}:site-content/demos`).split('\n')).not.toContain('new-client');
    expect(fileIn(tree, p.root, 'demos/hvac/site.json')).toBe('hvac v1');
  });

  it('is one commit on the deploy branch per publish, each after the last', async () => {
    const p = project();
    const repo = new Git(p.content);
    const others: [] = [];
    const one = await commitRelease(repo, await releaseTree(repo, others), 'live', 'Published Salon');
    p.save('demos/salon/site.json', 'salon v2');
    const two = await commitRelease(repo, await releaseTree(repo, others), 'live', 'Published Salon again');
    expect(git(p.root, 'rev-parse', 'live').trim()).toBe(two);
    expect(git(p.root, 'rev-parse', 'live^').trim()).toBe(one);
    expect(git(p.root, 'show', 'live:site-content/demos/salon/site.json').trim()).toBe('salon v2');
    expect(git(p.root, 'log', '-1', '--format=%s', 'live').trim()).toBe('Published Salon again');
  });
});

/**
 * Renaming a saved entry: its file moves, every link and reference to it
 * follows in the same write, a published page's old address is kept as a
 * redirect, and team mode records it all as one commit in the owner's words.
 * On a real git repository holding a copy of the content.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRename } from '../../../../scripts/editor/rename-entry.ts';
import { renameEntry } from '../../../../scripts/editor/save.ts';
import { HttpError } from '../../../../scripts/editor/http-error.ts';
import { Git } from '../../../../scripts/editor/team/git.ts';
import { commitWrites } from '../../../../scripts/editor/team/written-files.ts';
import { copyFixture } from '../server/content-copy.ts';
import { git } from './git-fixture.ts';

const content = copyFixture();
const ana = { name: 'Ana Diaz', email: 'ana@example.com' };
const POSTS = 'studio/collections/posts';
const SPEED = `${POSTS}/fast-pages.json`;
const FOUND = `${POSTS}/being-found.json`;
const read = (file: string) => readFileSync(join(content.dir, file), 'utf8');
const json = (file: string) => JSON.parse(read(file)) as Record<string, unknown>;

/** Renames as the editor's save route does, then commits as team mode does after it. */
async function rename(file: string, slug: string) {
  const result = renameEntry(content.dir, file, slug);
  await commitWrites(new Git(content.dir), content.dir, ana)(new URL('http://editor.invalid/api/save'), result);
  return result;
}

/** What a refused request answered; fails when it was not refused. */
function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeAll(() => {
  // A link to the post from inside another post's rich text, and one from the site's footer.
  const found = json(FOUND);
  const body = found.body as string[];
  body.push('Speed matters too: read [why fast pages win calls](~/journal/fast-pages).');
  writeFileSync(join(content.dir, FOUND), `${JSON.stringify(found, null, 2)}\n`);
  const site = json('studio/site.json');
  const footer = site.footer as Record<string, unknown>;
  footer.columns = [{ heading: 'Read', links: [{ label: 'Fast pages', href: '/journal/fast-pages' }] }];
  writeFileSync(join(content.dir, 'studio/site.json'), `${JSON.stringify(site, null, 2)}\n`);
  git(content.dir, 'init', '--quiet', '-b', 'main');
  git(content.dir, 'add', '.');
  git(content.dir, 'commit', '--quiet', '-m', 'Start');
});
afterAll(() => content.remove());

describe('renaming an entry', () => {
  it('checks the new name as typed, writing nothing', () => {
    const head = git(content.dir, 'rev-parse', 'HEAD');
    const check = planRename(content.dir, SPEED, 'speed-wins-calls');
    expect(check.to).toBe(`${POSTS}/speed-wins-calls.json`);
    expect(check.address).toBe('/journal/speed-wins-calls');
    expect(check.updated.map((u) => u.file).sort()).toEqual([FOUND, 'studio/site.json']);
    expect(check.redirect).toEqual({
      from: '/journal/fast-pages',
      to: '/journal/speed-wins-calls',
    });
    expect(git(content.dir, 'status', '--porcelain')).toBe('');
    expect(git(content.dir, 'rev-parse', 'HEAD')).toBe(head);
  });

  it('refuses a name taken in the collection, or not written as an address', () => {
    const taken = refusal(() => planRename(content.dir, SPEED, 'being-found'));
    expect(taken.status).toBe(409);
    expect(taken.message).toContain('already has an entry named "being-found"');
    expect(taken.message).not.toMatch(/\.json|collections\//);
    const badly = refusal(() => planRename(content.dir, SPEED, 'Speed Wins'));
    expect(badly.status).toBe(400);
    expect(badly.message).toContain('could be "speed-wins"');
    expect(refusal(() => planRename(content.dir, SPEED, 'fast-pages')).status).toBe(400);
    expect(refusal(() => renameEntry(content.dir, SPEED, 'being-found')).status).toBe(409);
    expect(git(content.dir, 'status', '--porcelain')).toBe('');
  });

  it('moves the file, its links and a redirect from its old address, as one commit', async () => {
    const before = git(content.dir, 'rev-list', '--count', 'HEAD');
    const title = String(json(SPEED).title);
    const result = await rename(SPEED, 'speed-wins-calls');
    expect(result.deleted).toEqual([SPEED]);
    expect(existsSync(join(content.dir, SPEED))).toBe(false);
    expect(json(`${POSTS}/speed-wins-calls.json`).title).toBe(title);
    // The footer's link and the link inside the other post's text follow it; nothing links to the old address.
    expect(read('studio/site.json')).toContain('"href": "/journal/speed-wins-calls"');
    expect((json(FOUND).body as string[]).at(-1)).toContain('](~/journal/speed-wins-calls)');
    expect(read('studio/site.json')).not.toContain('/journal/fast-pages"');
    expect(json('studio/redirects.json').redirects).toContainEqual({
      from: '/journal/fast-pages',
      to: '/journal/speed-wins-calls',
    });
    // One commit, by the person, in their words, with every file of the change and nothing left over.
    expect(Number(git(content.dir, 'rev-list', '--count', 'HEAD'))).toBe(Number(before) + 1);
    expect(git(content.dir, 'log', '-1', '--format=%an|%s').trim()).toMatch(
      new RegExp(`^Ana Diaz\\|Post "${title}": renamed from "fast-pages" to "speed-wins-calls"`),
    );
    const files = git(content.dir, 'show', '--no-renames', '--name-only', '--format=', 'HEAD')
      .trim()
      .split('\n')
      .sort();
    expect(files).toEqual(
      [FOUND, SPEED, `${POSTS}/speed-wins-calls.json`, 'studio/redirects.json', 'studio/site.json'].sort(),
    );
    expect(git(content.dir, 'status', '--porcelain')).toBe('');
  });

  it("changes other entries' references and the people a team names", async () => {
    const staff = 'demos/bakery/collections/staff/rosa-lind.json';
    const pages = ['demos/bakery/pages/about.json'];
    for (const page of pages) expect(read(page)).toContain('"staff/rosa-lind"');
    const result = await rename(staff, 'rosa-lind-baker');
    for (const page of pages) {
      expect(read(page)).toContain('"staff/rosa-lind-baker"');
      expect(read(page)).not.toContain('"staff/rosa-lind"');
    }
    // The staff have no pages: no address to keep.
    expect(result.saved.map((s) => s.file)).not.toContain('demos/bakery/redirects.json');

    const agent = 'demos/bakery/collections/agents/kim-oh.json';
    const listing = 'demos/bakery/collections/listings/corner-shop.json';
    await rename(agent, 'kim-oh-broker');
    expect(json(listing).agent).toBe('agents/kim-oh-broker');
    expect(git(content.dir, 'show', '--name-only', '--format=', 'HEAD')).toContain(listing);
    expect(git(content.dir, 'status', '--porcelain')).toBe('');
  });
});

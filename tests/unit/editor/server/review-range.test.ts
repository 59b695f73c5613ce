/**
 * `npm run review`: a range of commits, a branch or the uncommitted changes,
 * read from git and served read-only as team mode's review answer. Runs on a
 * temporary repository whose content folder is a subfolder of it, so a path
 * beside the content folder can be named; the command line is run for each
 * refusal.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRange } from '../../../../scripts/editor/review-range.ts';
import { saveSentences } from '../../../../scripts/editor/team/change-words.ts';
import { startEditor } from '../../../../scripts/editor/server.ts';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';
import type { ReviewFile, ReviewRange, ReviewRequest } from '../../../../src/editor/protocol.ts';
import { git, SERVICES, tempDir, withPrice, write } from '../team/git-fixture.ts';

const root = tempDir('review-range-');
const repo = join(root.dir, 'repo');
const content = join(repo, 'content');
const PAGE = 'demos/salon/pages/services.json';
const SPRING = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>';
let editor: Awaited<ReturnType<typeof startEditor>>;
let origin = '';

type Answer = { request: ReviewRequest; files: ReviewFile[]; newer: boolean; range?: ReviewRange };

beforeAll(async () => {
  write(content, 'demos/salon/site.json', `${JSON.stringify({ name: 'Urban Style Salon' }, null, 2)}\n`);
  write(content, PAGE, `${JSON.stringify(SERVICES, null, 2)}\n`);
  write(content, 'demos/salon/pages/home.json', `${JSON.stringify({ path: '/', blocks: [] }, null, 2)}\n`);
  write(content, 'demos/hvac/site.json', `${JSON.stringify({ name: 'Cool Air' }, null, 2)}\n`);
  write(repo, 'notes.md', 'Beside the content.\n');
  git(repo, 'init', '--quiet', '-b', 'main');
  git(repo, 'add', '.');
  git(repo, 'commit', '--quiet', '-m', 'Start');
  // A client's branch: one price changed.
  git(repo, 'checkout', '--quiet', '-b', 'price');
  write(content, PAGE, withPrice('$145'));
  write(content, 'demos/salon/images/spring.svg', SPRING);
  git(repo, 'add', '.');
  git(repo, 'commit', '--quiet', '-m', 'Color & Cut costs more');
  // Meanwhile main moves on, outside any site only.
  git(repo, 'checkout', '--quiet', 'main');
  write(repo, 'notes.md', 'Beside the content, edited.\n');
  git(repo, 'commit', '--quiet', '-am', 'Notes');
  const review = await readRange(content, { range: 'main..price' });
  editor = await startEditor({ contentDir: content, port: 0, review });
  origin = editor.url.replace(/\/$/, '');
}, 60_000);

afterAll(async () => {
  await editor?.close();
  root.remove();
});

const show = async (site: string) => fetch(`${origin}/api/review/show?site=${site}&id=range`);

describe('a range of commits on the review page', () => {
  it("answers the range's changed page with its change in History's words and both documents", async () => {
    const answer = await show('salon');
    expect(answer.status).toBe(200);
    const { request, files, range } = (await answer.json()) as Answer;
    expect(files.map((file) => [file.file, file.kind])).toEqual([
      ['demos/salon/images/spring.svg', 'picture'],
      [PAGE, 'page'],
    ]);
    const page = files[1];
    expect(page.kind).toBe('page');
    // History's own words for the same two versions.
    const [before, after] = ['main', 'price'].map((at) => git(repo, 'show', `${at}:content/${PAGE}`));
    expect(page.sentences).toEqual(saveSentences([{ file: PAGE, before, after }]));
    expect(page.sentences).toEqual([expect.stringMatching(/price of .*"Color & Cut".* \$135 → \$145$/)]);
    const price = (doc: unknown) => (doc as typeof SERVICES).blocks[1].tiers![1].price;
    expect([price(page.before), price(page.after)]).toEqual(['$135', '$145']);
    expect(request.commits.map((c) => c.summary)).toEqual(['Color & Cut costs more']);
    // Nothing on the page waits for a decision.
    expect(request.state).not.toBe('waiting');
    expect(range?.label).toBe('main..price');
    expect(range?.site.after).toEqual({ name: 'Urban Style Salon' });
  });

  it("shows a picture as the range's later end has it, though the working tree has none", async () => {
    expect(existsSync(join(content, 'demos/salon/images/spring.svg'))).toBe(false);
    const answer = await fetch(`${origin}/media/salon/spring.svg`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await answer.text()).toBe(SPRING);
    expect((await fetch(`${origin}/media/salon/nowhere.svg`)).status).toBe(404);
    expect((await fetch(`${origin}/media/salon/..%2Fsite.svg`)).status).toBe(400);
  });

  it('answers only for the sites the range changed', async () => {
    const answer = await show('hvac');
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: string }).error).toMatch(/changes nothing in a site called "hvac"/);
  });

  it('refuses every write and leaves the content folder and git as they were', async () => {
    const head = git(repo, 'rev-parse', 'HEAD');
    const before = readFileSync(join(content, PAGE), 'utf8');
    const html = await (await fetch(`${origin}/`)).text();
    const token = /name="editor-token" content="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
    const docs = [{ file: PAGE, version: 'x', data: JSON.parse(withPrice('$999')) as unknown }];
    for (const path of ['/api/save', '/api/pages/create', '/api/review/approve']) {
      const answer = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { Origin: origin, 'X-Editor-Token': token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ docs, site: 'salon', name: 'made' }),
      });
      expect(answer.status, path).toBe(403);
      expect(((await answer.json()) as { error: string }).error).toMatch(/saves nothing/);
    }
    expect(readFileSync(join(content, PAGE), 'utf8')).toBe(before);
    expect(git(repo, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(repo, 'status', '--porcelain')).toBe('');
  });

  it('reads one branch from where it left HEAD, so what main did since is not in it', async () => {
    const review = await readRange(content, { range: 'price' });
    expect(Object.keys(review.sites)).toEqual(['salon']);
    expect(review.sites.salon.files.flatMap((file) => file.sentences).join()).toContain('$135 → $145');
    // The other way round, main..price's reverse brings the old price back.
    const back = await readRange(content, { range: 'price..main' });
    expect(back.sites.salon.files.flatMap((file) => file.sentences).join()).toContain('$145 → $135');
  });

  it('reads the uncommitted changes against HEAD when no range is given, from the files on disk', async () => {
    write(content, PAGE, withPrice('$150'));
    write(content, 'demos/hvac/pages/home.json', `${JSON.stringify({ path: '/', blocks: [] }, null, 2)}\n`);
    try {
      const review = await readRange(content, {});
      expect(review.sites.salon.files[0].sentences.join()).toContain('$135 → $150');
      expect(review.sites.hvac.files[0].sentences).toEqual([expect.stringMatching(/new page/)]);
      expect(review.sites.salon.range.after.commit).toBeUndefined();
      // Narrowed to one site by a path inside the content folder.
      const one = await readRange(content, { path: 'demos/hvac' });
      expect(Object.keys(one.sites)).toEqual(['hvac']);
      // Alone, a path that is no revision is the same.
      const alone = await readRange(content, { range: 'demos/salon' });
      expect(Object.keys(alone.sites)).toEqual(['salon']);
    } finally {
      git(repo, 'checkout', '--quiet', '--', '.');
      git(repo, 'clean', '--quiet', '-fd', '--', 'content');
    }
  });
});

/** The command as a person runs it, on the temporary content folder. */
function command(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    execFile(
      join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
      [join(PROJECT_ROOT, 'scripts/editor/review.ts'), ...args],
      { cwd: PROJECT_ROOT, env: { ...process.env, SITE_CONTENT_DIR: content, INIT_CWD: repo } },
      (error, out, err) => done({ code: error ? Number(error.code) : 0, out, err }),
    );
  });
}

describe('npm run review refuses bad input in one plain line', () => {
  it('an unknown revision', async () => {
    const { code, err } = await command('main..no-such-branch');
    expect(code).toBe(1);
    expect(err.trim()).toBe('There is no revision "no-such-branch" in the content folder\'s repository.');
  }, 30_000);

  it('a branch name git does not know', async () => {
    const { code, err } = await command('nowhere');
    expect(code).toBe(1);
    expect(err.trim().split('\n')).toEqual([expect.stringContaining('no revision "nowhere"')]);
  }, 30_000);

  it('a path outside the content folder', async () => {
    const { code, err } = await command('main..price', 'notes.md');
    expect(code).toBe(1);
    expect(err.trim().split('\n')).toEqual([expect.stringMatching(/^notes\.md is outside the content folder/)]);
  }, 30_000);

  it('a path outside the content folder, alone', async () => {
    const { code, err } = await command('notes.md');
    expect(code).toBe(1);
    expect(err.trim().split('\n')).toEqual([expect.stringMatching(/^notes\.md is outside the content folder/)]);
  }, 30_000);

  it('a port that is not a number', async () => {
    const { code, err } = await command('main..price', '--port', 'soon');
    expect(code).toBe(1);
    expect(err.trim().split('\n')).toEqual([expect.stringContaining('--port needs a port number')]);
  }, 30_000);

  it('a range that changes no content says so and ends well, starting no server', async () => {
    // main's last commit changed only the notes beside the content folder.
    const { code, out, err } = await command('main~1..main');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/main~1\.\.main changes nothing in the content: there is nothing to review\./);
    expect(out).not.toMatch(/Starting/);
  }, 30_000);
});

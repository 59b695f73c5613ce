/**
 * Broken and hostile content trees: whatever is on disk, the validator answers
 * with a plain problem naming the path (and the command exits 1), never a
 * stack trace.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';

const VALID = join(PROJECT_ROOT, 'tests', 'content-errors', '_valid', 'site-content');
let made: string[] = [];
afterEach(() => {
  for (const dir of made) {
    spawnSync('chmod', ['-R', 'u+rwx', dir]);
    rmSync(dir, { recursive: true, force: true });
  }
  made = [];
});

/** A fresh copy of the valid sample tree, as root/site-content/demo. */
function tree(): { root: string; content: string; demo: string } {
  const root = mkdtempSync(join(tmpdir(), 'validator-'));
  made.push(root);
  const content = join(root, 'site-content');
  cpSync(VALID, content, { recursive: true });
  return { root, content, demo: join(content, 'demo') };
}

function problemsOf(content: string, root: string) {
  const report = loadContent(content, root);
  return report.problems.map((p) => ({ file: p.file, code: p.code, message: p.message }));
}

function cli(env: NodeJS.ProcessEnv, asUser?: number) {
  const command = [process.execPath, '--import', 'tsx', join(PROJECT_ROOT, 'scripts', 'validate.ts')];
  const [file, ...args] = asUser === undefined ? command : ['setpriv', `--reuid=${asUser}`, `--regid=${asUser}`, '--clear-groups', ...command];
  return spawnSync(file, args, { cwd: PROJECT_ROOT, env: { ...process.env, HOME: tmpdir(), GITHUB_ACTIONS: '', ...env }, encoding: 'utf8' });
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe('the validator on broken trees', () => {
  it('refuses JSON nested 10,000 levels deep with its place', () => {
    const { root, content, demo } = tree();
    writeFileSync(join(demo, 'pages', 'deep.json'), `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(problemsOf(content, root)).toContainEqual({ file: 'site-content/demo/pages/deep.json', code: 'too-deep', message: expect.stringContaining('nested more than 64 levels') });
  });

  it('refuses 10,000 unclosed [ and deep objects alike', () => {
    const { root, content, demo } = tree();
    writeFileSync(join(demo, 'pages', 'open.json'), '['.repeat(10_000));
    writeFileSync(join(demo, 'pages', 'objects.json'), '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000));
    const codes = problemsOf(content, root).filter((p) => p.code === 'too-deep').map((p) => p.file);
    expect(codes).toEqual(['site-content/demo/pages/objects.json', 'site-content/demo/pages/open.json']);
  });

  it('names a folder called like a page file', () => {
    const { root, content, demo } = tree();
    mkdirSync(join(demo, 'pages', 'about.json'));
    expect(problemsOf(content, root)).toEqual([{ file: 'site-content/demo/pages/about.json', code: 'not-a-file', message: 'site-content/demo/pages/about.json is a folder, but its name ends in .json like a page.' }]);
  });

  it('names a site.json that is a folder', () => {
    const { root, content } = tree();
    mkdirSync(join(content, 'other', 'site.json'), { recursive: true });
    expect(problemsOf(content, root)).toEqual([{ file: 'site-content/other/site.json', code: 'not-a-file', message: 'site-content/other/site.json is a folder, but a site needs a site.json file here.' }]);
  });

  it('names a pages or images that is a file, without knock-on errors', () => {
    const { root, content, demo } = tree();
    rmSync(join(demo, 'pages'), { recursive: true });
    writeFileSync(join(demo, 'pages'), 'not a folder');
    rmSync(join(demo, 'images'), { recursive: true });
    writeFileSync(join(demo, 'images'), 'not a folder');
    expect(problemsOf(content, root)).toEqual([
      { file: 'site-content/demo/images', code: 'not-a-folder', message: 'site-content/demo/images should be a folder of pictures, but it is a file.' },
      { file: 'site-content/demo/pages', code: 'not-a-folder', message: 'site-content/demo/pages should be a folder of page files, but it is a file.' },
    ]);
  });

  it('names dangling symbolic links, for a page and for site.json', () => {
    const { root, content, demo } = tree();
    symlinkSync(join(demo, 'pages', 'gone.json'), join(demo, 'pages', 'faq.json'));
    mkdirSync(join(content, 'other'));
    symlinkSync(join(content, 'nowhere.json'), join(content, 'other', 'site.json'));
    expect(problemsOf(content, root).map((p) => [p.file, p.code])).toEqual([
      ['site-content/demo/pages/faq.json', 'dangling-link'],
      ['site-content/other/site.json', 'dangling-link'],
    ]);
  });

  it('refuses an empty content folder: there is no site to build', () => {
    const root = mkdtempSync(join(tmpdir(), 'validator-'));
    made.push(root);
    mkdirSync(join(root, 'site-content'));
    expect(problemsOf(join(root, 'site-content'), root)).toEqual([{ file: 'site-content', code: 'no-site', message: 'There is no site in site-content: no folder in it holds a site.json.' }]);
  });

  it('reads documents that are valid JSON but not objects without throwing', () => {
    const { root, content, demo } = tree();
    writeFileSync(join(demo, 'pages', 'null.json'), 'null');
    writeFileSync(join(demo, 'pages', 'list.json'), '[1, "two", {}]');
    writeFileSync(join(demo, 'site.json'), '"just text"');
    const problems = problemsOf(content, root);
    expect(problems.map((p) => p.file)).toEqual(expect.arrayContaining(['site-content/demo/pages/null.json', 'site-content/demo/pages/list.json', 'site-content/demo/site.json']));
    expect(problems.every((p) => p.code === 'wrong-type')).toBe(true);
  });
});

describe('npm run validate on broken trees', () => {
  it('says plainly that SITE_CONTENT_DIR does not exist, and exits 1', () => {
    const result = cli({ SITE_CONTENT_DIR: join(tmpdir(), 'no-such-content-folder') });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`The content folder ${join(tmpdir(), 'no-such-content-folder')} does not exist.`);
    noStackTrace(result.stderr);
  });

  it('names a file and a folder it may not read (as a user who is not root), and exits 1', () => {
    const { content, demo } = tree();
    chmodSync(join(demo, 'pages', 'home.json'), 0o000);
    mkdirSync(join(content, 'locked'));
    chmodSync(join(content, 'locked'), 0o000);
    chmodSync(join(content, '..'), 0o755);
    // Root reads everything, so the check runs as "nobody" there (as it would for a real user).
    const result = cli({ SITE_CONTENT_DIR: content }, process.getuid?.() === 0 ? 65534 : undefined);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/The file \S*site-content\/demo\/pages\/home\.json cannot be read: permission denied\./);
    expect(result.stderr).toMatch(/The folder \S*site-content\/locked cannot be read: permission denied\./);
    noStackTrace(result.stderr);
  });
});

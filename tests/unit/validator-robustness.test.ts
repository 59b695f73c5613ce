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
import { whyUnreadable } from '../../scripts/content/files.ts';
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
  const [file, ...args] =
    asUser === undefined
      ? command
      : ['setpriv', `--reuid=${asUser}`, `--regid=${asUser}`, '--clear-groups', ...command];
  return spawnSync(file, args, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, HOME: tmpdir(), GITHUB_ACTIONS: '', ...env },
    encoding: 'utf8',
  });
}

const NOBODY = 65534;

/** Whether that user can load the checker from this checkout (every folder above it open to others). */
function canRunAs(user: number): boolean {
  const tsx = join(PROJECT_ROOT, 'node_modules', 'tsx', 'package.json');
  return spawnSync('setpriv', [`--reuid=${user}`, `--regid=${user}`, '--clear-groups', 'test', '-r', tsx]).status === 0;
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe('the validator on broken trees', () => {
  it('refuses JSON nested 10,000 levels deep with its place', () => {
    const { root, content, demo } = tree();
    writeFileSync(join(demo, 'pages', 'deep.json'), `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(problemsOf(content, root)).toContainEqual({
      file: 'site-content/demo/pages/deep.json',
      code: 'too-deep',
      message: expect.stringContaining('nested more than 64 levels'),
    });
  });

  it('refuses 10,000 unclosed [ and deep objects alike', () => {
    const { root, content, demo } = tree();
    writeFileSync(join(demo, 'pages', 'open.json'), '['.repeat(10_000));
    writeFileSync(join(demo, 'pages', 'objects.json'), '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000));
    const codes = problemsOf(content, root)
      .filter((p) => p.code === 'too-deep')
      .map((p) => p.file);
    expect(codes).toEqual(['site-content/demo/pages/objects.json', 'site-content/demo/pages/open.json']);
  });

  it('names a folder called like a page file', () => {
    const { root, content, demo } = tree();
    mkdirSync(join(demo, 'pages', 'about.json'));
    expect(problemsOf(content, root)).toEqual([
      {
        file: 'site-content/demo/pages/about.json',
        code: 'not-a-file',
        message: 'site-content/demo/pages/about.json is a folder, but its name ends in .json like a page.',
      },
    ]);
  });

  it('names a site.json that is a folder', () => {
    const { root, content } = tree();
    mkdirSync(join(content, 'other', 'site.json'), { recursive: true });
    expect(problemsOf(content, root)).toEqual([
      {
        file: 'site-content/other/site.json',
        code: 'not-a-file',
        message: 'site-content/other/site.json is a folder, but a site needs a site.json file here.',
      },
    ]);
  });

  it('names a pages or images that is a file, without knock-on errors', () => {
    const { root, content, demo } = tree();
    rmSync(join(demo, 'pages'), { recursive: true });
    writeFileSync(join(demo, 'pages'), 'not a folder');
    rmSync(join(demo, 'images'), { recursive: true });
    writeFileSync(join(demo, 'images'), 'not a folder');
    expect(problemsOf(content, root)).toEqual([
      {
        file: 'site-content/demo/images',
        code: 'not-a-folder',
        message: 'site-content/demo/images should be a folder of pictures, but it is a file.',
      },
      {
        file: 'site-content/demo/pages',
        code: 'not-a-folder',
        message: 'site-content/demo/pages should be a folder of page files, but it is a file.',
      },
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

  it('refuses a symbolic link as a page, wherever it points, and reads nothing outside the content folder', () => {
    const { root, content, demo } = tree();
    const filesBefore = loadContent(content, root).counts.files;
    const outside = join(root, 'secret.json');
    writeFileSync(outside, '{ "this": "is outside" }');
    symlinkSync(outside, join(demo, 'pages', 'outside.json'));
    symlinkSync(join(demo, 'pages', 'home.json'), join(demo, 'pages', 'inside.json'));
    const report = loadContent(content, root);
    expect(report.problems.map((p) => ({ file: p.file, code: p.code, message: p.message }))).toEqual([
      {
        file: 'site-content/demo/pages/inside.json',
        code: 'symbolic-link',
        message:
          'site-content/demo/pages/inside.json is a symbolic link; pages and pictures must be real files inside the content folder.',
      },
      {
        file: 'site-content/demo/pages/outside.json',
        code: 'symbolic-link',
        message:
          'site-content/demo/pages/outside.json is a symbolic link; pages and pictures must be real files inside the content folder.',
      },
    ]);
    // Neither link was read: the same files as before were checked.
    expect(report.counts.files).toBe(filesBefore);
  });

  it('refuses anything in an images folder that is not a picture, and a picture that is a symbolic link', () => {
    const { root, content, demo } = tree();
    writeFileSync(join(demo, 'images', 'evil.html'), '<script src="evil.js"></script>');
    writeFileSync(join(demo, 'images', 'evil.js'), 'alert(1)');
    // What the system leaves behind is never published, so it is no problem.
    writeFileSync(join(demo, 'images', '.DS_Store'), 'Bud1');
    writeFileSync(join(demo, 'images', 'Thumbs.db'), '');
    const outside = join(root, 'photo.svg');
    writeFileSync(outside, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    symlinkSync(outside, join(demo, 'images', 'linked.svg'));
    expect(problemsOf(content, root)).toEqual([
      {
        file: 'site-content/demo/images/evil.html',
        code: 'not-a-picture',
        message:
          "site-content/demo/images/evil.html is not a picture: a site's images folder holds only JPEG, PNG, WebP, AVIF and SVG files.",
      },
      {
        file: 'site-content/demo/images/evil.js',
        code: 'not-a-picture',
        message:
          "site-content/demo/images/evil.js is not a picture: a site's images folder holds only JPEG, PNG, WebP, AVIF and SVG files.",
      },
      {
        file: 'site-content/demo/images/linked.svg',
        code: 'symbolic-link',
        message:
          'site-content/demo/images/linked.svg is a symbolic link; pages and pictures must be real files inside the content folder.',
      },
    ]);
  });

  it('refuses an images folder, or a folder in it, that is a symbolic link, and reads nothing through it', () => {
    const { root, content, demo } = tree();
    const outside = join(root, 'elsewhere');
    mkdirSync(outside);
    writeFileSync(join(outside, 'evil.html'), '<script>alert(1)</script>');
    symlinkSync(outside, join(demo, 'images', 'more'));
    const linkedFolder = {
      file: 'site-content/demo/images/more',
      code: 'symbolic-link',
      message:
        'site-content/demo/images/more is a symbolic link; pages and pictures must be real files inside the content folder.',
    };
    expect(problemsOf(content, root)).toEqual([linkedFolder]);
    rmSync(join(demo, 'images'), { recursive: true });
    cpSync(join(VALID, 'demo', 'images'), outside, { recursive: true });
    symlinkSync(outside, join(demo, 'images'));
    expect(problemsOf(content, root)).toEqual([
      {
        ...linkedFolder,
        file: 'site-content/demo/images',
        message: linkedFolder.message.replace('images/more', 'images'),
      },
    ]);
  });

  it('refuses an SVG in an images folder that is more than a drawing', () => {
    const { root, content, demo } = tree();
    writeFileSync(
      join(demo, 'images', 'evil.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>',
    );
    expect(problemsOf(content, root)).toEqual([
      {
        file: 'site-content/demo/images/evil.svg',
        code: 'unsafe-svg',
        message:
          'site-content/demo/images/evil.svg is not a plain drawing: it has a <svg:script> element, which does not draw.',
      },
    ]);
  });

  it('refuses an empty content folder: there is no site to build', () => {
    const root = mkdtempSync(join(tmpdir(), 'validator-'));
    made.push(root);
    mkdirSync(join(root, 'site-content'));
    expect(problemsOf(join(root, 'site-content'), root)).toEqual([
      {
        file: 'site-content',
        code: 'no-site',
        message: 'There is no site in site-content: no folder in it holds a site.json.',
      },
    ]);
  });

  it('reads documents that are valid JSON but not objects without throwing', () => {
    const { root, content, demo } = tree();
    writeFileSync(join(demo, 'pages', 'null.json'), 'null');
    writeFileSync(join(demo, 'pages', 'list.json'), '[1, "two", {}]');
    writeFileSync(join(demo, 'site.json'), '"just text"');
    const problems = problemsOf(content, root);
    expect(problems.map((p) => p.file)).toEqual(
      expect.arrayContaining([
        'site-content/demo/pages/null.json',
        'site-content/demo/pages/list.json',
        'site-content/demo/site.json',
      ]),
    );
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
    const asUser = process.getuid?.() === 0 ? NOBODY : undefined;
    if (asUser !== undefined && !canRunAs(asUser)) {
      // The checkout lies in a folder other users cannot enter (a private temporary folder, root's
      // home), so no other user can load the checker from it, and root reads every file. What can
      // still be tested: the wording the checker gives the system's "permission denied".
      expect(whyUnreadable(Object.assign(new Error('denied'), { code: 'EACCES' }))).toMatchObject({
        code: 'permission-denied',
        reason: 'permission denied',
      });
      return;
    }
    const result = cli({ SITE_CONTENT_DIR: content }, asUser);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /The file \S*site-content\/demo\/pages\/home\.json cannot be read: permission denied\./,
    );
    expect(result.stderr).toMatch(/The folder \S*site-content\/locked cannot be read: permission denied\./);
    noStackTrace(result.stderr);
  });
});

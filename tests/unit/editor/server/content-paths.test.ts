import { mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveInside } from '../../../../scripts/editor/content-paths.ts';
import { copyFixture } from './content-copy.ts';

const content = copyFixture();
afterAll(content.remove);

describe('paths sent by the browser', () => {
  it('resolve inside the content folder', () => {
    expect(resolveInside(content.dir, 'demos/bakery/pages/home.json')).toBe(
      join(content.dir, 'demos/bakery/pages/home.json'),
    );
    expect(resolveInside(content.dir, 'demos/bakery/images/new-photo.jpg')).toBe(
      join(content.dir, 'demos/bakery/images/new-photo.jpg'),
    );
  });

  it.each([
    ['climbing out', '../package.json'],
    ['climbing out in the middle', 'demos/../../package.json'],
    ['an absolute path', '/etc/passwd'],
    ['a backslash', 'demos\\bakery\\site.json'],
    ['an encoded dot-dot', '%2e%2e/package.json'],
    ['a hidden file', 'demos/.env'],
    ['an empty part', 'demos//site.json'],
    ['a NUL character', 'demos/bakery/site.json\u0000.png'],
    ['capital letters and spaces', 'demos/Bakery Photos/a.json'],
    ['nothing', ''],
    ['not text', 42],
  ])('are refused when they hold %s', (_why, path) => {
    expect(() => resolveInside(content.dir, path)).toThrow(/refused/);
  });

  it('are refused when a symbolic link leads out of the folder', () => {
    const outside = join(tmpdir(), `outside-${process.pid}`);
    mkdirSync(outside, { recursive: true });
    symlinkSync(outside, join(content.dir, 'demos', 'escape'));
    expect(() => resolveInside(content.dir, 'demos/escape/site.json')).toThrow(/out of the content folder/);
    expect(() => resolveInside(content.dir, 'demos/escape')).toThrow(/out of the content folder/);
  });
});

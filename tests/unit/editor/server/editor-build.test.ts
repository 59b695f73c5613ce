/** Team mode's built editor page: made once per code change, under a lock, and never seen half-written. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOnce, editorBuildKey, readBuiltEditor } from '../../../../scripts/editor/editor-build.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'editor-build-'));
  folders.push(dir);
  return dir;
};
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A build that takes a while and writes its files one after another, noting what it saw of the finished folder. */
function slowBuild(cacheDir: string, key: string, calls: string[]) {
  return async (outDir: string) => {
    calls.push(outDir);
    writeFileSync(join(outDir, 'index.html'), '<html>');
    await pause(150);
    // Nobody has the finished folder while it is being written.
    expect(existsSync(join(cacheDir, key))).toBe(false);
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'assets', 'index.js'), 'run();');
  };
}

describe('the build of the editor page', () => {
  it('is made once by callers starting together, each of which gets the complete build', async () => {
    const cacheDir = folder();
    const calls: string[] = [];
    const build = slowBuild(cacheDir, 'abc', calls);
    const results = await Promise.all([1, 2, 3].map(() => buildOnce({ cacheDir, key: 'abc', build, pollMs: 20 })));
    expect(calls).toHaveLength(1);
    expect(results.filter((result) => result.built)).toHaveLength(1);
    for (const { dir } of results) {
      expect(dir).toBe(join(cacheDir, 'abc'));
      expect(readFileSync(join(dir, 'assets', 'index.js'), 'utf8')).toBe('run();');
    }
    // No lock and no work folder are left behind.
    expect(readdirSync(cacheDir)).toEqual(['abc']);
    // A later start finds it and builds nothing.
    expect(await buildOnce({ cacheDir, key: 'abc', build })).toEqual({ dir: join(cacheDir, 'abc'), built: false });
    expect(calls).toHaveLength(1);
  });

  it('takes over the lock of a build whose process is gone', async () => {
    const cacheDir = folder();
    // A process that has ended: its id names no live build.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    mkdirSync(join(cacheDir, 'abc.lock'));
    writeFileSync(
      join(cacheDir, 'abc.lock', 'owner.json'),
      JSON.stringify({ pid: Number(gone.stdout), at: Date.now() }),
    );
    mkdirSync(join(cacheDir, `abc.work-${gone.stdout}-0000`));
    const calls: string[] = [];
    const result = await buildOnce({ cacheDir, key: 'abc', build: slowBuild(cacheDir, 'abc', calls), pollMs: 20 });
    expect(result.built).toBe(true);
    expect(calls).toHaveLength(1);
    expect(readdirSync(cacheDir)).toEqual(['abc']);
  });

  it('waits while a live build holds the lock', async () => {
    const cacheDir = folder();
    mkdirSync(join(cacheDir, 'abc.lock'));
    writeFileSync(join(cacheDir, 'abc.lock', 'owner.json'), JSON.stringify({ pid: process.pid, at: Date.now() }));
    const calls: string[] = [];
    const waiting = buildOnce({ cacheDir, key: 'abc', build: slowBuild(cacheDir, 'abc', calls), pollMs: 20 });
    await pause(200);
    expect(calls).toHaveLength(0);
    // The other build finishes: its folder appears whole, and its lock goes.
    mkdirSync(join(cacheDir, 'abc'));
    rmSync(join(cacheDir, 'abc.lock'), { recursive: true });
    expect(await waiting).toEqual({ dir: join(cacheDir, 'abc'), built: false });
    expect(calls).toHaveLength(0);
  });

  it('leaves nothing when the build fails, and the next start builds again', async () => {
    const cacheDir = folder();
    const failing = async (outDir: string) => {
      writeFileSync(join(outDir, 'index.html'), '<html>');
      throw new Error('the build broke');
    };
    await expect(buildOnce({ cacheDir, key: 'abc', build: failing })).rejects.toThrow('the build broke');
    expect(readdirSync(cacheDir)).toEqual([]);
    const calls: string[] = [];
    expect((await buildOnce({ cacheDir, key: 'abc', build: slowBuild(cacheDir, 'abc', calls) })).built).toBe(true);
  });

  it('drops the builds of earlier code once a new one is in place', async () => {
    const cacheDir = folder();
    const calls: string[] = [];
    await buildOnce({ cacheDir, key: 'old', build: slowBuild(cacheDir, 'old', calls) });
    await buildOnce({ cacheDir, key: 'new', build: slowBuild(cacheDir, 'new', calls) });
    expect(readdirSync(cacheDir)).toEqual(['new']);
  });

  it('has a key that follows the code it is made from', () => {
    const root = folder();
    mkdirSync(join(root, 'src/editor'), { recursive: true });
    writeFileSync(join(root, 'src/editor/main.tsx'), 'one');
    writeFileSync(join(root, 'package-lock.json'), '{}');
    const first = editorBuildKey(root);
    expect(editorBuildKey(root)).toBe(first);
    writeFileSync(join(root, 'src/editor/main.tsx'), 'two');
    const second = editorBuildKey(root);
    expect(second).not.toBe(first);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    expect(editorBuildKey(root)).not.toBe(second);
  });
});

describe('the built page as served', () => {
  it("carries each response's nonce and the session's token, and its files their types", () => {
    const dir = folder();
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<html><head><script type="module" src="/assets/index-1a.js" nonce="editor-nonce-mark"></script></head><body></body></html>',
    );
    writeFileSync(join(dir, 'assets', 'index-1a.js'), 'run();');
    writeFileSync(join(dir, 'assets', 'index-1a.css'), 'body{}');
    writeFileSync(join(dir, 'assets', 'face.woff2'), 'font');
    const editor = readBuiltEditor(dir);
    const page = editor.page('n0nce+/=', 'f00d');
    expect(page).toContain('nonce="n0nce+/="');
    expect(page).not.toContain('editor-nonce-mark');
    expect(page).toContain('<meta name="editor-token" content="f00d" />');
    expect(page).toContain('<meta name="editor-mode" content="team" />');
    expect(editor.page('other', 'f00d')).toContain('nonce="other"');
    expect(editor.file('/assets/index-1a.js')).toMatchObject({
      type: 'text/javascript; charset=utf-8',
      immutable: true,
    });
    expect(editor.file('/assets/index-1a.css')?.type).toBe('text/css; charset=utf-8');
    expect(editor.file('/assets/face.woff2')?.type).toBe('font/woff2');
    expect(editor.file('/index.html')).toBeUndefined();
    expect(editor.file('/assets/../index.html')).toBeUndefined();
  });
});

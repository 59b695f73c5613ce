import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDir, JsonFile, SerialQueue, writeDurably } from '../../../../scripts/editor/team/data-store.ts';
import { tempDir } from './git-fixture.ts';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function temp() {
  const t = tempDir();
  cleanup = t.remove;
  return t.dir;
}

describe('the data folder', () => {
  it('defaults to .editor/ and follows EDITOR_DATA_DIR', () => {
    expect(dataDir({}, '/srv/site')).toBe('/srv/site/.editor');
    expect(dataDir({ EDITOR_DATA_DIR: '/var/lib/editor' }, '/srv/site')).toBe('/var/lib/editor');
  });

  it('is ignored by git', () => {
    expect(readFileSync('.gitignore', 'utf8').split('\n')).toContain('.editor/');
  });

  it('writes whole files, readable by the owner only, with no temporary file left', () => {
    const dir = temp();
    const file = join(dir, 'sub', 'a.json');
    writeDurably(file, 'one');
    writeDurably(file, 'two');
    expect(readFileSync(file, 'utf8')).toBe('two');
    expect(readdirSync(join(dir, 'sub'))).toEqual(['a.json']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps every change when many arrive at once', async () => {
    const store = new JsonFile<{ list: number[] }>(join(temp(), 'list.json'), () => ({ list: [] }));
    await Promise.all(Array.from({ length: 40 }, (_, i) => store.update((data) => data.list.push(i))));
    expect(store.read().list.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('goes on after a failed change, leaving the file as it was', async () => {
    const store = new JsonFile<{ n: number }>(join(temp(), 'n.json'), () => ({ n: 0 }));
    await store.update((data) => (data.n = 1));
    await expect(
      store.update(() => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await store.update((data) => (data.n += 1));
    expect(store.read().n).toBe(2);
  });

  it('says plainly when a data file is damaged', () => {
    const file = join(temp(), 'bad.json');
    writeFileSync(file, '{ half');
    expect(() => new JsonFile(file, () => ({})).read()).toThrow(/not readable JSON/);
  });

  it('runs queued tasks one at a time, in order', async () => {
    const queue = new SerialQueue();
    const seen: string[] = [];
    let running = 0;
    const task = (name: string, ms: number) =>
      queue.run(async () => {
        running++;
        expect(running).toBe(1);
        await new Promise((r) => setTimeout(r, ms));
        seen.push(name);
        running--;
      });
    await Promise.all([task('a', 30), task('b', 1), task('c', 10)]);
    expect(seen).toEqual(['a', 'b', 'c']);
  });
});

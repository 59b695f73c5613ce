import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { missingFiles } from '../../scripts/output/complete.ts';
import { acquireLock, isLockHeld, LockBusyError, processStart } from '../../scripts/output/lock.ts';
import { recoverInterruptedSwap, replaceSite, workDirFor } from '../../scripts/output/swap.ts';
import { restoreInterruptedSite } from '../../scripts/serve.ts';

let dir: string;
const site = (name: string, text: string) => {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), text);
  return folder;
};
const pageOf = (folder: string) => readFileSync(join(folder, 'index.html'), 'utf8');

/** The id of a process that has just ended, so no one owns it now. */
function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  return new Promise((resolve) => child.on('exit', () => resolve(child.pid!)));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-output-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the build lock', () => {
  it('lets one owner in and makes a second wait, then refuse with a plain message naming the owner', async () => {
    const file = join(dir, 'build.lock');
    const first = await acquireLock(file, { waitMs: 0 });
    expect(isLockHeld(file)).toBe(true);
    let waitedFor: number | undefined;
    const second = acquireLock(file, { waitMs: 300, pollMs: 50, onWait: (pid) => (waitedFor = pid) });
    await expect(second).rejects.toThrow(LockBusyError);
    await expect(second).rejects.toThrow(new RegExp(`Another build \\(process ${process.pid}\\) is still running`));
    expect(waitedFor).toBe(process.pid);
    first.release();
    expect(existsSync(file)).toBe(false);
  });

  it('hands the lock to the waiting build as soon as the first releases it', async () => {
    const file = join(dir, 'build.lock');
    const first = await acquireLock(file, { waitMs: 0 });
    setTimeout(() => first.release(), 200);
    const second = await acquireLock(file, { waitMs: 5_000, pollMs: 20 });
    expect(readFileSync(file, 'utf8').trim().split(' ')[0]).toBe(String(process.pid));
    second.release();
  });

  it('does not take a process id that the system gave to another program for a live build', async () => {
    const file = join(dir, 'build.lock');
    // This very process is alive, but it did not start at the moment the lock records.
    const started = processStart(process.pid);
    expect(started, 'this machine tells when a process started').toBeDefined();
    writeFileSync(file, `${process.pid} ${Number(started) + 12345}\n`);
    expect(isLockHeld(file)).toBe(false);
    const lock = await acquireLock(file, { waitMs: 200, pollMs: 10 });
    expect(readFileSync(file, 'utf8').trim()).toBe(`${process.pid} ${started}`);
    expect(isLockHeld(file)).toBe(true);
    lock.release();
  });

  it("takes a lock naming a live but unrelated process (the first process, this test's parent) for no build", async () => {
    const file = join(dir, 'build.lock');
    for (const pid of [1, process.ppid]) {
      const started = processStart(pid);
      expect(started, `process ${pid} tells when it started`).toBeDefined();
      writeFileSync(file, `${pid} ${Number(started) + 1}\n`);
      expect(isLockHeld(file), `process ${pid}`).toBe(false);
      writeFileSync(file, `${pid} ${started}\n`);
      expect(isLockHeld(file), `process ${pid}, as the lock says`).toBe(true);
    }
  });

  it("lets npm run serve restore the site an interrupted swap moved aside when the lock's process id was reused", () => {
    const out = join(dir, 'dist');
    const lock = join(dir, 'build.lock');
    mkdirSync(workDirFor(out), { recursive: true });
    site(join('.dist-build', 'previous'), 'old site');
    writeFileSync(lock, `${process.pid} ${Number(processStart(process.pid)) + 1}\n`);
    expect(restoreInterruptedSite(out, lock)).toBe(true);
    expect(pageOf(out)).toBe('old site');
  });

  it('leaves the swap to a build that still runs', () => {
    const out = join(dir, 'dist');
    const lock = join(dir, 'build.lock');
    site(join('.dist-build', 'previous'), 'old site');
    writeFileSync(lock, `${process.pid} ${processStart(process.pid)}\n`);
    expect(restoreInterruptedSite(out, lock)).toBe(false);
    expect(existsSync(out)).toBe(false);
  });

  it('takes over a lock whose owner no longer runs, once, however many wait', async () => {
    const file = join(dir, 'build.lock');
    writeFileSync(file, `${await deadPid()}\n`);
    expect(isLockHeld(file)).toBe(false);
    const contenders = await Promise.allSettled(
      Array.from({ length: 8 }, () => acquireLock(file, { waitMs: 200, pollMs: 10 })),
    );
    expect(contenders.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
  });

  it('never removes a lock that has become someone else’s', async () => {
    const file = join(dir, 'build.lock');
    const mine = await acquireLock(file, { waitMs: 0 });
    writeFileSync(file, '1\n');
    mine.release();
    expect(readFileSync(file, 'utf8')).toBe('1\n');
  });
});

describe('replacing the site', () => {
  it('puts the new site in place of the old one', () => {
    const out = site('dist', 'old');
    replaceSite(site('next', 'new'), out);
    expect(pageOf(out)).toBe('new');
    expect(existsSync(join(workDirFor(out), 'previous'))).toBe(false);
  });

  it('puts a first site in place where there was none', () => {
    const out = join(dir, 'sites', 'first');
    replaceSite(site('next', 'new'), out);
    expect(pageOf(out)).toBe('new');
  });

  it('brings the old site back when a build died between the two renames', () => {
    const out = site('dist', 'old');
    mkdirSync(workDirFor(out));
    // What a kill after the first rename leaves: no site in place, the old one set aside.
    renameSync(out, join(workDirFor(out), 'previous'));
    expect(recoverInterruptedSwap(out)).toBe(true);
    expect(pageOf(out)).toBe('old');
  });

  it('keeps the new site when only the clean-up was interrupted', () => {
    const out = site('dist', 'new');
    site(join(workDirFor(out).slice(dir.length + 1), 'previous'), 'old');
    expect(recoverInterruptedSwap(out)).toBe(false);
    expect(pageOf(out)).toBe('new');
    expect(existsSync(join(workDirFor(out), 'previous'))).toBe(false);
  });
});

describe('checking the new site is whole', () => {
  it('names every missing page and bundled file', () => {
    const out = site(
      'out',
      '<script type="module">import("/assets/app-Abc12345.js")</script><link href="/assets/app-Xyz12345.css">',
    );
    mkdirSync(join(out, 'assets'));
    writeFileSync(join(out, 'assets', 'app-Xyz12345.css'), '');
    mkdirSync(join(out, 'about'));
    writeFileSync(join(out, 'about', 'index.html'), '');
    expect(missingFiles(out, ['/', '/about', '/contact', '*'])).toEqual([
      '404.html',
      'assets/app-Abc12345.js',
      'contact/index.html',
    ]);
  });

  it('names every missing picture, in src, srcset and href alike', () => {
    const out = site(
      'media-out',
      '<img src="/media/salon/hero-1.svg"><picture><source srcset="/media/salon/a-640.1a2b3c4d.avif 640w, /media/salon/a-1280.1a2b3c4d.avif 1280w"></picture><a href="/media/salon/gallery/big.svg">x</a><site-island props="{&quot;full&quot;:&quot;/media/salon/gallery/full.svg&quot;}"></site-island>',
    );
    mkdirSync(join(out, 'media', 'salon'), { recursive: true });
    writeFileSync(join(out, 'media', 'salon', 'a-640.1a2b3c4d.avif'), '');
    writeFileSync(join(out, '404.html'), '');
    expect(missingFiles(out, ['/', '*'])).toEqual([
      'media/salon/a-1280.1a2b3c4d.avif',
      'media/salon/gallery/big.svg',
      'media/salon/gallery/full.svg',
      'media/salon/hero-1.svg',
    ]);
  });
});

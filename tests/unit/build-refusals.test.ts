import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workDirFor } from '../../scripts/output/swap.ts';
import { copyProject } from '../support/project-copy.ts';

let project: ReturnType<typeof copyProject>;
let scratch: string;

interface Run {
  code: number | null;
  output: string;
}

/** Run one of the project's scripts in the copy; `until` stops it early once its output matches. */
function runScript(script: string, env: Record<string, string>, until?: RegExp): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(project.dir, 'scripts', script)], {
      cwd: project.dir,
      env: { ...process.env, ...env },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (until?.test(output)) child.kill();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** An existing site that must come through every refusal untouched. */
function siteAt(dir: string, text: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), text);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// Copying the project takes far longer than the default 10 s hook limit on a busy machine.
beforeAll(() => {
  project = copyProject();
  scratch = mkdtempSync(join(tmpdir(), 'build-refusals-'));
}, 120_000);
afterAll(() => {
  project.remove();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the build refuses plainly and leaves the site alone', () => {
  it('when the content folder holds no site', async () => {
    const out = join(scratch, 'empty-case');
    siteAt(out, 'previous site');
    const empty = join(scratch, 'no-content');
    mkdirSync(empty);
    const run = await runScript('build.ts', { SITE_CONTENT_DIR: empty, OUT_DIR: out });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`No site found in ${empty}`);
    expect(run.output).not.toMatch(/\n\s+at /);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('previous site');
  });

  it('when another build holds the lock, naming it, after waiting', async () => {
    const out = join(scratch, 'lock-case');
    siteAt(out, 'previous site');
    mkdirSync(join(project.dir, '.build'), { recursive: true });
    const lock = join(project.dir, '.build', 'build.lock');
    writeFileSync(lock, `${process.pid}\n`);
    try {
      const run = await runScript('build.ts', { OUT_DIR: out, BUILD_LOCK_WAIT_SECONDS: '1' });
      expect(run.code).toBe(1);
      expect(run.output).toMatch(
        new RegExp(`waiting for it to finish[\\s\\S]*Another build \\(process ${process.pid}\\) is still running`),
      );
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('previous site');
      expect(readFileSync(lock, 'utf8')).toBe(`${process.pid}\n`);
    } finally {
      rmSync(lock, { force: true });
    }
  });
});

describe('a step of the build that fails in its own process', () => {
  it("fails the build with the step's own words and leaves the site alone", async () => {
    const out = join(scratch, 'bundle-case');
    siteAt(out, 'previous site');
    const entry = join(project.dir, 'src', 'entry-server.tsx');
    const original = readFileSync(entry, 'utf8');
    writeFileSync(entry, `${original}\nexport const broken = ;\n`);
    try {
      const run = await runScript('build.ts', { OUT_DIR: out });
      expect(run.code).toBe(1);
      expect(run.output).toContain('Building the server bundle...');
      expect(run.output).toContain('entry-server.tsx');
      expect(run.output).toContain('Build failed.');
      expect(run.output).not.toContain('Prerendering');
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('previous site');
    } finally {
      writeFileSync(entry, original);
    }
  });
});

describe('serving after an interrupted swap', () => {
  it('puts the previous site back before serving it', async () => {
    const out = join(scratch, 'swap-case');
    // What a build killed between its two renames leaves: no site in place, the old one set aside.
    siteAt(join(workDirFor(out), 'previous'), 'previous site');
    const [port, formPort] = [await freePort(), await freePort()];
    const run = await runScript(
      'serve.ts',
      { OUT_DIR: out, PORT: String(port), FORM_SERVICE_PORT: String(formPort) },
      /Press Ctrl\+C/,
    );
    expect(run.output).toContain('Restored the previous site');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('previous site');
  });
});

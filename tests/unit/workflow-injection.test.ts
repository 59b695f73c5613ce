/**
 * Content cannot give orders to the GitHub Actions runner: under
 * GITHUB_ACTIONS=true every line the checker prints that quotes content sits
 * inside a stop-commands fence whose token the content cannot know, and the
 * only workflow commands outside it are the escaped annotations.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { present } from '../../scripts/content/present.ts';
import { inertToWorkflow } from '../../scripts/content/report-formats.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

/** The lines the runner would read as commands: "::" at the start of a line outside a fence, or "##[" anywhere. */
function commandsOutsideFences(output: string): string[] {
  const found: string[] = [];
  let fence: string | undefined;
  for (const line of output.split(/\r?\n|\r/)) {
    if (fence) {
      if (line === `::${fence}::`) fence = undefined;
      else if (line.includes('##[')) found.push(line);
      continue;
    }
    const opened = /^::stop-commands::(.+)$/.exec(line);
    if (opened) fence = opened[1];
    else if (line.trimStart().startsWith('::') || line.includes('##[')) found.push(line);
  }
  return found;
}

describe('workflow commands in content', () => {
  const parent = mkdtempSync(join(tmpdir(), 'workflow-'));
  const content = join(parent, 'site-content');
  cpSync(join(ROOT, 'site-content'), content, { recursive: true });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('fences text with a fresh token and breaks up "##["', () => {
    const a = inertToWorkflow('x\n::add-mask::y ##[group]z');
    expect(commandsOutsideFences(a)).toEqual([]);
    expect(a.split('\n')[0]).not.toBe(inertToWorkflow('x').split('\n')[0]);
  });

  it('prints an injected heading and link as text, leaving only the escaped annotations as commands', () => {
    const file = join(content, 'demos/hvac/pages/about.json');
    const page = JSON.parse(readFileSync(file, 'utf8'));
    page.blocks[0].heading = 'Story\n::add-mask::Story ##[group]x';
    page.blocks[0].actions = [{ label: 'Go', href: 'nowhere\n::stop-commands::x' }];
    writeFileSync(file, JSON.stringify(page, null, 2));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts'], {
      cwd: ROOT,
      env: { ...process.env, SITE_CONTENT_DIR: content, GITHUB_ACTIONS: 'true' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('::add-mask::Story');
    const commands = commandsOutsideFences(`${run.stderr}\n${run.stdout}`);
    expect(commands.length).toBeGreaterThan(0);
    for (const line of commands) expect(line).toMatch(/^::(error|warning) file=[^\n]*::[^\n]*$/);
  });

  /** npm run build as CI runs it; OUT_DIR keeps it away from the project's own dist/. */
  const build = (contentDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: ROOT,
      env: { ...process.env, SITE_CONTENT_DIR: contentDir, OUT_DIR: join(parent, 'dist'), GITHUB_ACTIONS: 'true' },
      encoding: 'utf8',
    });

  it('lets the build print the same content only as text', () => {
    const run = build(content);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('::add-mask::Story');
    const commands = commandsOutsideFences(`${run.stderr}\n${run.stdout}`);
    expect(commands.length).toBeGreaterThan(0);
    for (const line of commands) expect(line).toMatch(/^::(error|warning) file=[^\n]*::[^\n]*$/);
  }, 60_000);

  it('fences the reason a build failed, which may quote a file name', () => {
    const named = join(parent, 'content\n::add-mask::secret');
    mkdirSync(named);
    const run = build(named);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Build failed');
    expect(run.stderr).toContain('::add-mask::secret');
    expect(commandsOutsideFences(`${run.stderr}\n${run.stdout}`)).toEqual([]);
  }, 60_000);

  it('keeps "##[" out of the JSON report without changing what it says', () => {
    const problem = {
      file: 'x.json',
      line: 1,
      column: 1,
      code: 'bad-link',
      message: 'The link "##[add-mask]x" leads nowhere.',
    } as const;
    const counts = { files: 1, sites: 1, pages: 1, blocks: 1 };
    const { stdout } = present({ problems: [problem], warnings: [], counts }, { format: 'json', annotate: true });
    expect(stdout.join('\n')).not.toContain('##[');
    expect(JSON.parse(stdout.join('\n'))[0].message).toBe(problem.message);
  });
});

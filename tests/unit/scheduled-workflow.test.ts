/**
 * The shipped scheduled workflow, and the check it runs: every 15 minutes it
 * asks the host for a build when an entry's time has come, and only then.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dueEntries } from '../../scripts/due-entries.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';
import { CASES_DIR } from '../support/content-cases.ts';

const root = mkdtempSync(join(tmpdir(), 'due-entries-'));
const content = join(root, 'site-content');
cpSync(join(CASES_DIR, '_valid', 'site-content'), content, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (slug: string, data: object) => {
  const file = join(content, 'demo', 'collections', 'posts', `${slug}.json`);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify({ title: slug, ...data }));
};

describe('the entries due', () => {
  write('on-time', { date: '2026-03-03', time: '09:00' });
  write('a-draft', { date: '2026-03-03', time: '09:00', draft: true });
  write('long-ago', { date: '2026-03-03', time: '08:00' });
  write('still-ahead', { date: '2026-03-03', time: '09:30' });
  const now = new Date(2026, 2, 3, 9, 10);

  it('are those, not drafts, whose time came within the window', () => {
    expect(dueEntries(content, now, 30).map((entry) => entry.file)).toEqual(['demo/collections/posts/on-time.json']);
  });

  it('are none once the window has passed them', () => {
    expect(dueEntries(content, new Date(2026, 2, 3, 10, 1), 30)).toEqual([]);
  });
});

describe('the scheduled workflow', () => {
  const text = readFileSync(join(PROJECT_ROOT, '.github', 'workflows', 'scheduled-publish.yml'), 'utf8');
  const workflow = parse(text) as {
    on: { schedule: { cron: string }[] };
    jobs: Record<string, { steps: { id?: string; if?: string; run?: string; env?: Record<string, string> }[] }>;
  };
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  const runs = steps.map((step) => step.run ?? '');

  it('runs every 15 minutes', () => {
    expect(workflow.on.schedule).toEqual([{ cron: '*/15 * * * *' }]);
  });

  it('installs, finds the entries due with a window wider than its interval, and calls the host only when one is', () => {
    const install = runs.indexOf('npm ci');
    const check = steps.findIndex((step) => step.run?.startsWith('npm run due'));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(check).toBeGreaterThan(install);
    expect(Number(/--within (\d+)/.exec(steps[check].run!)?.[1])).toBeGreaterThan(15);
    const hook = steps.findIndex((step) => step.run?.includes('DEPLOY_HOOK_URL'));
    expect(hook).toBeGreaterThan(check);
    expect(steps[hook].if).toBe(`steps.${steps[check].id}.outputs.due == 'true'`);
  });

  it('hands the hook secret to its step through the environment, never into the script text', () => {
    expect(runs.join('\n')).not.toContain('${{');
    expect(steps.some((step) => step.env?.DEPLOY_HOOK_URL === '${{ secrets.DEPLOY_HOOK_URL }}')).toBe(true);
  });

  it('names a script the project has, which writes its answer for the next step', () => {
    const scripts = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: object })
      .scripts;
    expect(Object.keys(scripts)).toContain('due');
    const output = join(root, 'github-output');
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'scripts/due-entries.ts')], {
      env: { ...process.env, SITE_CONTENT_DIR: content, GITHUB_OUTPUT: output, TZ: 'UTC' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    // Every entry written here is dated 2026-03-03, long before any run of this test.
    expect(readFileSync(output, 'utf8')).toBe('due=false\n');
  });
});

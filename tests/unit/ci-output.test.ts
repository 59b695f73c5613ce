/**
 * What CI sees: GitHub workflow commands (escaped as GitHub requires), the
 * JSON form of every content error case, the exit codes, and the shipped
 * workflow, which must run the commands docs/deploying.md names.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { present } from '../../scripts/content/present.ts';
import { annotation, escapeData, escapeProperty } from '../../scripts/content/report-formats.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';

import { caseNames, caseRoot, removeComposedCases } from '../support/content-cases.ts';

afterAll(removeComposedCases);

const cases = caseNames().filter((name) => name !== '_valid');
const check = (name: string) => loadContent(join(caseRoot(name), 'site-content'), caseRoot(name));

function cli(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, GITHUB_ACTIONS: '', ...env },
    encoding: 'utf8',
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

describe('GitHub workflow commands', () => {
  it('escapes %, carriage returns and line breaks in the message', () => {
    expect(escapeData('100% sure\r\nnext line')).toBe('100%25 sure%0D%0Anext line');
    expect(escapeData('%0A is not a line break')).toBe('%250A is not a line break');
  });

  it('also escapes ":" and "," in properties, which separate them', () => {
    expect(escapeProperty('a:b,c%d\ne')).toBe('a%3Ab%2Cc%25d%0Ae');
  });

  it('puts file, line, column and title in properties and the same words as the terminal in the message', () => {
    const line = annotation({
      file: 'site-content/a,b.json',
      line: 3,
      column: 7,
      code: 'bad-link',
      where: 'section 1 "Hi: there"',
      message: 'Says 50%.',
      hint: 'Line one,\nline two.',
    });
    expect(line).toBe(
      '::error file=site-content/a%2Cb.json,line=3,col=7,title=Bad link::At section 1 "Hi: there": Says 50%25.%0AHint: Line one,%0Aline two.',
    );
  });

  it('prints warnings as ::warning', () => {
    expect(
      annotation({
        file: 'x.json',
        line: 1,
        column: 1,
        code: 'missing-schema-line',
        severity: 'warning',
        message: 'M.',
      }),
    ).toBe('::warning file=x.json,line=1,col=1,title=Missing schema line::M.');
  });

  it('prints these lines for two bad documents', () => {
    const lines = ['unknown-block-type', 'colour-as-hex-or-hsl'].flatMap(
      (name) => present(check(name), { format: 'text', annotate: true }).stdout,
    );
    expect(lines).toEqual([
      `::error file=site-content/demo/pages/home.json,line=27,col=7,title=Unknown block type::At section 3 "Bread boxes" -> type: There is no section type "pricng".%0AHint: Did you mean "pricing"? The section types are ${check('unknown-block-type').problems[0].hint!.split('The section types are ')[1]}`,
      '::error file=site-content/demo/site.json,line=9,col=7,title=Bad colour::At theme -> colors -> primary: The colour "#1e90ff" is not a hue, saturation and lightness.%0AHint: Did you mean "210 100%25 56%25"? Write three numbers like "217 91%25 60%25": hue 0-360, then saturation and lightness as percentages.',
      '::error file=site-content/demo/site.json,line=11,col=7,title=Bad colour::At theme -> colors -> secondary: The colour "hsl(150, 60%25, 30%25)" is not a hue, saturation and lightness.%0AHint: Did you mean "150 60%25 30%25"? Write three numbers like "217 91%25 60%25": hue 0-360, then saturation and lightness as percentages.',
    ]);
  });

  it('prints nothing extra when annotations are off', () => {
    for (const name of cases)
      expect(present(check(name), { format: 'text', annotate: false }).stdout.join('\n')).not.toContain('::');
  });
});

describe('--format json', () => {
  it.each(cases)('%s: one array with every problem, its place, words and code', (name) => {
    const report = check(name);
    const { stdout, stderr, exitCode } = present(report, { format: 'json', annotate: true });
    expect(stderr).toEqual([]);
    const parsed = JSON.parse(stdout.join('\n')) as Record<string, unknown>[];
    const all = [...report.problems, ...report.warnings];
    expect(parsed).toHaveLength(all.length);
    parsed.forEach((entry, i) => {
      expect(Object.keys(entry).sort()).toEqual([
        'code',
        'column',
        'file',
        'hint',
        'line',
        'message',
        'path',
        'severity',
        'where',
      ]);
      expect(entry).toMatchObject({
        file: all[i].file,
        line: all[i].line,
        column: all[i].column,
        message: all[i].message,
        code: all[i].code,
        hint: all[i].hint ?? null,
      });
      expect(entry.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });
    expect(exitCode).toBe(report.problems.length ? 1 : 0);
  });
});

describe('npm run validate, as CI runs it', () => {
  const content = (name: string) => join(caseRoot(name), 'site-content');
  /** The bad page of bad-href, as the validator names it: relative to the project. */
  const badPage = () => relative(PROJECT_ROOT, join(content('bad-href'), 'demo', 'pages', 'home.json'));

  it('adds workflow commands inside GitHub Actions and exits 1', () => {
    const { stdout, stderr, status } = cli([], { SITE_CONTENT_DIR: content('bad-href'), GITHUB_ACTIONS: 'true' });
    expect(status).toBe(1);
    const prefix = `::error file=${badPage()},line=11,col=44,title=Bad link::`;
    expect(stdout.split('\n').filter((line) => line.startsWith(prefix))).toHaveLength(1);
    expect(stderr).toContain('"javascript:alert(1)" is not an allowed link.');
  });

  it('prints exactly the usual text outside GitHub Actions', () => {
    const { stdout, stderr, status } = cli([], { SITE_CONTENT_DIR: content('bad-href') });
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`${badPage()}:11:44\n  at section 1`);
  });

  it('prints JSON with the same exit codes: 1 for errors, 0 for warnings only', () => {
    const bad = cli(['--format', 'json'], { SITE_CONTENT_DIR: content('missing-image') });
    expect(bad.status).toBe(1);
    expect((JSON.parse(bad.stdout) as { code: string }[]).map((p) => p.code)).toEqual(['missing-image']);
    const advice = cli(['--format', 'json'], { SITE_CONTENT_DIR: content('missing-schema-line') });
    expect(advice.status).toBe(0);
    expect((JSON.parse(advice.stdout) as { severity: string }[]).map((p) => p.severity)).toEqual(['warning']);
  });

  it('refuses an unknown format with a plain message', () => {
    const { stderr, status } = cli(['--format', 'xml'], {});
    expect(status).toBe(2);
    expect(stderr).toContain('Unknown format "xml"');
  });
});

describe('the shipped workflow', () => {
  const text = readFileSync(join(PROJECT_ROOT, '.github', 'workflows', 'content.yml'), 'utf8');
  const workflow = parse(text) as {
    on: Record<string, unknown>;
    jobs: Record<string, { steps: { run?: string; uses?: string; with?: Record<string, string> }[] }>;
  };
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  const runs = steps.flatMap((step) => (step.run ? step.run.split('&&').map((c) => c.trim()) : []));
  const guide = readFileSync(join(PROJECT_ROOT, 'docs', 'deploying.md'), 'utf8');
  const ciSection = guide.slice(guide.indexOf('## Checking every push'), guide.indexOf('## How a content mistake'));

  it('is valid YAML that runs on every push and pull request', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
  });

  it('installs from the lockfile with npm cache, then validates, checks types and builds, in that order', () => {
    expect(steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.cache).toBe('npm');
    const order = ['npm ci', 'npm run validate', 'npm run generate:check', 'npm run build'].map((c) => runs.indexOf(c));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('uploads dist/ and installs Chromium the way Playwright documents for CI', () => {
    expect(steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))?.with?.path).toBe('dist/');
    expect(runs).toContain('npx playwright install --with-deps chromium');
    expect(runs).toContain('npm run test:e2e');
  });

  it('runs exactly the commands the deploying guide names, and the guide names every one it runs', () => {
    const named = [...ciSection.matchAll(/`((?:npm|npx) [^`]+)`/g)]
      .map((m) => m[1])
      .flatMap((c) => c.split('&&').map((x) => x.trim()));
    const package_ = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const command of runs) expect(named, command).toContain(command);
    for (const command of named.filter((c) => !c.includes('--format'))) expect(runs, command).toContain(command);
    for (const command of runs.filter((c) => c.startsWith('npm run ')))
      expect(Object.keys(package_.scripts)).toContain(command.slice('npm run '.length).split(' ')[0]);
  });
});

import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findSiteDirs } from '../../scripts/content/load.ts';
import { PROJECT_ROOT, validateContent } from '../../scripts/content/validate.ts';
import { copyProject } from '../support/project-copy.ts';

const tsx = (cwd: string, script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd, env: { ...process.env, ...env }, encoding: 'utf8', stdio: 'pipe' });

describe('editor support', () => {
  const contentDir = join(PROJECT_ROOT, 'site-content');
  const files = findSiteDirs(contentDir).flatMap((dir) => [
    { file: join(dir, 'site.json'), schema: 'site.schema.json' },
    ...readdirSync(join(dir, 'pages')).map((name) => ({ file: join(dir, 'pages', name), schema: 'page.schema.json' })),
  ]);

  it.each(files.map((f) => [f.file.slice(PROJECT_ROOT.length), f] as const))('%s names the right schema with $schema', (_name, { file, schema }) => {
    const declared = (JSON.parse(readFileSync(file, 'utf8')) as { $schema?: string }).$schema;
    expect(declared).toBeTypeOf('string');
    expect(resolve(dirname(file), declared!)).toBe(join(PROJECT_ROOT, 'schema', schema));
  });

  it('maps content files to schemas that exist in the shipped VS Code settings', () => {
    const settings = JSON.parse(readFileSync(join(PROJECT_ROOT, '.vscode', 'settings.json'), 'utf8')) as {
      'json.schemas': { fileMatch: string[]; url: string }[];
    };
    const byPattern = Object.fromEntries(settings['json.schemas'].flatMap((s) => s.fileMatch.map((m) => [m, s.url])));
    expect(byPattern['/site-content/**/site.json']).toBe('./schema/site.schema.json');
    expect(byPattern['/site-content/**/pages/*.json']).toBe('./schema/page.schema.json');
    for (const url of Object.values(byPattern)) expect(existsSync(join(PROJECT_ROOT, url))).toBe(true);
  });
});

describe('a copy of the project', () => {
  const project = copyProject();
  afterAll(() => project.remove());

  it('scaffolds a new block type that validates, type-checks and renders with one command', () => {
    const output = tsx(project.dir, 'scripts/new-block.ts', ['timeline']);
    expect(output).toContain('Block "timeline" is ready');
    const generated = readFileSync(join(project.dir, 'src/content/types.generated.ts'), 'utf8');
    expect(generated).toContain('export interface TimelineBlock');
    // The contract test (schema <-> registry, examples render) and the block's own test.
    execFileSync(process.execPath, [join(PROJECT_ROOT, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/unit/blocks.test.tsx', 'tests/unit/blocks/timeline.test.tsx'], { cwd: project.dir, stdio: 'pipe' });
    execFileSync(process.execPath, [join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'], { cwd: project.dir, stdio: 'pipe' });
  });

  it('turns a copied demo folder into a ninth site with no code change', () => {
    const demos = join(project.dir, 'site-content', 'demos');
    cpSync(join(demos, 'general'), join(demos, 'bakery'), { recursive: true });
    const siteFile = join(demos, 'bakery', 'site.json');
    const site = JSON.parse(readFileSync(siteFile, 'utf8'));
    writeFileSync(siteFile, JSON.stringify({ ...site, name: 'Sunrise Bakery', basePath: '/demo-bakery' }, null, 2));

    const report = validateContent(join(project.dir, 'site-content'), project.dir);
    expect(report.problems).toEqual([]);
    expect(report.sites.map((s) => s.site.basePath)).toContain('/demo-bakery');

    tsx(project.dir, 'scripts/build.ts');
    for (const page of ['', '/about', '/services', '/portfolio', '/contact']) {
      const html = readFileSync(join(project.dir, 'dist', `demo-bakery${page}`, 'index.html'), 'utf8');
      expect(html).toContain('Sunrise Bakery');
    }
    expect(readFileSync(join(project.dir, 'dist', 'sitemap.xml'), 'utf8')).toContain('/demo-bakery/contact');
  });
});

describe('npm run validate -- --watch', () => {
  it('reports a new problem on save and then its fix', async () => {
    const project = copyProject();
    const home = join(project.dir, 'site-content', 'demos', 'general', 'pages', 'home.json');
    const original = readFileSync(home, 'utf8');
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', '--watch'], { cwd: project.dir });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const waitFor = async (text: string) => {
      const deadline = Date.now() + 15_000;
      while (!output.includes(text)) {
        if (Date.now() > deadline) throw new Error(`"${text}" never appeared in:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    try {
      await waitFor('Watching site-content/');
      writeFileSync(home, original.replace('"type": "hero"', '"type": "heroo"'));
      await waitFor('New problem:');
      expect(output).toContain('There is no section type "heroo"');
      expect(output).toContain('Did you mean "hero"?');
      writeFileSync(home, original);
      await waitFor('Fixed:');
      await waitFor('All content is valid');
    } finally {
      child.kill();
      project.remove();
    }
  });
});

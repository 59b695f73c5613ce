import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorObject } from 'ajv';
import type { Block } from '../../src/content/types.generated.ts';
import { findSiteDirs } from '../../scripts/content/load.ts';
import { loadSchemas, resolveRef } from '../../scripts/content/schema.ts';
import { translate } from '../../scripts/content/translate.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';
import { copyProject } from '../support/project-copy.ts';
import { CONTENT_TESTS } from '../content-tests.ts';

const tsx = (cwd: string, script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: 'pipe',
  });

describe('editor support', () => {
  const contentDir = join(PROJECT_ROOT, 'site-content');
  const files = findSiteDirs(contentDir).flatMap((dir) => [
    { file: join(dir, 'site.json'), schema: 'site.schema.json' },
    ...readdirSync(join(dir, 'pages')).map((name) => ({ file: join(dir, 'pages', name), schema: 'page.schema.json' })),
  ]);

  it.each(files.map((f) => [f.file.slice(PROJECT_ROOT.length), f] as const))(
    '%s names the right schema with $schema',
    (_name, { file, schema }) => {
      const declared = (JSON.parse(readFileSync(file, 'utf8')) as { $schema?: string }).$schema;
      expect(declared).toBeTypeOf('string');
      expect(resolve(dirname(file), declared!)).toBe(join(PROJECT_ROOT, 'schema', schema));
    },
  );

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

describe('help inside VS Code, from the schemas', () => {
  const schemas = loadSchemas();
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);

  /** Every sub-schema of every schema file, with the file it is in. */
  const everySchema = [...schemas.files].flatMap(([file, root]) => {
    const found: { file: string; at: string; schema: Record<string, unknown> }[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}/${i}`));
      else if (isObject(node)) {
        found.push({ file, at, schema: node });
        for (const [key, child] of Object.entries(node))
          if (key !== 'examples' && key !== 'defaultSnippets') walk(child, `${at}/${key}`);
      }
    };
    walk(root, '');
    return found;
  });

  it('describes every property, itself or through the shape it refers to', () => {
    const undescribed = everySchema.flatMap(({ file, at, schema }) =>
      Object.entries(isObject(schema.properties) ? schema.properties : {}).flatMap(([name, property]) => {
        if (!isObject(property) || typeof property.description === 'string') return [];
        const target = typeof property.$ref === 'string' ? resolveRef(schemas, file, property.$ref) : undefined;
        return typeof target?.schema.description === 'string' ? [] : [`${file}${at}/properties/${name}`];
      }),
    );
    expect(undescribed).toEqual([]);
  });

  it('words every pattern, and the validator says the same words', () => {
    const patterned = everySchema.filter(({ schema }) => typeof schema.pattern === 'string');
    expect(patterned.length).toBeGreaterThan(0);
    for (const { file, at, schema } of patterned) {
      expect(schema.patternErrorMessage, `${file}${at}`).toMatch(/^[A-Z].+\.$/);
      const error = {
        keyword: 'pattern',
        instancePath: '/value',
        schemaPath: '',
        params: { pattern: schema.pattern },
        parentSchema: schema,
        data: '\u00a0?',
      } as unknown as ErrorObject;
      expect(translate(error, []).hint, `${file}${at}`).toContain(schema.patternErrorMessage as string);
    }
  });

  it('offers a "New section" snippet for every block type, a section that validates', () => {
    const snippets = (schemas.files.get('block.schema.json')!.defaultSnippets ?? []) as {
      label: string;
      body: { type: string };
    }[];
    for (const type of schemas.blocks.keys()) {
      const snippet = snippets.find((s) => s.label === `New section: ${type}`);
      expect(snippet, type).toBeDefined();
      const body = JSON.parse(JSON.stringify(snippet!.body).replaceAll('\\\\$', '$')) as unknown;
      expect(schemas.block(body), `${type}: ${JSON.stringify(schemas.block.errors)}`).toBe(true);
    }
  });

  it('offers "type" first when completing inside an empty section', () => {
    for (const [type, schema] of schemas.blocks) {
      const properties = schema.properties as Record<string, Record<string, unknown>>;
      const sortText = properties.type.suggestSortText;
      expect(sortText, type).toBeTypeOf('string');
      for (const name of Object.keys(properties).filter((n) => n !== 'type')) {
        expect((properties[name].suggestSortText as string | undefined) ?? name, `${type}.${name}`).not.toBe(sortText);
        expect(
          [(properties[name].suggestSortText as string | undefined) ?? name, sortText].sort()[0],
          `${type}.${name}`,
        ).toBe(sortText);
      }
    }
  });
});

/**
 * Tests of the machinery (servers, builds, team mode, benchmarks, CI output): they hold whatever blocks
 * and sites the content has, and take most of the suite's time, so the copy with a new block and a
 * ninth demo runs every test but these. The build itself is run on that copy by the test before.
 */
/** What names the schemas or the registry in a test's text: a new block type reaches such a test. */
const READS_BLOCK_TYPES = /schema|registry|engine-site|types\.generated/i;

/** This file runs the others; the machinery's own tests (builds, servers, CI) take minutes and no content. */
const LEFT_OUT =
  /editing-workflows|\/editor\/(server|team)\/|\/build-|incremental-build|client-site-build|benchmark-|\/serve|form-service|ci-output|workflow-injection|test-phases|scale-content|dev-guard|pixel-limit/;

/** The unit test files a ninth demo or a new block type can change the result of, relative to the project. */
function testsReachedByNewContent(): string[] {
  const unit = join(PROJECT_ROOT, 'tests', 'unit');
  const files = readdirSync(unit, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => join('tests', 'unit', name));
  const content = new Set(CONTENT_TESTS);
  return files.filter(
    (file) =>
      !LEFT_OUT.test(file) &&
      (content.has(file) || READS_BLOCK_TYPES.test(readFileSync(join(PROJECT_ROOT, file), 'utf8'))),
  );
}

/** Gives the people a copied page's block names (reviewers, staff, a quote's author) first names no other site has. */
let newPeople = 0;
function givePeopleNewNames(block: Block): void {
  const renamed = (person: string) => `Newcomer${++newPeople} ${person.split(/\s+/).slice(1).join(' ')}`.trim();
  if (block.type === 'testimonials') for (const item of block.items) item.author = renamed(item.author);
  if (block.type === 'team') for (const member of block.members ?? []) member.name = renamed(member.name);
  if (block.type === 'text' && block.quote?.cite) block.quote.cite = renamed(block.quote.cite);
}

describe('a copy of the project', () => {
  const project = copyProject();
  afterAll(() => project.remove());

  it('turns a copied demo folder into a ninth site with no code change', () => {
    // As site-content/README.md says: copy a demo folder, then give it its own name and base path.
    const demos = join(project.dir, 'site-content', 'demos');
    cpSync(join(demos, 'general'), join(demos, 'bakery'), { recursive: true });
    const siteFile = join(demos, 'bakery', 'site.json');
    const site = JSON.parse(readFileSync(siteFile, 'utf8'));
    writeFileSync(siteFile, JSON.stringify({ ...site, name: 'Sunrise Bakery', basePath: '/demo-bakery' }, null, 2));
    // A new business is not the old one in new colours: its home and about pages get their own order
    // of sections, and its pages their own people.
    for (const name of readdirSync(join(demos, 'bakery', 'pages'))) {
      const pageFile = join(demos, 'bakery', 'pages', name);
      const page = JSON.parse(readFileSync(pageFile, 'utf8'));
      if (name === 'home.json' || name === 'about.json')
        page.blocks = [page.blocks[0], ...page.blocks.slice(1, -1).reverse(), page.blocks.at(-1)];
      page.blocks.forEach(givePeopleNewNames);
      writeFileSync(pageFile, JSON.stringify(page, null, 2));
    }

    const report = loadContent(join(project.dir, 'site-content'), project.dir);
    expect(report.problems).toEqual([]);
    expect(report.sites.map((s) => s.site.basePath)).toContain('/demo-bakery');

    tsx(project.dir, 'scripts/build.ts');
    for (const page of ['', '/about', '/services', '/portfolio', '/contact']) {
      const html = readFileSync(join(project.dir, 'dist', `demo-bakery${page}`, 'index.html'), 'utf8');
      expect(html).toContain('Sunrise Bakery');
    }
    expect(readFileSync(join(project.dir, 'dist', 'sitemap.xml'), 'utf8')).toContain('/demo-bakery/contact');
  }, 300_000);

  it('scaffolds a block type with one command, and the types and every unit test of content, blocks and sites stay green with the ninth demo', () => {
    const output = tsx(project.dir, 'scripts/new-block.ts', ['timeline']);
    expect(output).toContain('Block "timeline" is ready');
    const schema = JSON.parse(readFileSync(join(project.dir, 'schema/blocks/timeline.schema.json'), 'utf8')) as {
      description: string;
    };
    expect(schema.description).toMatch(/^A timeline section\./);
    expect(output).toContain('"New section: timeline" snippet');
    expect(readFileSync(join(project.dir, 'src/content/types.generated.ts'), 'utf8')).toContain(
      'export interface TimelineBlock',
    );
    // The unit tests a ninth demo or a new block type can reach, as a developer runs them after the
    // scaffold, without editing any test by hand: the content's (they read site-content/) and the
    // engine's that read the schemas or the registry. Every other engine test passes whatever the
    // content holds (a copy with one client site proves it), so running it here would add minutes, not checks.
    execFileSync(
      process.execPath,
      [join(PROJECT_ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...testsReachedByNewContent()],
      { cwd: project.dir, stdio: 'pipe', env: { ...process.env, GITHUB_ACTIONS: '' } },
    );
    execFileSync(process.execPath, [join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'], {
      cwd: project.dir,
      stdio: 'pipe',
    });
  }, 900_000);
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

/**
 * A build that renders only what changed must write what a full build writes.
 * In a copy of the project, building the engine's fixture site (a studio, demos
 * and a client using every block and look: tests/fixtures/engine-site), each edit below is followed by an incremental
 * build of the same output folder and by a build into an empty folder (which
 * renders every page), and the two folders must hold the same files, byte for
 * byte. The edits are the kinds the build tells apart: a page, a new page, a
 * deleted page, a renamed picture, a site.json, a component's code, the schema.
 * The content check reads again only the sites that changed; it must still
 * find every problem, and check every file whenever its record cannot be trusted.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSiteDirs, listFiles } from '../../scripts/content/load.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';
import { FIXTURE_DIR } from '../support/engine-fixture.ts';
import { copyProject } from '../support/project-copy.ts';
import { sectionReferences } from '../../src/content/named-people.ts';

const project = copyProject();
// The fixture as the copy holds it: the build is pointed at it, as at any content folder.
const content = join(project.dir, relative(PROJECT_ROOT, FIXTURE_DIR));
const served = join(project.dir, 'served');
afterAll(() => project.remove(), 120_000); // removing a copy with several built sites takes a while on a busy disk

function build(outDir: string, args: string[] = []): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    cwd: project.dir,
    env: { ...process.env, SITE_CONTENT_DIR: content, OUT_DIR: outDir, SITE_URL: '' },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/** A build that must fail: what it printed, its errors included. */
function failedBuild(outDir: string): string {
  try {
    build(outDir);
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return `${stdout}${stderr}`;
  }
  throw new Error('The build succeeded, but it should have refused the content.');
}

/** How the content was checked: every file (with why), or only the sites that changed. */
function checked(output: string): string {
  const match =
    /(Checking every file, as [^\n]*|Checked again only the sites changed since the last check: \d+ of \d+)/.exec(
      output,
    );
  expect(match, output).not.toBeNull();
  return match![1];
}

/** "N of M pages to render" of the studio's website, from the build's output. */
function rendered(output: string): { count: number; of: number } {
  const match = /The studio's website: (\d+) of (\d+) pages to render/.exec(output);
  expect(match, output).not.toBeNull();
  return { count: Number(match![1]), of: Number(match![2]) };
}

/** Every file of a folder with its bytes, to compare two builds. */
function snapshot(dir: string): Map<string, Buffer> {
  return new Map(listFiles(dir).map((file) => [file, readFileSync(join(dir, file))]));
}

/** Build incrementally and from nothing, compare, and return what the incremental build said. */
function buildAndCompare(): string {
  const output = build(served);
  const scratch = join(project.dir, 'scratch');
  rmSync(scratch, { recursive: true, force: true });
  build(scratch);
  const incremental = snapshot(served);
  const full = snapshot(scratch);
  expect([...incremental.keys()]).toEqual([...full.keys()]);
  const differing = [...full].filter(([file, bytes]) => !bytes.equals(incremental.get(file)!)).map(([file]) => file);
  expect(differing).toEqual([]);
  return output;
}

const demoDirs = () => findSiteDirs(content).filter((dir) => dir.startsWith(join(content, 'demos')));
const pagesOf = (siteDir: string) => readdirSync(join(siteDir, 'pages')).map((name) => join(siteDir, 'pages', name));
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(file, change(readFileSync(file, 'utf8')));

describe('an incremental build', () => {
  beforeAll(() => {
    build(served);
  }, 600_000);

  it('renders nothing again when nothing changed, and leaves the same site', () => {
    expect(rendered(buildAndCompare()).count).toBe(0);
  }, 300_000);

  it('renders one new post, the lists that show it and nothing else, and writes its feeds as a full build does', () => {
    // A post of a site with a journal, copied under a new name with a newer date: it heads every list it is in.
    const posts = findSiteDirs(content)
      .map((dir) => join(dir, 'collections', 'posts'))
      .find((dir) => existsSync(dir));
    expect(posts, 'a site with a collection of posts').toBeDefined();
    const [model] = readdirSync(posts!).filter((name) => name.endsWith('.json'));
    const fresh = join(posts!, 'a-post-added-since.json');
    writeFileSync(
      fresh,
      readFileSync(join(posts!, model), 'utf8')
        .replace(/"title": "[^"]*"/, '"title": "A post added since"')
        .replace(/"date": "[^"]*"/, '"date": "2026-11-20"'),
    );
    const output = buildAndCompare();
    const { count, of } = rendered(output);
    expect(count).toBeGreaterThanOrEqual(2); // the post and its collection's index at least
    // Nothing else: no more pages are rendered than show the post (itself, and the lists that link to it).
    const showing = listFiles(served).filter(
      (file) => file.endsWith('.html') && readFileSync(join(served, file), 'utf8').includes('/a-post-added-since'),
    );
    expect(count).toBeLessThanOrEqual(showing.length);
    expect(showing.length).toBeLessThan(of / 2);
    expect(listFiles(served).filter((file) => file.endsWith('a-post-added-since/index.html'))).toHaveLength(1);
    expect(
      listFiles(served).some(
        (file) => file.endsWith('feed.xml') && readFileSync(join(served, file), 'utf8').includes('A post added since'),
      ),
    ).toBe(true);
  }, 600_000);

  it('renders again exactly the pages whose team names an edited person', () => {
    // A person entry named by a team section of some page, found by what the pages say, never by name.
    const named = findSiteDirs(content).flatMap((dir) =>
      pagesOf(dir).flatMap((page) =>
        sectionReferences(JSON.parse(readFileSync(page, 'utf8'))).map(({ reference }) => ({ dir, page, reference })),
      ),
    );
    expect(named.length, 'a team that names its people').toBeGreaterThan(0);
    const { dir, reference } = named[0];
    const showing = new Set(named.filter((n) => n.dir === dir && n.reference === reference).map((n) => n.page));
    const file = join(dir, 'collections', `${reference}.json`);
    edit(file, (text) => text.replace(/"role": "([^"]*)"/, '"role": "$1, now and then"'));
    const output = buildAndCompare();
    expect(rendered(output).count).toBe(showing.size);
    const changed = listFiles(served).filter(
      (name) => name.endsWith('.html') && readFileSync(join(served, name), 'utf8').includes(', now and then'),
    );
    expect(changed).toHaveLength(showing.size);
  }, 600_000);

  it('renders again only the pages that show a changed price', () => {
    const file = demoDirs()
      .flatMap(pagesOf)
      .find((page) => /"price": "\$\d+/.test(readFileSync(page, 'utf8')));
    expect(file, 'a demo page with a price').toBeDefined();
    edit(file!, (text) => text.replace(/"price": "\$(\d+)/, (_, amount: string) => `"price": "$${Number(amount) + 7}`));
    const output = buildAndCompare();
    const { count, of } = rendered(output);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThan(of);
    expect(checked(output)).toMatch(/^Checked again only the sites changed since the last check: 1 of \d+$/);
  }, 300_000);

  it('checks only the changed site when its change leaves just a warning (a file without its "$schema" line)', () => {
    const file = demoDirs()
      .flatMap(pagesOf)
      .find((page) => /^\s*"\$schema": "[^"]*",\n/m.test(readFileSync(page, 'utf8')));
    expect(file, 'a demo page with a "$schema" line').toBeDefined();
    edit(file!, (text) => text.replace(/^\s*"\$schema": "[^"]*",\n/m, ''));
    expect(checked(buildAndCompare())).toMatch(/^Checked again only the sites changed since the last check: 1 of \d+$/);
  }, 300_000);

  it('finds a problem in a changed site, and one a change makes in a site that did not change', () => {
    const linksToContact = (file: string) => /"href": "~\/contact"/.test(readFileSync(file, 'utf8'));
    const site = demoDirs().find((dir) => pagesOf(dir).some(linksToContact))!;
    const page = site && pagesOf(site).find(linksToContact);
    expect(page, 'a demo page linking to its contact page').toBeDefined();
    edit(page!, (text) => text.replace('"href": "~/contact"', '"href": "~/contakt"'));
    let output = failedBuild(served);
    expect(checked(output)).toBe('Checking every file, as a changed file has a problem.');
    expect(output).toMatch(/"~\/contakt" leads to ".*\/contakt", which is not a page of the website/);
    edit(page!, (text) => text.replace('"href": "~/contakt"', '"href": "~/contact"'));
    build(served);

    // Another site's page is linked to by its address: renaming it breaks a link in an unchanged site.
    // The demo is one some other site links to (a demo just added may not be linked from anywhere yet).
    const linkingTo = (demo: string) => {
      const { basePath } = JSON.parse(readFileSync(join(demo, 'site.json'), 'utf8')) as { basePath: string };
      return findSiteDirs(content)
        .filter((dir) => dir !== demo)
        .flatMap((dir) => [join(dir, 'site.json'), ...pagesOf(dir)])
        .find((file) => readFileSync(file, 'utf8').includes(`"href": "${basePath}"`));
    };
    const other = demoDirs().find((demo) => demo !== site && linkingTo(demo));
    expect(other, 'a demo that another site links to by its address').toBeDefined();
    const linking = linkingTo(other!);
    const home = pagesOf(other!).find((file) => /"path": "\/"/.test(readFileSync(file, 'utf8')))!;
    edit(home, (text) => text.replace('"path": "/"', '"path": "/start"'));
    output = failedBuild(served);
    expect(checked(output)).toBe('Checking every file, as pages, addresses or anchors changed since the last check.');
    expect(output).toContain(linking!.slice(project.dir.length + 1));
    edit(home, (text) => text.replace('"path": "/start"', '"path": "/"'));
    expect(rendered(buildAndCompare()).count).toBe(0);
  }, 600_000);

  it('renders a new page, and removes it and its folder once it is deleted', () => {
    const site = demoDirs()[0];
    const copy = join(site, 'pages', 'extra-page.json');
    const page = JSON.parse(
      readFileSync(
        pagesOf(site).find((file) => basename(file) === 'about.json')!,
        'utf8',
      ),
    );
    writeFileSync(copy, JSON.stringify({ ...page, path: '/extra-page', title: 'Extra page' }, null, 2));
    expect(rendered(buildAndCompare()).count).toBe(1);
    const basePath = (JSON.parse(readFileSync(join(site, 'site.json'), 'utf8')) as { basePath: string }).basePath;
    expect(existsSync(join(served, basePath, 'extra-page', 'index.html'))).toBe(true);

    rmSync(copy);
    const output = buildAndCompare();
    expect(output).toMatch(/1 removed/);
    expect(existsSync(join(served, basePath, 'extra-page'))).toBe(false);
  }, 300_000);

  it('follows a renamed picture to the pages that show it, and drops its old files', () => {
    // A picture some page shows: its name appears as a "src" in the site's documents.
    const site = demoDirs()[0];
    const documents = [join(site, 'site.json'), ...pagesOf(site)];
    const shown = (name: string) => documents.some((file) => readFileSync(file, 'utf8').includes(`"src": "${name}"`));
    const picture = listFiles(join(site, 'images')).find(shown);
    expect(picture, 'a picture the site shows').toBeDefined();
    const renamed = picture!.replace(/(\.[a-z]+)$/, '-renamed$1');
    renameSync(join(site, 'images', picture!), join(site, 'images', renamed));
    for (const file of documents) edit(file, (text) => text.replaceAll(`"src": "${picture}"`, `"src": "${renamed}"`));
    const { count, of } = rendered(buildAndCompare());
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThan(of);
    // Published under the new name only: as it is (a drawing) or as variants named after it.
    const stem = picture!.replace(/\.[a-z]+$/, '');
    const media = listFiles(join(served, 'media', basename(site)));
    expect(media.some((name) => name.startsWith(`${stem}-renamed`))).toBe(true);
    expect(
      media.filter((name) => name === picture || (name.startsWith(`${stem}-`) && !name.startsWith(`${stem}-renamed`))),
    ).toEqual([]);
  }, 300_000);

  it('publishes a drawing changed in place, under the same name', () => {
    const site = demoDirs().at(-1)!;
    const drawing = listFiles(join(site, 'images')).find((name) => name.endsWith('.svg'));
    expect(drawing, 'a drawing in the site').toBeDefined();
    edit(join(site, 'images', drawing!), (text) => text.replace(/<\/svg>\s*$/, '<rect width="1" height="1"/></svg>\n'));
    buildAndCompare();
    expect(readFileSync(join(served, 'media', basename(site), drawing!), 'utf8')).toContain(
      '<rect width="1" height="1"/>',
    );
  }, 300_000);

  it("renders a site's pages again when its site.json changes, and no other site's", () => {
    // A demo without collections: its pages are the files of its pages/ folder.
    const site = demoDirs().find((dir) => !existsSync(join(dir, 'collections')));
    expect(site, 'a demo without collections').toBeDefined();
    edit(join(site!, 'site.json'), (text) => text.replace(/"primary": "[^"]+"/, '"primary": "12 70% 40%"'));
    expect(rendered(buildAndCompare()).count).toBe(pagesOf(site!).length);
  }, 300_000);

  it("renders every page again when a component's code changes", () => {
    const component = join(project.dir, 'src', 'blocks', 'hero', 'index.tsx');
    expect(existsSync(component)).toBe(true);
    edit(component, (text) => `${text}\n// A change of code: every page may look different.\n`);
    const output = buildAndCompare();
    const { count, of } = rendered(output);
    expect(count).toBe(of);
    expect(checked(output)).toBe('Checking every file, as the code or the schema changed since the last check.');
  }, 600_000);

  it('renders every page again when the schema changes', () => {
    edit(join(project.dir, 'schema', 'site.schema.json'), (text) =>
      text.replace('"One line about the business, shown in the footer."', '"One line about the business."'),
    );
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-types.ts'], {
      cwd: project.dir,
      stdio: 'pipe',
    });
    const output = buildAndCompare();
    const { count, of } = rendered(output);
    expect(count).toBe(of);
    expect(checked(output)).toBe('Checking every file, as the code or the schema changed since the last check.');
  }, 600_000);

  it('checks every file, with a one-line note, when the record of the last check is corrupt, and still finds a problem', () => {
    const records = join(project.dir, '.build', 'content-checks');
    expect(listFiles(records).length).toBeGreaterThan(0);
    const corrupt = () => {
      for (const file of listFiles(records)) writeFileSync(join(records, file), '{ "format": 1, "sites": [');
    };
    corrupt();
    expect(checked(build(served))).toBe('Checking every file, as the record of the last check is unreadable.');

    // A record of other content, or in an older form, is not trusted either.
    for (const file of listFiles(records))
      edit(join(records, file), (text) => text.replace('"contentDir":"', '"contentDir":"/elsewhere'));
    expect(checked(build(served))).toBe('Checking every file, as the record of the last check is of other content.');
    for (const file of listFiles(records)) writeFileSync(join(records, file), '{ "format": 0 }');
    expect(checked(build(served))).toBe(
      'Checking every file, as the record of the last check is not one this build can read.',
    );

    const site = demoDirs()[0];
    corrupt();
    edit(join(site, 'site.json'), (text) => text.replace(/"primary": "[^"]+"/, '"primary": "12 170% 40%"'));
    const output = failedBuild(served);
    expect(checked(output)).toBe('Checking every file, as the record of the last check is unreadable.');
    expect(output).toMatch(/The colour "12 170% 40%" is not a hue, saturation and lightness/);
    edit(join(site, 'site.json'), (text) => text.replace('"primary": "12 170% 40%"', '"primary": "12 70% 40%"'));
    buildAndCompare();
  }, 600_000);

  it('falls back to a full build, with a one-line note, when its record is corrupt or the folder was replaced', () => {
    for (const file of listFiles(join(project.dir, '.build', 'manifests')))
      writeFileSync(join(project.dir, '.build', 'manifests', file), '{ not json');
    let output = build(served);
    expect(output).toMatch(/every page is rendered, as the record of its last build is unreadable/);
    expect(rendered(output).count).toBe(rendered(output).of);

    const moved = join(project.dir, 'moved');
    cpSync(served, moved, { recursive: true });
    rmSync(served, { recursive: true });
    renameSync(moved, served);
    output = build(served);
    expect(output).toMatch(/every page is rendered, as the folder was replaced since the last build recorded it/);

    output = build(served, ['--full']);
    expect(output).toMatch(/every page is rendered, as a full build was asked for/);
  }, 600_000);
});

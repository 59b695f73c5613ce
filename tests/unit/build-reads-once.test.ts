/**
 * A build reads and parses each content document once: the check reads it,
 * and every later step (the page inputs, the render threads, the pictures)
 * is handed what the check parsed. A rebuild after one edit reads only the
 * changed site's documents. Every read and parse of a content file is
 * counted in the build's own processes and threads (../support/count-content-reads.mjs).
 * The build is of the engine's fixture site (tests/fixtures/engine-site), which
 * has every kind of document: sites of each kind, pages, and entries of each collection type.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findEntryFiles } from '../../scripts/content/entry-files.ts';
import { findSiteDirs } from '../../scripts/content/load.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';
import { FIXTURE_DIR } from '../support/engine-fixture.ts';
import { copyProject } from '../support/project-copy.ts';

const project = copyProject();
const content = join(project.dir, relative(PROJECT_ROOT, FIXTURE_DIR));
const log = join(project.dir, 'content-reads.log');
afterAll(() => project.remove(), 120_000);

/** Build into the copy's served folder; the content files each build read and parsed, with how often. */
function countedBuild(): { read: Map<string, number>; parsed: Map<string, number> } {
  rmSync(log, { force: true });
  writeFileSync(log, '');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', '--import', './tests/support/count-content-reads.mjs', 'scripts/build.ts'],
    {
      cwd: project.dir,
      env: {
        ...process.env,
        SITE_CONTENT_DIR: content,
        OUT_DIR: join(project.dir, 'served'),
        CONTENT_READS_LOG: log,
        CONTENT_READS_DIR: content,
      },
      stdio: 'pipe',
    },
  );
  const counts = { read: new Map<string, number>(), parsed: new Map<string, number>() };
  for (const line of readFileSync(log, 'utf8').split('\n').filter(Boolean)) {
    const [what, file] = [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)];
    const tally = what === 'read' ? counts.read : counts.parsed;
    tally.set(file, (tally.get(file) ?? 0) + 1);
  }
  return counts;
}

/** Every document of a site: its site.json, its pages and its collections' entries. */
const documentsOf = (siteDir: string) => [
  join(siteDir, 'site.json'),
  ...readdirSync(join(siteDir, 'pages'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(siteDir, 'pages', name)),
  ...[...findEntryFiles(siteDir, content, project.dir, []).values()].flat().map(({ path }) => path),
];

/** The files of `counts` counted other than once. */
const notOnce = (counts: Map<string, number>) => [...counts].filter(([, count]) => count !== 1);

describe('a build', () => {
  it('reads and parses every content document once', () => {
    const { read, parsed } = countedBuild();
    const every = findSiteDirs(content).flatMap(documentsOf).sort();
    expect([...read.keys()].sort()).toEqual(every);
    expect([...parsed.keys()].sort()).toEqual(every);
    expect(notOnce(read)).toEqual([]);
    expect(notOnce(parsed)).toEqual([]);
  }, 600_000);

  it('after one edit, reads and parses only the changed site’s documents, each once, and after a new page every document once', () => {
    const page = findSiteDirs(content)
      .flatMap(documentsOf)
      .find((file) => /"price": "\$\d+/.test(readFileSync(file, 'utf8')));
    expect(page, 'a page with a price').toBeDefined();
    const text = readFileSync(page!, 'utf8');
    writeFileSync(
      page!,
      text.replace(/"price": "\$(\d+)/, (_, amount: string) => `"price": "$${Number(amount) + 3}`),
    );
    const { read, parsed } = countedBuild();
    const site = documentsOf(dirname(dirname(page!))).sort();
    expect([...read.keys()].sort()).toEqual(site);
    expect([...parsed.keys()].sort()).toEqual(site);
    expect(notOnce(read)).toEqual([]);
    expect(notOnce(parsed)).toEqual([]);

    // A new page changes what the other sites may link to, so every file is checked: still each once.
    const extra = join(dirname(page!), 'reads-once-extra.json');
    writeFileSync(extra, JSON.stringify({ ...JSON.parse(text), path: '/reads-once-extra', title: 'Extra' }, null, 2));
    const again = countedBuild();
    const every = findSiteDirs(content).flatMap(documentsOf).sort();
    expect([...again.read.keys()].sort()).toEqual(every);
    expect([...again.parsed.keys()].sort()).toEqual(every);
    expect(notOnce(again.read)).toEqual([]);
    expect(notOnce(again.parsed)).toEqual([]);
  }, 600_000);
});

/**
 * How long team mode's Publish takes for one changed price: a copy of the
 * content is put in a git repository of its own, published once to a folder,
 * then one price is changed, committed and published again, through the same
 * publishSite and build the editor's Publish button runs. The second publish
 * is the figure: from the click to the new page being live in the folder.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { findSiteDirs } from '../content/load.ts';
import { Git } from '../editor/team/git.ts';
import { buildInto, PublishLog, publishSite } from '../editor/team/publish.ts';

interface PriceSpot {
  file: string;
  site: { id: string; folder: string };
}

/** Changes the first "price" text found in `value`; true when one was changed. */
function raisePrice(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(raisePrice);
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (typeof record.price === 'string') {
    record.price = `${record.price} (new)`;
    return true;
  }
  return Object.values(record).some(raisePrice);
}

/** The first page of any site that shows a price, changed in place. */
function changeOnePrice(contentDir: string): PriceSpot {
  for (const siteDir of findSiteDirs(contentDir)) {
    const pagesDir = join(siteDir, 'pages');
    for (const name of readdirSync(pagesDir)
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const file = join(pagesDir, name);
      const page = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (!raisePrice(page)) continue;
      writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
      // Team mode names a site by its folder.
      return {
        file: relative(contentDir, file),
        site: { id: basename(siteDir), folder: relative(contentDir, siteDir) },
      };
    }
  }
  throw new Error('No page of the content shows a price, so there is no price to change.');
}

/** Seconds from Publish to live for one changed price, on a copy of `contentDir`. */
/**
 * A copy of `contentDir` in `scratch`, as a git repository of one commit, and a
 * publish of one of its sites into `scratch`'s publish folder, as team mode
 * publishes: what the publish benchmarks measure.
 */
export async function publishingCopy(scratch: string, projectRoot: string, contentDir: string) {
  const content = join(scratch, 'site-content');
  cpSync(contentDir, content, { recursive: true });
  const git = new Git(content);
  const author = ['-c', 'user.name=Benchmark', '-c', 'user.email=benchmark@example.com'];
  /** Commits whatever changed in the copy, as the benchmark's author. */
  const commitAll = async (message: string) => {
    await git.run(['add', '.']);
    await git.run([...author, 'commit', '--quiet', '-m', message]);
  };
  await git.run(['init', '--quiet', '-b', 'main']);
  await commitAll('Start');
  const log = new PublishLog(join(scratch, 'data'));
  const publishDir = join(scratch, 'public');
  const build = (dir: string) => buildInto(dir, { projectRoot, contentDir: content });
  const publish = async (site: { id: string; folder: string }) => {
    const entry = await publishSite({ git, log, site, person: 'benchmark@example.com', publishDir, build });
    if (entry.result !== 'published') throw new Error(`Publishing failed: ${entry.message}`);
  };
  return { content, git, publishDir, publish, commitAll };
}

export async function measurePublish(projectRoot: string, contentDir: string, progress: (text: string) => void) {
  const scratch = mkdtempSync(join(tmpdir(), 'benchmark-publish-'));
  try {
    const { content, git, publish, commitAll } = await publishingCopy(scratch, projectRoot, contentDir);

    const spot = changeOnePrice(content);
    await git.run(['stash', '--quiet']);
    progress(`publishing ${spot.site.id} once, so the folder holds a live site...`);
    await publish(spot.site);
    await git.run(['stash', 'pop', '--quiet']);
    await commitAll('One price');
    progress(`publishing one changed price in ${spot.file}...`);
    const started = performance.now();
    await publish(spot.site);
    return { seconds: (performance.now() - started) / 1000, file: spot.file };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

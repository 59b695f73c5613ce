import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Git } from '../../../../scripts/editor/team/git.ts';
import { commitSave } from '../../../../scripts/editor/team/history.ts';
import {
  buildInto,
  type BuildResult,
  INTERRUPTED_WORDS,
  publishSite,
  PublishConflict,
  PublishLog,
  pushToRemote,
  remoteTarget,
  stateWords,
  syncFromRemote,
  unpublished,
} from '../../../../scripts/editor/team/publish.ts';
import type { PublishLogEntry } from '../../../../src/editor/protocol.ts';
import { contentRepository, git, tempDir, withPrice, write } from './git-fixture.ts';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const SERVICES_FILE = 'demos/salon/pages/services.json';
const SALON = { id: 'salon', folder: 'demos/salon' };
const ana = { name: 'Ana Diaz', email: 'ana@example.com' };

function setup() {
  const t = tempDir();
  cleanup = t.remove;
  const { work, remote } = contentRepository(t.dir);
  const g = new Git(work);
  const log = new PublishLog(join(t.dir, 'data'));
  /** A developer's clone that pushes to the same remote. */
  const other = join(t.dir, 'other');
  git(t.dir, 'clone', '--quiet', remote, other);
  const pushFromOther = (file: string, text: string, message: string) => {
    write(other, file, text);
    git(other, 'commit', '--quiet', '-am', message);
    git(other, 'push', '--quiet');
  };
  const saveAs = async (file: string, text: string) => {
    const before = readFileSync(join(work, file), 'utf8');
    writeFileSync(join(work, file), text);
    return commitSave(g, [{ file, before, after: text }], ana);
  };
  return { root: t.dir, work, remote, g, log, pushFromOther, saveAs };
}

describe('the remote', () => {
  it('is origin unless EDITOR_GIT_REMOTE names another; a wrong name is said plainly', async () => {
    const { g } = setup();
    expect(await remoteTarget(g, {})).toEqual({ remote: 'origin', branch: 'main' });
    expect(await remoteTarget(g, { EDITOR_GIT_BRANCH: 'live' })).toEqual({ remote: 'origin', branch: 'live' });
    await expect(remoteTarget(g, { EDITOR_GIT_REMOTE: 'upstream' })).rejects.toThrow(
      /no such remote \(it has: origin\)/,
    );
  });
});

describe('publishing to a git remote', () => {
  it('pushes the saved commits, logs who and which changes, and shows the state', async () => {
    const { g, log, remote, saveAs } = setup();
    const target = { remote: 'origin', branch: 'main' };
    const id = await saveAs(SERVICES_FILE, withPrice('$145'));
    expect(stateWords((await unpublished(g, 'demos/salon', target)).length)).toBe('Unpublished changes (1)');
    expect(stateWords((await unpublished(g, 'demos/hvac', target)).length)).toBe('Published');

    const entry = await publishSite({ git: g, log, site: SALON, person: 'ana@example.com', target });
    expect(entry).toMatchObject({
      result: 'published',
      person: 'ana@example.com',
      changes: [
        { commit: id, summary: 'Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145' },
      ],
    });
    expect(git(remote, 'log', '-1', '--format=%H %an', 'main').trim()).toBe(`${id} Ana Diaz`);
    expect(stateWords((await unpublished(g, 'demos/salon', target)).length)).toBe('Published');
    expect(log.forSite('salon')[0]).toMatchObject({ result: 'published', message: 'Published 1 change.' });
  });

  it('rebases and pushes again when someone pushed other files first', async () => {
    const { g, log, remote, pushFromOther, saveAs, work } = setup();
    pushFromOther('demos/hvac/pages/home.json', '{"path": "/", "blocks": []}\n', 'HVAC from a developer');
    const id = await saveAs(SERVICES_FILE, withPrice('$145'));
    await publishSite({
      git: g,
      log,
      site: SALON,
      person: 'ana@example.com',
      target: { remote: 'origin', branch: 'main' },
    });
    expect(git(remote, 'log', '--format=%s', 'main').split('\n').slice(0, 2)).toEqual([
      'Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145',
      'HVAC from a developer',
    ]);
    // Rebased: a new commit id, the same change, and the developer's file is in the editor's working tree.
    expect(git(work, 'rev-parse', 'HEAD').trim()).not.toBe(id);
    expect(readFileSync(join(work, 'demos/hvac/pages/home.json'), 'utf8')).toBe('{"path": "/", "blocks": []}\n');
  });

  it('pushes after a rejection on the same file when the lines differ', async () => {
    const { g, remote, pushFromOther, saveAs } = setup();
    pushFromOther(
      SERVICES_FILE,
      withPrice('$135').replace('Cuts and color', 'Cuts and colour'),
      'Heading from a developer',
    );
    await saveAs(SERVICES_FILE, withPrice('$145'));
    // A push without a fetch first: the remote refuses it, and the editor rebases and pushes again.
    await pushToRemote(g, { remote: 'origin', branch: 'main' });
    const live = git(remote, 'show', `main:${SERVICES_FILE}`);
    expect(live).toContain('Cuts and colour');
    expect(live).toContain('$145');
  });

  it('reports a conflict with both versions, publishes nothing and loses nothing', async () => {
    const { g, log, remote, pushFromOther, saveAs, work } = setup();
    pushFromOther(SERVICES_FILE, withPrice('$140'), 'Price from a developer');
    const id = await saveAs(SERVICES_FILE, withPrice('$145'));
    const error = await publishSite({
      git: g,
      log,
      site: SALON,
      person: 'ana@example.com',
      target: { remote: 'origin', branch: 'main' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublishConflict);
    const conflict = error as PublishConflict;
    expect(conflict.message).toMatch(
      /^Someone else changed Salon › Services at the same time, so nothing was published\. Your saved version and theirs are both kept/,
    );
    expect(conflict.conflicts[0]).toMatchObject({
      file: SERVICES_FILE,
      mine: withPrice('$145'),
      theirs: withPrice('$140'),
    });
    expect(git(work, 'rev-parse', 'HEAD').trim()).toBe(id);
    expect(git(work, 'status', '--porcelain')).toBe('');
    expect(git(remote, 'log', '-1', '--format=%s', 'main').trim()).toBe('Price from a developer');
    expect(log.forSite('salon')[0]).toMatchObject({ result: 'conflict', person: 'ana@example.com' });
  });

  it('brings in what a developer pushed, at start and before each publish', async () => {
    const { g, pushFromOther, work } = setup();
    pushFromOther('demos/hvac/pages/home.json', '{"path": "/", "blocks": [1]}\n', 'From a developer');
    await syncFromRemote(g, { remote: 'origin', branch: 'main' });
    expect(readFileSync(join(work, 'demos/hvac/pages/home.json'), 'utf8')).toBe('{"path": "/", "blocks": [1]}\n');
  });

  it('says when nothing is set up to publish to', async () => {
    const { g, log } = setup();
    await expect(publishSite({ git: g, log, site: SALON, person: 'a@example.com' })).rejects.toThrow(/set PUBLISH_DIR/);
  });
});

describe('publishing to a folder', () => {
  it('leaves the live site as it was when the build fails, and says why', async () => {
    const { root, g, log } = setup();
    const live = join(root, 'public');
    write(live, 'index.html', 'live site');
    const failing = [
      process.execPath,
      '-e',
      'console.log("Checking content..."); console.error("\\n✖ Build failed. public/ was left as it was.\\nsalon/pages/services.json: price is missing"); process.exit(1)',
    ];
    const entry = await publishSite({
      git: g,
      log,
      site: SALON,
      person: 'ana@example.com',
      publishDir: live,
      build: (dir) => buildInto(dir, { projectRoot: root, contentDir: root, command: failing }),
    });
    expect(entry.result).toBe('failed');
    expect(entry.message).toBe(
      'The site was not published; the live site is as it was. Checking content... salon/pages/services.json: price is missing',
    );
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('live site');
    expect(log.forSite('salon')[0].result).toBe('failed');
  });

  it('hands the build the folder and the content, and counts from the last folder publish', async () => {
    const { root, g, log, saveAs } = setup();
    const out = join(root, 'public');
    const build = [
      process.execPath,
      '-e',
      'require("fs").mkdirSync(process.env.OUT_DIR,{recursive:true}); require("fs").writeFileSync(process.env.OUT_DIR + "/from.txt", process.env.SITE_CONTENT_DIR)',
    ];
    await saveAs(SERVICES_FILE, withPrice('$145'));
    expect((await unpublished(g, 'demos/salon', undefined, log.publishedVersion('salon'))).length).toBe(2);
    const entry = await publishSite({
      git: g,
      log,
      site: SALON,
      person: 'ana@example.com',
      publishDir: out,
      build: (dir) => buildInto(dir, { projectRoot: root, contentDir: '/content', command: build }),
    });
    expect(entry.result).toBe('published');
    expect(readFileSync(join(out, 'from.txt'), 'utf8')).toBe('/content');
    expect((await unpublished(g, 'demos/salon', undefined, log.publishedVersion('salon'))).length).toBe(0);
    await saveAs(SERVICES_FILE, withPrice('$150'));
    expect((await unpublished(g, 'demos/salon', undefined, log.publishedVersion('salon'))).length).toBe(1);
    expect(existsSync(join(root, 'data', 'publish-log.json'))).toBe(true);
  });

  it('before the first publish, counts only what was saved since team mode first started', async () => {
    const { root, g, log, saveAs, work } = setup();
    const started = git(work, 'rev-parse', 'HEAD').trim();
    await log.recordStart(started);
    // The version found at the first start is kept: a later start does not move it.
    await saveAs(SERVICES_FILE, withPrice('$140'));
    await log.recordStart(git(work, 'rev-parse', 'HEAD').trim());
    expect(log.publishedVersion('salon')).toBe(started);
    const waiting = await unpublished(g, 'demos/salon', undefined, log.publishedVersion('salon'));
    expect(waiting.map((entry) => entry.summary)).toEqual([expect.stringContaining('$135 → $140')]);
    expect(await unpublished(g, 'demos/hvac', undefined, log.publishedVersion('hvac'))).toEqual([]);
    const entry = await publishSite({
      git: g,
      log,
      site: SALON,
      person: 'ana@example.com',
      publishDir: join(root, 'public'),
      build: async () => ({ ok: true, message: '' }),
    });
    expect(entry.changes).toHaveLength(1);
    expect(entry.message).toBe('Published 1 change.');
    // A start git no longer knows (history rewritten) counts every commit rather than failing.
    const gone = new PublishLog(join(root, 'other-data'));
    await gone.recordStart('0123456789abcdef0123456789abcdef01234567');
    expect((await unpublished(g, 'demos/salon', undefined, gone.publishedVersion('salon'))).length).toBe(2);
  });

  it('builds a client site alone, with --site and its id, into the publish folder', async () => {
    const { root } = setup();
    const out = join(root, 'public');
    // The build's stand-in writes down the arguments it was given.
    write(
      root,
      'build-stand-in.cjs',
      'const fs = require("fs"); fs.mkdirSync(process.env.OUT_DIR, { recursive: true }); fs.writeFileSync(process.env.OUT_DIR + "/args.json", JSON.stringify(process.argv.slice(2)));',
    );
    const build = [process.execPath, join(root, 'build-stand-in.cjs')];
    const result = await buildInto(out, {
      projectRoot: root,
      contentDir: '/content',
      command: build,
      site: 'joes-plumbing',
    });
    expect(result.ok).toBe(true);
    expect(JSON.parse(readFileSync(join(out, 'args.json'), 'utf8'))).toEqual(['--site', 'joes-plumbing']);
    await buildInto(out, { projectRoot: root, contentDir: '/content', command: build });
    expect(JSON.parse(readFileSync(join(out, 'args.json'), 'utf8'))).toEqual([]);
  });
});

describe('publishing one site', () => {
  const HVAC = { id: 'hvac', folder: 'demos/hvac' };
  const HVAC_HOME = 'demos/hvac/pages/home.json';
  const brokenHome = '{"path": "/", "blocks": [{"type": "hero", "heading": "BROKEN: links to a deleted page"}]}\n';

  /** The build's stand-in: it fails on content that says BROKEN, else copies the content it was given into the folder. */
  function standIn(root: string) {
    write(
      root,
      'stand-in.cjs',
      `const fs = require("fs"); const src = process.env.SITE_CONTENT_DIR;
       const home = fs.readFileSync(src + "/${HVAC_HOME}", "utf8");
       if (home.includes("BROKEN")) { console.error("${HVAC_HOME}: a link leads to a deleted page"); process.exit(1); }
       fs.cpSync(src, process.env.OUT_DIR, { recursive: true });`,
    );
    return (dir: string, content: string) =>
      buildInto(dir, {
        projectRoot: root,
        contentDir: content,
        command: [process.execPath, join(root, 'stand-in.cjs')],
      });
  }

  it("makes only that site's saves live: another site's save stays out of the folder, the live branch, and stays unpublished", async () => {
    const { root, g, log, remote, saveAs, work } = setup();
    await log.recordStart(git(work, 'rev-parse', 'HEAD').trim());
    const hvacBefore = readFileSync(join(work, HVAC_HOME), 'utf8');
    await saveAs(HVAC_HOME, brokenHome);
    await saveAs(SERVICES_FILE, withPrice('$145'));
    const out = join(root, 'public');

    const entry = await publishSite({
      git: g,
      log,
      site: SALON,
      others: [HVAC],
      person: 'ana@example.com',
      target: { remote: 'origin', branch: 'main' },
      publishDir: out,
      releaseDir: join(root, 'data', 'release'),
      build: standIn(root),
    });

    // HVAC's broken save neither fails the salon's publish nor goes live with it.
    expect(entry).toMatchObject({ result: 'published', changes: [expect.anything()] });
    expect(readFileSync(join(out, SERVICES_FILE), 'utf8')).toBe(withPrice('$145'));
    expect(readFileSync(join(out, HVAC_HOME), 'utf8')).toBe(hvacBefore);
    expect(git(remote, 'show', `live:${SERVICES_FILE}`)).toBe(withPrice('$145'));
    expect(git(remote, 'show', `live:${HVAC_HOME}`)).toBe(hvacBefore);
    // Both saves are kept on the shared branch; HVAC's is still waiting for HVAC's own publish.
    expect(git(remote, 'show', `main:${HVAC_HOME}`)).toBe(brokenHome);
    const target = { remote: 'origin', branch: 'main' };
    expect(stateWords((await unpublished(g, HVAC.folder, target, log.publishedVersion('hvac'))).length)).toBe(
      'Unpublished changes (1)',
    );
    expect(stateWords((await unpublished(g, SALON.folder, target, log.publishedVersion('salon'))).length)).toBe(
      'Published',
    );

    // HVAC's own publish is the one that meets its problem, and says so; the salon stays live as published.
    const failed = await publishSite({
      git: g,
      log,
      site: HVAC,
      others: [SALON],
      person: 'hvac@example.com',
      publishDir: out,
      releaseDir: join(root, 'data', 'release'),
      build: standIn(root),
    });
    expect(failed.result).toBe('failed');
    expect(failed.message).toContain('a link leads to a deleted page');
    expect(readFileSync(join(out, SERVICES_FILE), 'utf8')).toBe(withPrice('$145'));
  });
});

describe('a publish stopped before it ended', () => {
  it('is noted while it runs, and at the next start is logged as failed with words that say to publish again', async () => {
    const { root, g, log, saveAs } = setup();
    await log.recordStart(git(join(root, 'work'), 'rev-parse', 'HEAD').trim());
    await saveAs(SERVICES_FILE, withPrice('$145'));
    let seenWhileBuilding: PublishLogEntry | undefined;
    // The editor is stopped during the build: this build does not return until the test is over, as if the process were gone.
    let endBuild: (result: BuildResult) => void = () => undefined;
    const stopped = publishSite({
      git: g,
      log,
      site: SALON,
      person: 'ana@example.com',
      publishDir: join(root, 'public'),
      build: async () => {
        seenWhileBuilding = JSON.parse(readFileSync(join(root, 'data', 'publish-log.json'), 'utf8')).running;
        return new Promise<BuildResult>((end) => (endBuild = end));
      },
    });
    await expect.poll(() => seenWhileBuilding).toMatchObject({ site: 'salon', person: 'ana@example.com' });

    // The next start reads the same data folder.
    const next = new PublishLog(join(root, 'data'));
    expect(await next.finishInterrupted()).toMatchObject({ site: 'salon', result: 'failed' });
    expect(next.forSite('salon')[0]).toMatchObject({ result: 'failed', message: INTERRUPTED_WORDS });
    expect(stateWords((await unpublished(g, SALON.folder, undefined, next.publishedVersion('salon'))).length)).toBe(
      'Unpublished changes (1)',
    );
    expect(await next.finishInterrupted()).toBeUndefined();
    // Let the queue of publishes go on for whatever runs after.
    endBuild({ ok: false, message: 'stopped' });
    await stopped;
  });
});

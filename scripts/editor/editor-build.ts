/**
 * Team mode serves the editor's page built by `vite build`, never Vite's
 * development server: only the built files answer, so no address reaches the
 * project's source, its packages or any other file on disk.
 *
 * The build is kept in the project's cache under a hash of what it is made
 * from, and made at a team-mode start when missing (a first start, or after a
 * change of the code). It is written to a folder of its own and renamed into
 * place under a lock, so servers starting at once build it once and none of
 * them sees a half-written build.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { EDITOR_BUILD_CACHE_DIR, PROJECT_ROOT } from '../paths.ts';
import { mediaTypeOf } from '../media-types.ts';
import { editorAppConfig, editorMeta } from './editor-vite.ts';
import { HttpError } from './http-error.ts';

/** What the build writes where each response's own nonce goes. */
const NONCE_MARK = 'editor-nonce-mark';

/** A lock older than this is a build that was stopped; the next start takes it over. */
const STALE_LOCK_MS = 10 * 60 * 1000;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The hash of what the editor's page is made from: every file in src/ (the
 * editor imports the site's blocks and theme for its preview), the installed
 * packages as package-lock.json pins them, and the build's own settings.
 */
export function editorBuildKey(root = PROJECT_ROOT): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(join(root, 'src')),
    ...filesUnder(join(root, 'scripts/vite')),
    join(root, 'scripts/editor/editor-vite.ts'),
    join(root, 'scripts/editor/editor-build.ts'),
    join(root, 'package-lock.json'),
  ];
  for (const file of inputs) {
    if (!existsSync(file)) continue;
    hash.update(relative(root, file).split(sep).join('/')).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const isLive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether a lock was left by a build that no longer runs (its process is gone, or it is far too old). */
function staleLock(lock: string, now = Date.now()): boolean {
  try {
    const owner = JSON.parse(readFileSync(join(lock, 'owner.json'), 'utf8')) as { pid: number; at: number };
    return !isLive(owner.pid) || now - owner.at > STALE_LOCK_MS;
  } catch {
    // Made but not yet signed by its owner, or gone meanwhile: only its age can tell.
    try {
      return now - statSync(lock).mtimeMs > STALE_LOCK_MS;
    } catch {
      return false;
    }
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface BuildOnceOptions {
  /** The folder the builds are kept in, one folder per key. */
  cacheDir: string;
  key: string;
  /** Writes a complete build into the (new, empty) folder it is given. */
  build: (outDir: string) => Promise<void>;
  /** Called when this caller is the one that builds. */
  onBuild?: () => void;
  /** How often a waiting caller looks again. */
  pollMs?: number;
}

/**
 * The folder holding the build for `key`, made when missing. One caller at a
 * time builds (a lock folder made with mkdir, which only one can make); the
 * others wait for the build to appear. A build is written to a folder of its
 * own and renamed into place whole. Resolves with the folder, and whether
 * this caller built it.
 */
export async function buildOnce(options: BuildOnceOptions): Promise<{ dir: string; built: boolean }> {
  const { cacheDir, key, build } = options;
  const done = join(cacheDir, key);
  const lock = join(cacheDir, `${key}.lock`);
  mkdirSync(cacheDir, { recursive: true });
  for (;;) {
    if (existsSync(done)) return { dir: done, built: false };
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (staleLock(lock)) rmSync(lock, { recursive: true, force: true });
      else await pause(options.pollMs ?? 250);
      continue;
    }
    const work = join(cacheDir, `${key}.work-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      writeFileSync(join(lock, 'owner.json'), JSON.stringify({ pid: process.pid, at: Date.now() }));
      // Another caller may have finished between the look above and taking the lock.
      if (existsSync(done)) return { dir: done, built: false };
      options.onBuild?.();
      mkdirSync(work);
      await build(work);
      try {
        renameSync(work, done);
      } catch (error) {
        // A build that took over a lock wrongly judged stale finished first: its build is as good.
        if (!existsSync(done)) throw error;
        return { dir: done, built: false };
      }
      dropOtherBuilds(cacheDir, key);
      return { dir: done, built: true };
    } finally {
      rmSync(work, { recursive: true, force: true });
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Builds of earlier code, and work folders of builds that were stopped; a running server holds its build in memory. */
function dropOtherBuilds(cacheDir: string, key: string): void {
  for (const name of readdirSync(cacheDir)) {
    // Locks are their holders' to remove (or the next build's, once stale).
    if (name === key || name.endsWith('.lock')) continue;
    const path = join(cacheDir, name);
    const work = /\.work-(\d+)-/.exec(name);
    if (work && isLive(Number(work[1])) && Date.now() - statSync(path).mtimeMs < STALE_LOCK_MS) continue;
    rmSync(path, { recursive: true, force: true });
  }
}

/** `vite build` of src/editor with the settings the development server uses (editorAppConfig). */
async function viteBuild(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const app = editorAppConfig();
  await build({
    ...app,
    logLevel: 'error',
    // Vite writes this on the page's scripts; each response puts its own nonce in its place.
    html: { cspNonce: NONCE_MARK },
    build: { outDir, emptyOutDir: true, assetsDir: 'assets', reportCompressedSize: false },
  });
}

export interface BuiltFile {
  body: Buffer;
  type: string;
  /** Vite names files in assets/ by a hash of their content, so they may be kept long. */
  immutable: boolean;
}

/** The built editor, read into memory once: its page, made for each response, and its files. */
export interface BuiltEditor {
  /** The page with this response's nonce on its scripts and the token of this person's session. */
  page(nonce: string, token: string): string;
  /** A built file by its address ("/assets/index-3f2a.js"), or undefined. */
  file(path: string): BuiltFile | undefined;
}

export function readBuiltEditor(dir: string): BuiltEditor {
  const files = new Map<string, BuiltFile>();
  for (const file of filesUnder(dir)) {
    const address = `/${relative(dir, file).split(sep).join('/')}`;
    if (address === '/index.html') continue;
    files.set(address, {
      body: readFileSync(file),
      type: mediaTypeOf(file) ?? 'application/octet-stream',
      immutable: address.startsWith('/assets/'),
    });
  }
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  if (!html.includes(NONCE_MARK)) throw new Error(`The built editor page in ${dir} has no place for a nonce.`);
  return {
    page: (nonce, token) => html.replaceAll(NONCE_MARK, nonce).replace('</head>', editorMeta(token, 'team')),
    file: (path) => files.get(path),
  };
}

/**
 * The editor's built page for the code as it is now: built when missing, then
 * read. `say` is told when a build starts, and with its time when it ends.
 */
export async function builtEditor(
  say: (line: string) => void = () => undefined,
  cacheDir = EDITOR_BUILD_CACHE_DIR,
): Promise<BuiltEditor> {
  const started = performance.now();
  const { dir, built } = await buildOnce({
    cacheDir,
    key: editorBuildKey(),
    build: viteBuild,
    onBuild: () => say("Building the editor's page (once per code change)…"),
  });
  if (built) say(`Built the editor's page in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return readBuiltEditor(dir);
}

/**
 * Answers a request the gate let through with the built editor: one of its
 * files, with its type (the hashed ones kept for a year), or for any other
 * page address the page itself, with this response's nonce and the session's
 * token, never kept. An address that names a file the build lacks is 404.
 */
export function sendBuiltEditor(
  editor: BuiltEditor,
  req: IncomingMessage,
  res: ServerResponse,
  nonce: string,
  token: string,
): void {
  const path = new URL(req.url ?? '/', 'http://editor.invalid').pathname;
  const file = editor.file(path);
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (!file && (last.includes('.') || path.startsWith('/assets/')))
    throw new HttpError(404, 'There is nothing at this address.');
  const body = file ? file.body : Buffer.from(editor.page(nonce, token));
  res.writeHead(200, {
    'Content-Type': file ? file.type : 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': file?.immutable ? 'private, max-age=31536000, immutable' : file ? 'no-cache' : 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

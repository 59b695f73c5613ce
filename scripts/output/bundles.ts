/**
 * The browser and server bundles, made by Vite and kept by a hash of
 * everything they are made from: the code, the schema, the dependencies, the
 * build's settings. The content is not among them (the server bundle reads
 * it when it renders, see scripts/vite/content-plugin.ts), so a build after
 * a change of content reuses the bundles and only renders pages again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../content/load.ts';
import { BUILD_DIR, PROJECT_ROOT } from '../paths.ts';
import { formEndpointFor } from '../vite/form-service-plugin.ts';
import { runStep } from './step.ts';

/** What the bundles are made from: any change here means new bundles and every page rendered again. */
const CODE_FOLDERS = ['src', 'scripts', 'schema'];
const CODE_FILES = ['vite.config.ts', 'tsconfig.json', 'package-lock.json', 'index.html'];
const BUNDLES_DIR = join(BUILD_DIR, 'bundles');
/** Bundles kept for other code (another branch, a change undone), newest first. */
const KEPT = 3;

export interface Bundles {
  /** The hash of everything the bundles are made from. */
  hash: string;
  /** The browser bundle: assets/, and index.html, the page template. */
  clientDir: string;
  serverEntry: string;
}

/** A hash of the code and settings the bundles are made from. */
export function codeHash(root = PROJECT_ROOT): string {
  const hash = createHash('sha256');
  const settings = {
    node: process.version,
    mode: process.env.NODE_ENV ?? 'production',
    formEndpoint: formEndpointFor('build'),
    formId: process.env.FORM_ID ?? '',
  };
  hash.update(JSON.stringify(settings));
  const files = [
    ...CODE_FOLDERS.flatMap((folder) => listFiles(join(root, folder)).map((file) => `${folder}/${file}`)),
    ...CODE_FILES.filter((file) => existsSync(join(root, file))),
  ];
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The bundles for the code as it is now (`hash`, from codeHash): kept ones when
 * the code is unchanged (unless `fresh`), new ones otherwise.
 */
export async function ensureBundles(log: (line: string) => void, fresh = false, hash = codeHash()): Promise<Bundles> {
  const dir = join(BUNDLES_DIR, hash);
  const bundles = { hash, clientDir: join(dir, 'client'), serverEntry: join(dir, 'server', 'entry-server.js') };
  if (!fresh && existsSync(bundles.serverEntry) && existsSync(join(bundles.clientDir, 'index.html'))) {
    log('The code is unchanged since an earlier build: its bundles are reused.');
    const now = new Date();
    utimesSync(dir, now, now); // the newest in use is the last to be forgotten
    return bundles;
  }
  // Made beside their place and renamed into it, so a build cut short never leaves half a bundle to reuse.
  const making = `${dir}.making`;
  rmSync(making, { recursive: true, force: true });
  const step = join(PROJECT_ROOT, 'scripts/output/bundle.ts');
  log('Building the browser bundle...');
  await runStep(step, ['client', join(making, 'client')]);
  log('Building the server bundle...');
  await runStep(step, ['server', join(making, 'server')]);
  rmSync(dir, { recursive: true, force: true });
  renameSync(making, dir);
  forgetOldBundles();
  return bundles;
}

function forgetOldBundles(): void {
  const kept = readdirSync(BUNDLES_DIR)
    .filter((name) => !name.endsWith('.making'))
    .map((name) => ({ name, time: statSync(join(BUNDLES_DIR, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of kept.slice(KEPT)) rmSync(join(BUNDLES_DIR, name), { recursive: true, force: true });
}

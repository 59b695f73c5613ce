import { chmodSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PROJECT_ROOT } from '../../scripts/paths.ts';

const SKIP = new Set([
  'node_modules',
  'dist',
  '.build',
  '.dist-build',
  '.dist-build-discarded',
  '.git',
  'test-results',
  'playwright-report',
  '.form-submissions',
]);

/** A throwaway copy of the project (sharing node_modules) for tests that change files. */
export function copyProject(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'site-engine-'));
  cpSync(PROJECT_ROOT, dir, { recursive: true, filter: (source) => !SKIP.has(basename(source)) });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // Readable by other users, like a checkout: some tests run the checker as a user who is not root.
  chmodSync(dir, 0o755);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

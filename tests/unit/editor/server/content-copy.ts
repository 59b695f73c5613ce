import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';
import { FIXTURE_DIR } from '../../../support/engine-fixture.ts';

function copyFolder(from: string): { dir: string; remove: () => void } {
  const parent = mkdtempSync(join(tmpdir(), 'editor-content-'));
  const dir = join(parent, 'site-content');
  cpSync(from, dir, { recursive: true });
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

/** A throwaway copy of site-content/ for tests that write. */
export function copyContent(): { dir: string; remove: () => void } {
  return copyFolder(join(PROJECT_ROOT, 'site-content'));
}

/**
 * A throwaway copy of the engine's fixture site for tests that write: the
 * same data whatever site-content/ holds.
 */
export function copyFixture(): { dir: string; remove: () => void } {
  return copyFolder(FIXTURE_DIR);
}

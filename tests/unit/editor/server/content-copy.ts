import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURE_DIR } from '../../../support/engine-fixture.ts';

/**
 * A throwaway copy of the engine's fixture site (tests/fixtures/engine-site),
 * laid out as site-content/ is, for tests that write: the same data whatever
 * site-content/ holds.
 */
export function copyFixture(): { dir: string; remove: () => void } {
  const parent = mkdtempSync(join(tmpdir(), 'editor-content-'));
  const dir = join(parent, 'site-content');
  cpSync(FIXTURE_DIR, dir, { recursive: true });
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

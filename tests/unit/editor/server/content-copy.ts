import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';

/** A throwaway copy of site-content/ for tests that write. */
export function copyContent(): { dir: string; remove: () => void } {
  const parent = mkdtempSync(join(tmpdir(), 'editor-content-'));
  const dir = join(parent, 'site-content');
  cpSync(join(PROJECT_ROOT, 'site-content'), dir, { recursive: true });
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

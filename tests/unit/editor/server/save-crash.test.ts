/** A save of several files killed between its renames is completed at the next start, never left half done. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';
import { finishInterruptedSave } from '../../../../scripts/editor/atomic-write.ts';
import { versionOf } from '../../../../scripts/editor/documents.ts';
import { saveJournal } from '../../../../scripts/editor/save.ts';
import { copyFixture } from './content-copy.ts';

const content = copyFixture();
afterAll(() => content.remove());

const FILES = ['demos/bakery/pages/home.json', 'demos/bakery/pages/about.json'];

it('completes, at the next start, a save killed between two renames', () => {
  const read = (file: string) => readFileSync(join(content.dir, file), 'utf8');
  const docs = FILES.map((file) => ({
    file,
    version: versionOf(read(file)),
    data: { ...JSON.parse(read(file)), title: `Saved together ${file}` },
  }));
  const script = `import { saveDocuments } from ${JSON.stringify(join(PROJECT_ROOT, 'scripts/editor/save.ts'))};
saveDocuments(${JSON.stringify(content.dir)}, ${JSON.stringify(docs)});`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, EDITOR_CRASH_BETWEEN_RENAMES: '1' },
    encoding: 'utf8',
  });
  expect(child.signal, child.stderr).toBe('SIGKILL');
  // Killed half way: the first file is new, the second still old.
  expect(JSON.parse(read(FILES[0])).title).toBe(`Saved together ${FILES[0]}`);
  expect(JSON.parse(read(FILES[1])).title).not.toContain('Saved together');
  expect(existsSync(saveJournal(content.dir))).toBe(true);

  // What the editor does first when it starts.
  expect(finishInterruptedSave(saveJournal(content.dir))).toEqual([join(content.dir, FILES[1])]);
  for (const file of FILES) expect(JSON.parse(read(file)).title).toBe(`Saved together ${file}`);
  expect(existsSync(saveJournal(content.dir))).toBe(false);
  expect(finishInterruptedSave(saveJournal(content.dir))).toEqual([]);
});

/**
 * Publishing to a folder with the project's real build, on a copy of the
 * content: the new price goes live; a build that fails leaves the live site.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';
import { buildInto } from '../../../../scripts/editor/team/publish.ts';
import { copyFixture } from '../server/content-copy.ts';
import { tempDir } from './git-fixture.ts';

const content = copyFixture();
const out = tempDir('team-publish-');
afterAll(() => {
  content.remove();
  out.remove();
});

const ABOUT = join(content.dir, 'demos/bakery/pages/about.json');
const live = join(out.dir, 'public');
const livePage = () => readFileSync(join(live, 'demo-bakery/about/index.html'), 'utf8');

describe('publishing to a folder', () => {
  it('builds the saved content into the folder', async () => {
    writeFileSync(ABOUT, readFileSync(ABOUT, 'utf8').replace('"price": "$15"', '"price": "$145"'));
    const result = await buildInto(live, { projectRoot: PROJECT_ROOT, contentDir: content.dir });
    expect(result).toEqual({ ok: true, message: 'The site was built and is live.' });
    expect(livePage()).toContain('$145');
  }, 300_000);

  it('keeps the live site and says why when the build fails', async () => {
    const before = livePage();
    writeFileSync(ABOUT, readFileSync(ABOUT, 'utf8').replace('"price": "$145"', '"price": 145'));
    const result = await buildInto(live, { projectRoot: PROJECT_ROOT, contentDir: content.dir });
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(
      /^The site was not published; the live site is as it was\. demos\/bakery\/pages\/about\.json:\d+:\d+ at .*"Small" -> price "price" must be text, but here it is a whole number\./,
    );
    expect(result.message).not.toContain('../');
    expect(result.message).not.toContain('\n');
    expect(livePage()).toBe(before);
  }, 300_000);
});

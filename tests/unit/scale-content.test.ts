import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scaleContent } from '../../scripts/benchmark/scale-content.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { FIXTURE_DIR } from '../support/engine-fixture.ts';

describe('the benchmark’s scaled copy of a content folder, here the engine’s fixture site', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'scale-test-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const original = loadContent(FIXTURE_DIR);
  const demos = original.sites.filter(({ site }) => site.basePath !== '/');
  const added = scaleContent(FIXTURE_DIR, join(scratch, 'site-content'), 2);
  const scaled = loadContent(join(scratch, 'site-content'));

  it('adds two copies of every demo and validates like the original', () => {
    expect(added).toBe(2 * demos.length);
    expect(scaled.problems).toEqual([]);
    const demoPages = demos.reduce((sum, { pages }) => sum + pages.length, 0);
    expect(scaled.counts.pages).toBe(original.counts.pages + 2 * demoPages);
  });

  it('gives each copy its own base path, and its links point at the copy itself', () => {
    const { site } = demos[0];
    const copy = scaled.sites.find((entry) => entry.site.basePath === `${site.basePath}-copy-2`);
    expect(copy).toBeDefined();
    const text = JSON.stringify([copy!.site, ...copy!.pages.map((page) => page.page)]);
    expect(text).not.toMatch(new RegExp(`"${site.basePath}(?:[/#?"])`));
  });
});

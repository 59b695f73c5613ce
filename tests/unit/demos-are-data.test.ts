import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.(ts|tsx|css)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/**
 * The specification's eight demos. More may be added by copying a folder (the
 * guide says how); these must exist, and none of them may be special-cased in code.
 */
const SPEC_DEMOS = [
  { name: 'Auto Detailing Pro', basePath: '/demo-detailing' },
  { name: 'Cool Breeze HVAC', basePath: '/demo-hvac' },
  { name: 'Fresh Carpet Cleaning', basePath: '/demo-carpet' },
  { name: 'Precision Auto Repair', basePath: '/demo-auto-repair' },
  { name: 'Bella Vista Restaurant', basePath: '/demo-restaurant' },
  { name: 'Dream Homes Realty', basePath: '/demo-real-estate' },
  { name: 'Urban Style Salon', basePath: '/demo-salon' },
  { name: 'Professional Business', basePath: '/demo-general' },
];

describe('demos are data only', () => {
  const { sites } = loadContent();
  const files = sourceFiles(join(PROJECT_ROOT, 'src')).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  it.each(SPEC_DEMOS)('finds the demo $name at $basePath in the content', ({ name, basePath }) => {
    const demo = sites.find(({ site }) => site.basePath === basePath);
    expect(demo?.site.name).toBe(name);
  });

  it.each(SPEC_DEMOS)('src/ never names $name, its base path or its folder', ({ name, basePath }) => {
    const folder = sites.find(({ site }) => site.basePath === basePath)?.source.id;
    const words = [name, basePath, ...(folder ? [`demos/${folder}`] : [])];
    const hits = files.filter(({ text }) => words.some((word) => text.includes(word))).map(({ file }) => file);
    expect(hits).toEqual([]);
  });
});

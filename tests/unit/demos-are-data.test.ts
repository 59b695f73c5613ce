import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, validateContent } from '../../scripts/content/validate.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.(ts|tsx|css)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('demos are data only', () => {
  const { sites } = validateContent();
  const demos = sites.filter(({ site }) => site.basePath !== '/');
  const files = sourceFiles(join(PROJECT_ROOT, 'src')).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  it('finds the eight demo sites in the content', () => {
    expect(demos.map(({ site }) => site.name).sort()).toEqual([
      'Auto Detailing Pro',
      'Bella Vista Restaurant',
      'Cool Breeze HVAC',
      'Dream Homes Realty',
      'Fresh Carpet Cleaning',
      'Precision Auto Repair',
      'Professional Business',
      'Urban Style Salon',
    ]);
  });

  it.each(demos.map(({ site, source }) => [site.name, site.basePath, source.id] as const))(
    'src/ never names %s, its base path or its folder',
    (name, basePath, id) => {
      const words = [name, basePath, `demos/${id}`];
      const hits = files.filter(({ text }) => words.some((word) => text.includes(word))).map(({ file }) => file);
      expect(hits).toEqual([]);
    },
  );
});

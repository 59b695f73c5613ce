import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../scripts/paths.ts';

const SRC = join(PROJECT_ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'editor') ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names in import or export ... from, or import(). */
function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((match) => match[1]);
}

describe('the site and the editor', () => {
  const files = sourceFiles(SRC);

  it('finds the site sources', () => {
    expect(files.some((file) => file.endsWith('entry-client.tsx'))).toBe(true);
  });

  it.each(files.map((file) => [relative(PROJECT_ROOT, file), file]))('%s imports no editor code', (_name, file) => {
    const editorImports = specifiers(readFileSync(file, 'utf8')).filter((spec) => /(^@\/editor|\/editor(\/|$)|scripts\/editor)/.test(spec));
    expect(editorImports).toEqual([]);
  });

  it("the site's page entry does not reach into the editor", () => {
    const html = readFileSync(join(PROJECT_ROOT, 'index.html'), 'utf8');
    expect(html).not.toMatch(/editor/i);
  });
});

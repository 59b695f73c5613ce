import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/paths.ts';
import { headingAnchor, missingTargets } from '../support/doc-links.ts';

/** The README and every guide in docs/ (the generated references included). */
function guides(): string[] {
  const docs = join(PROJECT_ROOT, 'docs');
  const inFolder = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? inFolder(join(folder, entry.name))
        : entry.name.endsWith('.md')
          ? [join(folder, entry.name)]
          : [],
    );
  return [join(PROJECT_ROOT, 'README.md'), ...inFolder(docs)];
}

describe('the README and the guides', () => {
  it('link only to files and headings that exist, and name only paths that exist', () => {
    expect(missingTargets(PROJECT_ROOT, guides())).toEqual([]);
  });
});

describe('the link check', () => {
  /** A small project with a README that names what it is given, beside one real guide and folder. */
  function projectWith(readme: string): string {
    const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
    mkdirSync(join(root, 'docs'));
    mkdirSync(join(root, 'src', 'render'), { recursive: true });
    writeFileSync(join(root, '.gitignore'), 'dist/\n');
    writeFileSync(join(root, 'docs', 'guide.md'), '# Guide\n\n## The first step\n');
    writeFileSync(join(root, 'README.md'), readme);
    return root;
  }
  const check = (readme: string) => {
    const root = projectWith(readme);
    return missingTargets(root, [join(root, 'README.md')]).map(({ target }) => target);
  };

  it('finds a link to a missing file and to a missing heading', () => {
    expect(check('[a](docs/gone.md) [b](docs/guide.md#the-last-step) [c](#nowhere)')).toEqual([
      'docs/gone.md',
      'docs/guide.md#the-last-step',
      '#nowhere',
    ]);
  });

  it('reads a link written inside code as an example, not a link', () => {
    expect(check('Write `[words](~/services)` for a link; [this](docs/gone.md) is one.')).toEqual(['docs/gone.md']);
  });

  it('finds a named path and a folder in the layout tree that do not exist', () => {
    const readme =
      '`src/app/error.tsx` and `src/*/gone.ts`\n\n## Layout\n\n```\nsrc/\n  render/   ok\n  app/      stale\n```\n';
    expect(check(readme)).toEqual(['src/app/error.tsx', 'src/*/gone.ts', 'src/app/']);
  });

  it('accepts what exists, web addresses, and paths outside the repository such as dist/', () => {
    const readme =
      '# Top\n[a](docs/guide.md#the-first-step) [b](#top) [c](https://example.com/x) `src/render/` `src/<folder>/` `dist/index.html`\n';
    expect(check(readme)).toEqual([]);
  });

  it('accepts a path the guide shows a command making', () => {
    expect(check('```\n• src/blocks/timeline/index.tsx\n```\n\nThen edit `src/blocks/timeline/index.tsx`.\n')).toEqual(
      [],
    );
  });

  it('writes anchors as GitHub does', () => {
    expect(headingAnchor('5. Set the address and the form id')).toBe('5-set-the-address-and-the-form-id');
    expect(headingAnchor("A client's own `website`")).toBe('a-clients-own-website');
  });
});

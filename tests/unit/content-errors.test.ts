/**
 * The validator's messages, case by case. Each folder in tests/content-errors/
 * is a small content tree that is valid except for one kind of mistake, with
 * the exact output expected for it in expected.txt (the formatted problems
 * joined by a blank line, paths relative to the case folder).
 * `_valid` is the tree every case was copied from: it must have no problems.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/content/problem.ts';
import { validateContent, PROJECT_ROOT } from '../../scripts/content/validate.ts';

const CASES_DIR = join(PROJECT_ROOT, 'tests', 'content-errors');
const VALID = '_valid';

const cases = readdirSync(CASES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const broken = cases.filter((name) => name !== VALID);

/** Validate one case folder as its own project root, so paths read relative to it. */
function run(name: string) {
  const caseDir = join(CASES_DIR, name);
  const { problems } = validateContent(join(caseDir, 'site-content'), caseDir);
  return { problems, output: problems.map(formatProblem).join('\n\n') };
}

function expected(name: string): string {
  return readFileSync(join(CASES_DIR, name, 'expected.txt'), 'utf8').replace(/\r\n/g, '\n').replace(/\n$/, '');
}

describe('content error cases', () => {
  it('has every case folder complete, with the expected cases present', () => {
    for (const name of cases) {
      expect(existsSync(join(CASES_DIR, name, 'expected.txt')), `${name}/expected.txt`).toBe(true);
      expect(existsSync(join(CASES_DIR, name, 'site-content')), `${name}/site-content`).toBe(true);
    }
    expect(cases).toEqual(
      expect.arrayContaining([
        VALID,
        'syntax-error',
        'unknown-block-type',
        'misspelled-property',
        'missing-required-field',
        'wrong-type',
        'bad-href',
        'link-to-missing-route',
        'missing-anchor',
        'missing-image',
        'two-highlighted-tiers',
        'duplicate-route',
        'bad-hsl-colour',
        'gallery-filter-without-items',
        'bad-enum-value',
        'duplicate-key',
        'two-broken-files',
      ]),
    );
  });

  it('finds no problem in the valid tree the cases were copied from', () => {
    const { problems, output } = run(VALID);
    expect(output).toBe('');
    expect(problems).toEqual([]);
    expect(expected(VALID)).toBe('');
  });

  describe.each(broken)('%s', (name) => {
    it('reports at least one problem', () => {
      expect(run(name).problems.length).toBeGreaterThan(0);
    });

    it('prints exactly expected.txt', () => {
      expect(run(name).output).toBe(expected(name));
    });
  });

  it('reports the problems of several broken files in one run', () => {
    const { problems } = run('two-broken-files');
    const files = [...new Set(problems.map((p) => p.file))].sort();
    expect(files).toEqual(['site-content/demo/pages/home.json', 'site-content/demo/site.json']);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column}`)).toEqual([
      'site-content/demo/pages/home.json:4:3',
      'site-content/demo/site.json:14:7',
    ]);
  });
});

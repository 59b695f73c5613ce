/**
 * The validator's messages, case by case. Each folder in tests/content-errors/
 * is a small content tree that is valid except for one kind of mistake, with
 * the exact output expected for it in expected.txt (the formatted problems and
 * warnings joined by a blank line, paths relative to the composed case).
 * `{{section types}}` in expected.txt stands for the list of every block type
 * from the schema, so adding a block type changes no expected file.
 * A case keeps only what differs from its base tree, `_valid` or
 * `_valid-websites` (the studio, a demo and two client sites, each client's "/"
 * and "/about" beside the studio's); tests/support/content-cases.ts composes it
 * (see tests/content-errors/README.md). Both base trees must have no problems.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem, sortProblems } from '../../scripts/content/problem.ts';
import { PROBLEM_CODES, severityOf } from '../../scripts/content/problem-codes.ts';
import { loadSchemas } from '../../scripts/content/schema.ts';
import { listOf } from '../../scripts/content/suggest.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import {
  BASE_TREES,
  CASES_DIR,
  caseNames,
  caseRoot,
  expectedOutput,
  removeComposedCases,
} from '../support/content-cases.ts';

afterAll(removeComposedCases);

const cases = caseNames();
const broken = cases.filter((name) => !BASE_TREES.includes(name));
const sectionTypes = listOf([...loadSchemas().blocks.keys()].sort());

/** Validate one composed case as its own project root, so paths read relative to it. */
function run(name: string) {
  const root = caseRoot(name);
  const report = loadContent(join(root, 'site-content'), root);
  const all = sortProblems([...report.problems, ...report.warnings]);
  return { ...report, all, output: all.map(formatProblem).join('\n\n') };
}

function expected(name: string): string {
  return expectedOutput(name).replace(/\r\n/g, '\n').replace(/\n$/, '').replaceAll('{{section types}}', sectionTypes);
}

describe('content error cases', () => {
  it('has every case folder complete, with the expected cases present', () => {
    const allowed = ['expected.txt', 'case.json', 'site-content'];
    for (const name of cases) {
      expect(existsSync(join(CASES_DIR, name, 'expected.txt')), `${name}/expected.txt`).toBe(true);
      expect(
        readdirSync(join(CASES_DIR, name)).filter((entry) => !allowed.includes(entry)),
        name,
      ).toEqual([]);
    }
    expect(cases).toEqual(
      expect.arrayContaining([
        ...BASE_TREES,
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
        'path-repeats-base',
        'gallery-category-typo',
        'quote-form-without-form-id',
        'missing-schema-line',
        'copied-demo-folder',
        'link-without-tilde',
        'number-as-text',
        'colour-as-hex-or-hsl',
        'curly-quotes',
        'byte-order-mark',
        'section-in-wrong-list',
        'schema-and-link-errors-together',
        'not-utf8',
        'control-character',
        'image-path-leaves-folder',
        'colour-with-odd-space',
        'featured-item-missing',
        'client-links-to-studio',
        'client-with-banner',
        'demo-kind-in-clients',
        'client-without-url',
        'client-with-base-path',
        'client-outside-clients',
        'two-studios',
        'studio-in-demos',
        'featured-from-another-site',
        'price-in-words',
      ]),
    );
  });

  it.each(BASE_TREES)('finds no problem in the valid tree %s', (name) => {
    const { all, output } = run(name);
    expect(output).toBe('');
    expect(all).toEqual([]);
    expect(expected(name)).toBe('');
  });

  describe.each(broken)('%s', (name) => {
    it('reports at least one problem', () => {
      expect(run(name).all.length).toBeGreaterThan(0);
    });

    it('prints exactly expected.txt', () => {
      expect(run(name).output).toBe(expected(name));
    });

    it('gives every problem a code from the catalogue, with the severity the catalogue gives it', () => {
      for (const problem of run(name).all) {
        expect(problem.code && Object.hasOwn(PROBLEM_CODES, problem.code), `code "${problem.code}"`).toBe(true);
        expect(problem.severity, `severity of "${problem.code}"`).toBe(severityOf(problem.code!));
      }
    });
  });

  it('reports the problems of several broken files in one run', () => {
    const { problems } = run('two-broken-files');
    const files = [...new Set(problems.map((p) => p.file))].sort();
    expect(files).toEqual(['site-content/demo/pages/home.json', 'site-content/demo/site.json']);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column}`)).toEqual([
      'site-content/demo/pages/home.json:5:3',
      'site-content/demo/site.json:16:7',
    ]);
  });

  it('reports schema mistakes and cross-file mistakes of the same file in one run', () => {
    const codes = run('schema-and-link-errors-together').problems.map((p) => p.code);
    expect(codes).toEqual(['not-allowed-value', 'missing-image']);
  });

  it('lets a file with only warnings pass, and counts them apart from errors', () => {
    const report = run('missing-schema-line');
    expect(report.problems).toEqual([]);
    expect(report.warnings.map((p) => [p.code, p.severity])).toEqual([['missing-schema-line', 'warning']]);
  });

  it('gives a path into the document for every problem about a place in a parsed document', () => {
    for (const name of broken) {
      for (const problem of run(name).all) {
        if (problem.where) expect(problem.path, `${name}: ${problem.message}`).toBeInstanceOf(Array);
      }
    }
  });
});

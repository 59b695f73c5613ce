/**
 * Properties of the validator over generated input (fast-check): it reports
 * problems instead of throwing, whatever the bytes or JSON; and a document
 * built from the schemas is either refused with a located message or renders.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../scripts/content/problem.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';
import type { Block, SiteDocument } from '../../src/content/types.generated.ts';
import { renderBlocks } from '../support/render.tsx';
import { arbitraryFor } from '../support/schema-arbitrary.ts';

const root = mkdtempSync(join(tmpdir(), 'validator-props-'));
const content = join(root, 'site-content');
cpSync(join(PROJECT_ROOT, 'tests', 'content-errors', '_valid', 'site-content'), content, { recursive: true });
const home = join(content, 'demo', 'pages', 'home.json');
const site = JSON.parse(readFileSync(join(content, 'demo', 'site.json'), 'utf8')) as SiteDocument;
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every problem is a located, worded report; none is the checker's own failure. */
function expectLocated(problems: Problem[]) {
  for (const p of problems) {
    expect(p.code).not.toBe('internal-error');
    expect(p.file).toMatch(/^site-content\//);
    expect(p.line).toBeGreaterThanOrEqual(1);
    expect(p.column).toBeGreaterThanOrEqual(1);
    expect(p.message.length).toBeGreaterThan(10);
  }
}

describe('the validator on arbitrary input', () => {
  it('reports problems for any bytes in a page file, and never fails itself', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        writeFileSync(home, bytes);
        const { problems } = loadContent(content, root);
        expectLocated(problems);
        expect(problems.length).toBeGreaterThan(0); // no byte string of this size is a whole valid page
      }),
      { numRuns: 200 },
    );
  });

  it('reports problems for any JSON text in a page file', () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 6 }), (text) => {
        const { problems } = loadContent(content, root, new Map([[home, text]]));
        expectLocated(problems);
        expect(problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('documents generated from the schemas', async () => {
  const pageSchema = (await dereference(join(PROJECT_ROOT, 'schema', 'page.schema.json'))) as Record<string, unknown>;
  // The home page, after a section with the anchor the site's menu and pricing tiers point at.
  const contactSection = { type: 'notice', anchor: 'contact', title: 'Contact', text: 'Call us.' };
  const pages = arbitraryFor(pageSchema).map((page) => {
    const generated = page as { blocks: unknown[] };
    return { ...generated, path: '/', blocks: [contactSection, ...generated.blocks] };
  });
  const siteText = JSON.stringify({ ...site, formId: 'generated-form' });

  it('are either refused with a located message, or render without error', () => {
    let rendered = 0;
    fc.assert(
      fc.property(pages, (page) => {
        const { problems } = loadContent(
          content,
          root,
          new Map([
            [home, JSON.stringify(page, null, 2)],
            [join(content, 'demo', 'site.json'), siteText],
          ]),
        );
        expectLocated(problems);
        if (problems.length) {
          for (const p of problems.filter((p) => p.file.endsWith('home.json') && p.where))
            expect(p.path).toBeInstanceOf(Array);
          return;
        }
        expect(() =>
          renderBlocks(page.blocks as Block[], { ...site, formId: 'generated-form' }, 'demo', '/'),
        ).not.toThrow();
        rendered++;
      }),
      // About one generated page in fifteen passes the checks: 300 runs make a run where none renders
      // (and the check below fails) about one in a billion; 60 failed one run in sixty.
      { numRuns: 300 },
    );
    // The generator is only useful if some documents pass and get rendered.
    expect(rendered).toBeGreaterThan(0);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/paths.ts';

// The boundaries themselves are lint rules (eslint.config.js, run by `npm run lint`). These cases
// show the rules are in force: each import that crosses a boundary is an error, and the imports
// the architecture relies on are not.
const eslint = new ESLint({ cwd: PROJECT_ROOT });

/** The lint rules an import breaks when written in a file at `file` (which need not exist). */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(PROJECT_ROOT, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const crossings: [string, string, string, string][] = [
  ['the renderer', 'src/render/probe.tsx', "export { api } from '@/editor/api';", 'import-x/no-restricted-paths'],
  [
    'the entry script, lazily',
    'src/entry-client.tsx',
    "export const load = () => import('./editor/app');",
    'import-x/no-restricted-paths',
  ],
  ['a block', 'src/blocks/hero/probe.tsx', "export { api } from '../../editor/api';", 'import-x/no-restricted-paths'],
  ["the build's scripts", 'scripts/vite/probe.ts', "export * from '../editor/api.ts';", 'import-x/no-restricted-paths'],
  ["the build's entry", 'scripts/probe.ts', "export * from './editor/api.ts';", 'import-x/no-restricted-paths'],
  [
    'a block, of the renderer',
    'src/blocks/hero/probe.tsx',
    "export { PageRenderer } from '@/render/page-renderer';",
    'import-x/no-restricted-paths',
  ],
  [
    'a block, of another block',
    'src/blocks/cta/probe.tsx',
    "export { default } from '../hero';",
    'import-x/no-restricted-paths',
  ],
  [
    'a shared part, of the blocks',
    'src/ui/probe.tsx',
    "export { registry } from '@/blocks/registry';",
    'import-x/no-restricted-paths',
  ],
  [
    'the content core, of React',
    'scripts/content/probe.ts',
    "export { createElement } from 'react';",
    'no-restricted-imports',
  ],
  [
    "the site's content helpers, of styling",
    'src/content/probe.ts',
    "export { default } from 'styled-components';",
    'no-restricted-imports',
  ],
  [
    'the content core, of a component',
    'scripts/content/probe.ts',
    "export * from '../../src/ui/button.tsx';",
    'import-x/no-restricted-paths',
  ],
  [
    "a block's rules, of its component",
    'src/blocks/hero/rules.ts',
    "export { default as Hero } from './index.tsx';",
    'import-x/no-restricted-paths',
  ],
  [
    "a block's rules, of React",
    'src/blocks/hero/rules.ts',
    "export { createElement } from 'react';",
    'no-restricted-imports',
  ],
  [
    "the site's code, of the build's code",
    'src/content/probe.ts',
    "export { list } from '../../scripts/content/readable.ts';",
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    "the editor's page, of the build's code",
    'src/editor/probe.ts',
    "export { PROJECT_ROOT } from '../../scripts/paths.ts';",
    '@typescript-eslint/no-restricted-imports',
  ],
];

const allowed: [string, string, string][] = [
  ['the editor uses the renderer', 'src/editor/probe.tsx', "export { PageRenderer } from '@/render/page-renderer';"],
  [
    "the editor's server uses its browser app's types",
    'scripts/editor/probe.ts',
    "export type * from '../../src/editor/types.ts';",
  ],
  [
    "the benchmark times the editor's Publish",
    'scripts/benchmark/probe.ts',
    "export * from '../editor/team/publish.ts';",
  ],
  [
    'a block uses the page context',
    'src/blocks/hero/probe.tsx',
    "export { useSite } from '@/page-context/site-context';",
  ],
  [
    'the content core uses the content helpers',
    'scripts/content/probe.ts',
    "export { joinPath } from '../../src/content/href.ts';",
  ],
  [
    "the content core uses the blocks' rules",
    'scripts/content/probe.ts',
    "export { BLOCK_RULES } from '../../src/blocks/rules.generated.ts';",
  ],
  [
    "a block's rules use the content core's helpers",
    'src/blocks/hero/rules.ts',
    "export { list } from '../../../scripts/content/readable.ts';",
  ],
  [
    "the site's code names the build's types",
    'src/content/probe.ts',
    "export type { ProblemCode } from '../../scripts/content/problem-codes.ts';",
  ],
];

describe('import boundaries', () => {
  it.each(crossings)('%s may not import across the boundary', async (_who, file, code, rule) => {
    expect(await brokenRules(file, code)).toContain(rule);
  });

  it.each(allowed)('%s', async (_who, file, code) => {
    expect(await brokenRules(file, code)).toEqual([]);
  });

  it("the site's page entry does not reach into the editor", () => {
    const html = readFileSync(join(PROJECT_ROOT, 'index.html'), 'utf8');
    expect(html).not.toMatch(/editor/i);
  });
});

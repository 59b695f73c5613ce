import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CODES } from '../../scripts/content/problem-codes.ts';
import { loadSchemas, type Json } from '../../scripts/content/schema.ts';
import { fieldRows } from '../../scripts/reference/block-fields.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';
import { blocksReference } from '../../scripts/reference/blocks.ts';
import { commandsReference } from '../../scripts/reference/commands.ts';
import { problemsReference } from '../../scripts/reference/problems.ts';

describe('the generated references', () => {
  it('give every block type a section with a row for each of its fields', () => {
    const schemas = loadSchemas();
    const text = blocksReference(schemas);
    for (const [type, schema] of schemas.blocks) {
      const section = text.split(`\n## ${type}\n`)[1]?.split('\n## ')[0] ?? '';
      for (const field of Object.keys(schema.properties as object)) expect(section, type).toContain(`| \`${field}\` |`);
    }
  });

  it("show a block's own default over the shared definition it refers to", () => {
    const files = new Map<string, Json>([
      ['shared/look.schema.json', { $defs: { tone: { enum: ['plain', 'bold'], default: 'plain' } } }],
      [
        'blocks/banner.schema.json',
        { properties: { tone: { $ref: '../shared/look.schema.json#/$defs/tone', default: 'bold' } } },
      ],
    ]);
    const [row] = fieldRows(files.get('blocks/banner.schema.json')!, files, 'blocks/banner.schema.json');
    expect(row.type).toBe('`"plain"` or `"bold"` (default `"bold"`)');
  });

  it('give every problem code a row', () => {
    const text = problemsReference();
    for (const code of Object.keys(PROBLEM_CODES)) expect(text).toContain(`| \`${code}\` |`);
  });

  it('list every npm script, and refuse a script nobody described', () => {
    const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const text = commandsReference(PROJECT_ROOT);
    for (const name of Object.keys(pkg.scripts)) expect(text).toContain(`| \`npm run ${name}\` |`);

    const copy = mkdtempSync(join(tmpdir(), 'commands-'));
    pkg.scripts['clean:all'] = 'rm -rf dist';
    writeFileSync(join(copy, 'package.json'), JSON.stringify(pkg));
    expect(() => commandsReference(copy)).toThrow(/describe clean:all/);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSiteDirs } from '../../../../scripts/content/load.ts';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';
import { editedText } from '../../../../scripts/editor/minimal-edit.ts';

const changedLines = (a: string, b: string) => {
  const left = a.split('\n');
  const right = b.split('\n');
  return right.length === left.length ? left.filter((line, i) => line !== right[i]).length : Number.NaN;
};

const original = `{
  "$schema": "../../../../schema/page.schema.json",
  "path": "/services",
  "blocks": [
    { "type": "hero", "heading": "Hello", "badges": ["One", "Two"] },
    {
      "type": "pricing",
      "tiers": [
        { "name": "Basic", "price": "$89", "features": ["A", "B"] },
        { "name": "Plus", "price": "$129", "features": ["A", "B", "C"] }
      ]
    }
  ]
}
`;

describe('saving with the smallest change', () => {
  it('changes one line for one price, keeping one-line groups, key order and the final newline', () => {
    const data = JSON.parse(original);
    data.blocks[1].tiers[0].price = '$99';
    const text = editedText(original, data);
    expect(changedLines(original, text)).toBe(1);
    expect(text).toContain('{ "name": "Basic", "price": "$99", "features": ["A", "B"] }');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.startsWith('{\n  "$schema"')).toBe(true);
  });

  it('adds a new property where the edited document has it, not at the end', () => {
    const data = JSON.parse(original);
    data.blocks[1] = { type: 'pricing', heading: 'Plans', tiers: data.blocks[1].tiers };
    const text = editedText(original, data);
    expect(Object.keys(JSON.parse(text).blocks[1])).toEqual(['type', 'heading', 'tiers']);
  });

  it('inserts and removes list entries without rewriting their neighbours', () => {
    const data = JSON.parse(original);
    data.blocks.splice(1, 0, { type: 'notice', title: 'New', text: 'Words' });
    const inserted = editedText(original, data);
    expect(JSON.parse(inserted)).toEqual(data);
    expect(inserted).toContain('{ "type": "hero", "heading": "Hello", "badges": ["One", "Two"] }');
    data.blocks.splice(0, 1);
    const removed = editedText(inserted, data);
    expect(JSON.parse(removed)).toEqual(data);
    expect(removed).toContain('{ "name": "Plus", "price": "$129", "features": ["A", "B", "C"] }');
  });

  it('does not touch the text when the data only lists keys in another order', () => {
    const data = JSON.parse(original);
    data.blocks[0] = { badges: ['One', 'Two'], heading: 'Hello', type: 'hero' };
    expect(editedText(original, data)).toBe(original);
  });

  it('changes one line for any one text value in every real content file', () => {
    const files = findSiteDirs(join(PROJECT_ROOT, 'site-content')).flatMap((dir) => [join(dir, 'site.json')]);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const data = JSON.parse(text);
      data.name = `${data.name} and Sons`;
      expect(changedLines(text, editedText(text, data)), file).toBe(1);
    }
  });

  it('always yields exactly the edited data (property test)', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        tie('array'),
        tie('object'),
      ),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), tie('value'), { maxKeys: 4 }),
    }));
    fc.assert(
      fc.property(json.object, json.object, (before, after) => {
        const text = `${JSON.stringify(before, null, 2)}\n`;
        expect(JSON.parse(editedText(text, after))).toEqual(after);
      }),
      { numRuns: 300 },
    );
  });
});

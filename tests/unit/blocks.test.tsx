import { describe, expect, it } from 'vitest';
import { registry } from '../../src/blocks/registry.ts';
import { BLOCK_RULES } from '../../src/blocks/rules.generated.ts';
import type { Block } from '../../src/content/types.generated.ts';
import { componentFor } from '../../src/render/page-renderer.tsx';
import { ContentError } from '../../src/content/problem.ts';
import { loadSchemas } from '../../scripts/content/schema.ts';
import { renderBlocks } from '../support/render.tsx';

const schemas = loadSchemas();
const schemaTypes = [...schemas.blocks.keys()].sort();

describe('block contract', () => {
  it('has a component for every block type in the schema, and no component without one', () => {
    expect(Object.keys(registry).sort()).toEqual(schemaTypes);
  });

  it("finds each block type's own content rules in its folder, only for block types that exist", () => {
    for (const [type, rules] of Object.entries(BLOCK_RULES)) {
      expect(schemaTypes, `src/blocks/${type}/rules.ts`).toContain(type);
      expect(typeof rules.section === 'function' || typeof rules.site === 'function', type).toBe(true);
    }
  });

  describe.each(schemaTypes)('%s', (type) => {
    const examples = (schemas.blocks.get(type)!.examples ?? []) as Block[];

    it('carries at least one example in its schema', () => {
      expect(examples.length).toBeGreaterThan(0);
    });

    it('accepts its own examples', () => {
      for (const example of examples) {
        expect(schemas.block(example), JSON.stringify(schemas.block.errors)).toBe(true);
      }
    });

    it('renders its examples with their text', () => {
      for (const example of examples) {
        // A heading's last two words may be joined by a no-break space, and a compound kept whole
        // in a span of its own (src/ui/keep-words.ts): the same text.
        const html = renderBlocks([example])
          .replace(/\u00a0/g, ' ')
          .replace(/<span class="[^"]*">([^<]*)<\/span>/g, '$1');
        const heading = 'heading' in example ? example.heading : 'title' in example ? example.title : undefined;
        expect(html.length).toBeGreaterThan(0);
        if (heading) expect(html).toContain(heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
      }
    });
  });

  it('refuses an unknown block type instead of rendering nothing', () => {
    expect(() => componentFor('pricng')).toThrow(ContentError);
    try {
      componentFor('pricng');
    } catch (error) {
      expect((error as ContentError).problems.map((problem) => problem.code)).toEqual(['unknown-block-type']);
    }
    expect(() => renderBlocks([{ type: 'pricng' } as unknown as Block])).toThrow(
      /no component for the block type "pricng"/,
    );
  });

  it('does not mistake inherited object keys for block types', () => {
    expect(() => componentFor('toString')).toThrow(ContentError);
  });
});

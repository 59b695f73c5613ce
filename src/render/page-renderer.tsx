import type { ComponentType } from 'react';
import { registry } from '@/blocks/registry';
import type { Block } from '@/content/types.generated';
import { ContentError, type Problem } from '@/content/problem';
import { shownBlock } from '@/content/shown-block';
import { useListedEntries } from '@/page-context/listed-entries';

/** The component for a block type. Unknown types fail loudly instead of rendering nothing. */
export function componentFor(type: string): ComponentType<Block> {
  if (!Object.hasOwn(registry, type)) throw new ContentError({ problems: [missingComponent(type)] });
  return registry[type as Block['type']] as ComponentType<Block>;
}

/**
 * A type the content checker let through (or an unsaved edit) with no entry in
 * the registry: reported with the validator's code for an unknown type, at the
 * file where the fix goes.
 */
function missingComponent(type: string): Problem {
  return {
    file: 'src/blocks/registry.ts',
    line: 1,
    column: 1,
    code: 'unknown-block-type',
    message: `There is no component for the block type "${type}".`,
    hint: `Add it to src/blocks/registry.ts (npm run new:block -- ${type}).`,
  };
}

/** The block as drawn: a collection list in the gallery or price-list look is shown as the gallery or price list it makes. */
export function useShownBlock(): (block: Block) => Block {
  const listed = useListedEntries();
  return (block) => shownBlock(block, listed);
}

/** Renders a page's blocks in order; it only resolves and hands off. */
export function PageRenderer({ blocks }: { blocks: Block[] }) {
  const asShown = useShownBlock();
  return (
    <>
      {blocks.map((block, index) => {
        const shown = asShown(block);
        const Component = componentFor(shown.type);
        return <Component key={index} {...shown} />;
      })}
    </>
  );
}

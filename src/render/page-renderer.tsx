import type { ComponentType } from 'react';
import { registry } from '@/blocks/registry';
import type { Block } from '@/content/types.generated';

export class UnknownBlockError extends Error {
  constructor(type: string) {
    super(
      `There is no component for the block type "${type}". Add it to src/blocks/registry.ts (npm run new:block -- ${type}).`,
    );
    this.name = 'UnknownBlockError';
  }
}

/** The component for a block type. Unknown types fail loudly instead of rendering nothing. */
export function componentFor(type: string): ComponentType<Block> {
  if (!Object.hasOwn(registry, type)) throw new UnknownBlockError(type);
  return registry[type as Block['type']] as ComponentType<Block>;
}

/** Renders a page's blocks in order; it only resolves and hands off. */
export function PageRenderer({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = componentFor(block.type);
        return <Component key={index} {...block} />;
      })}
    </>
  );
}

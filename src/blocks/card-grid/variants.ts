import { css } from 'styled-components';
import type { CardGridBlock } from '@/content/types.generated';

export type CardVariant = NonNullable<CardGridBlock['variant']>;

/** How each look overrides the raised card panel every item starts as. */
export const CARD_VARIANTS: Record<CardVariant, ReturnType<typeof css>> = {
  cards: css``,
  // A row: the icon in its own column, everything else beside it, a hairline below.
  list: css`
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-content: start;
    column-gap: 1.25rem;
    /* Spacing by margin, not row-gap: the icon's span leaves empty rows, and a gap after each would pad the row's foot. */
    row-gap: 0;
    > :not([data-icon]) + :not([data-icon]) { margin-top: 0.5rem; }
    padding: 0 0 1.5rem;
    border: 0;
    border-bottom: 1px solid var(--border);
    border-radius: 0;
    box-shadow: none;
    background: transparent;
    color: inherit;
    > * { grid-column: 2; }
    > [data-icon] { grid-column: 1; grid-row: 1 / span 6; }
  `,
  // Open text under a short rule in the brand colour.
  plain: css`
    padding: 1.25rem 0 0;
    border: 0;
    border-top: 3px solid hsl(var(--primary));
    border-radius: 0;
    box-shadow: none;
    background: transparent;
    color: inherit;
  `,
};

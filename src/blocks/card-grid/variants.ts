import { css } from 'styled-components';
import type { CardGridBlock } from '@/content/types.generated';
import { below, media } from '@/theme/theme';

export type CardVariant = NonNullable<CardGridBlock['variant']>;

/** The looks whose cards do not stand side by side in rows of their own height: each card lays out its own parts. */
export const UNALIGNED: CardVariant[] = ['list', 'rows'];

/** The looks whose last row widens its cards rather than leave a hole. */
export const FILLED: CardVariant[] = ['numbered', 'feature'];

const open = css`
  border: 0;
  border-radius: 0;
  box-shadow: none;
  background: transparent;
  color: inherit;
`;

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
    ${open}
    padding: 0 0 1.5rem;
    border-bottom: 1px solid var(--border);
    > * { grid-column: 2; }
    > [data-icon] { grid-column: 1; grid-row: 1 / span 6; }
  `,
  // Open text under a short rule in the brand colour.
  plain: css`
    ${open}
    padding: 1.25rem 0 0;
    border-top: 3px solid hsl(var(--primary));
  `,
  // A full-width row between hairlines: the words on one side, the check list (or the picture, placed in index.tsx) on the other.
  rows: css`
    ${open}
    padding: 2rem 0;
    border-top: 1px solid var(--border);
    &:last-child { border-bottom: 1px solid var(--border); }
    > [data-part='title'] { font-size: clamp(1.3rem, 1.1rem + 0.6vw, 1.625rem); }
    > [data-part='text'] { max-width: 34rem; }
    ${media.md} {
      display: grid;
      grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
      column-gap: clamp(2rem, 5vw, 4.5rem);
      row-gap: 0.75rem;
      padding: 2.5rem 0;
      > * { grid-column: 1; }
      /* The side spans the words' rows and one more, which takes any height the side has over them (set per card). */
      > [data-side] { grid-column: 2; align-self: center; }
      > [data-part='features'] ul { grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 2rem; }
    }
  `,
  // Open steps, each led by its large number under which a rule runs on to the next; on phones a timeline.
  numbered: css`
    ${open}
    padding: 0;
    > [data-part='number'] {
      display: flex;
      align-items: center;
      gap: 1rem;
      font-family: var(--font-heading);
      font-weight: var(--heading-weight);
      font-size: clamp(2.75rem, 2rem + 2.5vw, 3.75rem);
      line-height: 1;
      font-variant-numeric: lining-nums tabular-nums;
      color: hsl(var(--primary-text));
    }
    > [data-part='number']::after { content: ''; flex: 1; height: 2px; background: hsl(var(--primary) / 0.25); }
    /* Phones: a timeline, the number in a column of its own with a line down to the next step (see index.tsx). */
    ${below.sm} {
      display: grid;
      grid-template-columns: 3.25rem minmax(0, 1fr);
      column-gap: 1rem;
      row-gap: 0.5rem;
      align-content: start;
      padding-bottom: 2rem;
      > * { grid-column: 2; }
      > [data-part='number'] {
        grid-column: 1;
        flex-direction: column;
        align-self: stretch;
        margin-bottom: -2rem;
        gap: 0.75rem;
        font-size: 2.25rem;
      }
      > [data-part='number']::after { width: 2px; height: auto; min-height: 1.5rem; }
      &:last-child { padding-bottom: 0; }
      &:last-child > [data-part='number'] { margin-bottom: 0; }
      &:last-child > [data-part='number']::after { display: none; }
    }
  `,
  // Cards as they are; the first one is the feature panel (below).
  feature: css``,
};

/**
 * The feature look's first card: a panel in the brand colour (the foreground's where the section itself is
 * brand-coloured), larger type, its check list in two columns and its picture filling the space it has.
 */
export const featurePanel = css`
  border: 0;
  /* A soft glow at the head of the panel, where its icon stands. */
  background:
    radial-gradient(circle at 88% 12%, hsl(var(--primary-foreground) / 0.16), transparent 50%),
    hsl(var(--primary));
  color: hsl(var(--primary-foreground));
  --muted: hsl(var(--primary-foreground) / 0.9);
  [data-tone='primary'] & {
    background: hsl(var(--foreground));
    color: hsl(var(--background));
    > [data-part='icon'] { background: hsl(var(--background) / 0.16); }
    --muted: hsl(var(--background) / 0.85);
  }
  box-shadow: 0 24px 48px -24px hsl(var(--primary) / 0.6);
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  gap: 1rem;
  > [data-part='icon'] { width: 4.5rem; height: 4.5rem; background: hsl(var(--primary-foreground) / 0.16); color: inherit; }
  > [data-part='icon'] svg { width: 2.25rem; height: 2.25rem; }
  > [data-part='title'] { font-size: clamp(1.5rem, 1.1rem + 1.6vw, 2.5rem); }
  > [data-part='text'] { font-size: 1.125rem; max-width: 36rem; }
  > [data-part='price'] { font-size: 1.375rem; }
  > [data-part='label'], > [data-part='link'], [data-part='features'] svg { color: inherit; }
  /* A picture takes the height the panel has over its words. */
  > img + *, > picture + * { margin-top: auto; }
  ${media.sm} {
    > [data-part='features'] ul { grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 1.5rem; }
  }
`;

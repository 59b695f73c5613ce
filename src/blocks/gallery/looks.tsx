import styled, { css } from 'styled-components';
import type { GalleryBlock, GalleryItem } from '@/content/types.generated';
import { BREAKPOINTS, media } from '@/theme/theme';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { mosaicSpans, pictureOnRight, viewRules, type View } from './layout';
import pictures from './pictures';

/** The gallery's looks, as the schema names them. */
export type Look = NonNullable<GalleryBlock['variant']>;

/** The picture's own frame: it clips the picture's zoom on hover. */
export const Frame = styled.span`
  display: block;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--surface);
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; transition: transform 300ms ease; }
`;

/**
 * A picture and its title under it: a title over the picture, even on a bar of
 * its own, hid a quarter of the picture and more when it ran to two lines.
 */
export const Tile = styled.a`
  display: grid;
  gap: 0.625rem;
  width: 100%;
  border-radius: var(--radius);
  color: inherit;
  text-decoration: none;
  cursor: zoom-in;
  &:hover img { transform: scale(1.04); }
`;

/** A tile's title is a card title: its lines even, its last two words kept together. */
export const Title = styled.span`
  padding-inline: 0.125rem;
  font-weight: 600;
  line-height: 1.35;
  text-wrap: balance;
`;

/** The category over a journal entry's title and under a portrait's. */
export const Category = styled.span`
  color: var(--muted);
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

/** A journal entry's words: category, title and text. */
const Entry = styled.div`
  display: grid;
  align-content: center;
  justify-items: start;
  gap: 0.5rem;
  h3 { font-size: clamp(1.25rem, 1.1rem + 0.6vw, 1.625rem); line-height: 1.25; text-wrap: balance; }
  p { margin: 0.25rem 0 0; color: var(--muted); max-width: 34rem; text-wrap: pretty; }
`;

export function JournalEntry({ item, category }: { item: GalleryItem; category?: string }) {
  return (
    <Entry>
      {category && <Category>{category}</Category>}
      <h3>{keepLastWordsTogether(item.title)}</h3>
      {item.text && (
        <p>
          <KeepRangesTogether text={item.text} />
        </p>
      )}
    </Entry>
  );
}

/** Below this width the mosaic has two columns, and four from it. */
const MOSAIC_WIDE = BREAKPOINTS.md;

const GRIDS: Record<Look, ReturnType<typeof css>> = {
  // A title sits nearer its own picture than the picture under it.
  tiles: css`
    gap: 1.5rem 1rem;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  `,
  // Cards carry text, so they get wider columns than bare pictures.
  cards: css`
    gap: 1.5rem;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  `,
  // Rows of one height; a picture fills its cells, the title under it.
  mosaic: css`
    gap: 1.25rem 0.75rem;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-auto-rows: 9.5rem;
    @media (min-width: ${MOSAIC_WIDE}px) {
      gap: 1.5rem 1rem;
      grid-template-columns: repeat(4, minmax(0, 1fr));
      grid-auto-rows: 15rem;
    }
    > li { grid-column: span var(--columns, 1); grid-row: span var(--rows, 1); }
    ${Tile} { height: 100%; grid-template-rows: minmax(0, 1fr) auto; }
    ${Frame} img { height: 100%; aspect-ratio: auto; }
    /* Two lines kept for each title on phones, so pictures side by side end level; one under a picture alone in its row. */
    @media (max-width: ${MOSAIC_WIDE - 0.02}px) { ${Title} { min-height: calc(var(--title-lines, 2) * 1.35em); } }
  `,
  portrait: css`
    gap: 1.75rem 0.75rem;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    ${media.sm} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    ${media.md} { gap: 2.25rem 1.25rem; grid-template-columns: repeat(4, minmax(0, 1fr)); }
    ${Tile} { gap: 0.375rem; }
    ${Frame} { margin-bottom: 0.375rem; }
    ${Frame} img { aspect-ratio: 4 / 5; }
  `,
  // Two large pictures to a row, one on phones.
  showcase: css`
    gap: 2rem 1.5rem;
    ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 2.75rem 2rem; }
    ${Tile} { gap: 0.375rem; }
    ${Frame} { margin-bottom: 0.5rem; }
    ${Frame} img { aspect-ratio: 3 / 2; }
    ${Title} { font-size: 1.1875rem; }
  `,
  // One entry a row, a hairline between; beside each other from tablets on.
  journal: css`
    gap: 2rem;
    > li + li { padding-top: 2rem; border-top: 1px solid var(--border); }
    > li { display: grid; gap: 1rem; }
    ${Frame} img { aspect-ratio: 3 / 2; }
    ${media.sm} {
      > li {
        grid-template-columns: var(--tracks, minmax(0, 4fr) minmax(0, 7fr));
        gap: 2.5rem;
      }
      > li > a { grid-row: 1; grid-column: var(--picture-column, 1); }
      > li > div { grid-row: 1; grid-column: var(--words-column, 2); }
    }
  `,
};

export const Grid = styled.ul<{ $look: Look }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  ${({ $look }) => GRIDS[$look]}
`;

/** In a cards gallery each picture sits on a card with its caption underneath. */
export const Item = styled.li<{ $card: boolean }>`
  min-width: 0;
  ${({ $card }) =>
    $card &&
    css`
      display: flex;
      flex-direction: column;
      border: 1px solid var(--border);
      border-radius: var(--radius);
      overflow: hidden;
      background: hsl(var(--background));
      color: hsl(var(--foreground));
      box-shadow: 0 8px 24px -16px hsl(var(--foreground) / 0.3);
      a, ${Frame} { border-radius: 0; }
    `}
`;

const spanOf = (columns: 2 | 4) => (position: number, count: number) => {
  const span = mosaicSpans(count, columns)[position];
  if (span.columns === 1 && span.rows === 1) return undefined;
  const alone = span.columns === columns ? ' --title-lines: 1;' : '';
  return `--columns: ${span.columns}; --rows: ${span.rows};${alone}`;
};

/**
 * The rules that place each picture of each view (all pictures, each filter):
 * the mosaic's spans for two and four columns, the journal's sides.
 */
export function lookRules(look: Look, views: View[]): string {
  if (look === 'mosaic') {
    const reset = '--columns: initial; --rows: initial; --title-lines: initial;';
    return `
      @media (max-width: ${MOSAIC_WIDE - 0.02}px) { ${viewRules(views, spanOf(2), reset)} }
      @media (min-width: ${MOSAIC_WIDE}px) { ${viewRules(views, spanOf(4), reset)} }`;
  }
  if (look === 'journal')
    return viewRules(
      views,
      (position) =>
        pictureOnRight(position)
          ? '--picture-column: 2; --words-column: 1; --tracks: minmax(0, 7fr) minmax(0, 4fr);'
          : undefined,
      '--picture-column: initial; --words-column: initial; --tracks: initial;',
    );
  return '';
}

/** Whether a picture is large (two columns) in some view of a mosaic of that many columns. */
function largeInSomeView(index: number, views: View[], columns: 2 | 4): boolean {
  return views.some(({ indexes }) => {
    const position = indexes.indexOf(index);
    return position >= 0 && mosaicSpans(indexes.length, columns)[position].columns > 1;
  });
}

/** The `sizes` of the picture at `index`, from how wide its look shows it. */
export function pictureSizes(look: Look, index: number, views: View[]): string {
  const { sizes } = pictures;
  if (look === 'portrait' || look === 'showcase' || look === 'journal') return sizes[look];
  if (look !== 'mosaic') return sizes.tile;
  const onLaptops = largeInSomeView(index, views, 4);
  const onPhones = largeInSomeView(index, views, 2);
  if (onLaptops && onPhones) return sizes.mosaicLarge;
  if (onLaptops) return sizes.mosaicLargeOnLaptops;
  return onPhones ? sizes.mosaicLargeOnPhones : sizes.mosaicSmall;
}

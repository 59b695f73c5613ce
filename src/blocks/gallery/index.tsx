import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import type { GalleryBlock, GalleryItem } from '@/content/types.generated';
import { useIslandId } from '@/page-context/island';
import { useSite } from '@/page-context/site-context';
import type { ImageWithSources } from '@/content/picture';
import { Picture } from '@/ui/picture';
import { Section } from '@/ui/layout';
import { FOCUS_RING } from '@/theme/global-style';
import { TAP_SIZE } from '@/ui/tap-target';
import { BREAKPOINTS } from '@/theme/theme';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { CardCaption } from './caption';
import pictures from './pictures';

// The viewer is only needed once someone opens a picture.
const Lightbox = lazy(() => import('./lightbox'));

const ALL = 'all';

/**
 * Filtering is HTML and CSS, so it works at once and without JavaScript: each
 * filter is a radio button, and the shell hides the pictures outside the
 * checked category. One rule per filter, written from the content.
 */
const Shell = styled.div<{ $filters: string[] }>`
  ${({ $filters }) =>
    $filters
      .map(
        (id) =>
          `&:has(input[value=${JSON.stringify(id)}]:checked) li:not([data-category=${JSON.stringify(id)}]) { display: none; }`,
      )
      .join('\n')}
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin-bottom: 2rem;
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_SIZE};
    padding: 0.5rem 1.125rem;
    border: 1px solid var(--border);
    border-radius: 999px;
    background: hsl(var(--background));
    font-weight: 600;
    cursor: pointer;
  }
  /* Over the label's border too, so the whole 44 px pill is the radio's own target. */
  input { position: absolute; inset: -1px; opacity: 0; margin: 0; cursor: pointer; }
  /*
   * On phones the filters are one row that scrolls sideways from screen edge
   * to screen edge, the next filter showing at the edge: wrapped, the last one
   * stood alone on a row of its own. The padding keeps the focus ring, which
   * a scrolling box would clip, in view; the row fades out at its right edge,
   * so a filter cut there reads as more to scroll to, not as clipped text.
   */
  @media (max-width: ${BREAKPOINTS.sm - 1}px) {
    flex-wrap: nowrap;
    justify-content: safe center;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    margin: -0.375rem -1.25rem 1.625rem;
    padding: 0.375rem 1.25rem;
    scroll-padding-inline: 1.25rem;
    mask-image: linear-gradient(to right, #000 calc(100% - 2.5rem), transparent);
    label { flex: none; }
  }
  label:has(:checked) {
    background: hsl(var(--primary));
    border-color: hsl(var(--primary));
    color: hsl(var(--primary-foreground));
  }
  label:has(:focus-visible) {
    outline: 3px solid ${FOCUS_RING.outer};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${FOCUS_RING.inner};
  }
`;

const Grid = styled.ul<{ $card: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  /* A title sits nearer its own picture than the picture under it. */
  gap: ${({ $card }) => ($card ? '1.5rem' : '1.5rem 1rem')};
  /* Cards carry text, so they get wider columns than bare pictures. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $card }) => ($card ? '19rem' : '16rem')}), 1fr));
`;

/** The picture's own frame: it clips the picture's zoom on hover. */
const Frame = styled.span`
  display: block;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--surface);
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; transition: transform 300ms ease; }
`;

/** In a cards gallery each picture sits on a card with its caption underneath. */
const Item = styled.li<{ $card: boolean }>`
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

/**
 * A picture and its title under it: a title over the picture, even on a bar of
 * its own, hid a quarter of the picture and more when it ran to two lines.
 */
const Tile = styled.a`
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
const Title = styled.span`
  padding-inline: 0.125rem;
  font-weight: 600;
  line-height: 1.35;
  text-wrap: balance;
`;

/**
 * Pictures with filters; choosing a picture opens the viewer on the filtered
 * list. Each picture is a link to its file, so without JavaScript it still
 * opens; with it, the viewer takes over (data-island-action tells the page to
 * hold a tap that comes before the viewer's code is ready, and replay it).
 */
export default function Gallery({
  anchor,
  eyebrow,
  heading,
  intro,
  tone,
  allLabel = 'All',
  filters,
  items,
  variant = 'tiles',
}: GalleryBlock) {
  const { media } = useSite();
  const group = `gallery${useIslandId().replace(/[^\w-]/g, '')}`;
  const shell = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<{ list: GalleryItem[]; index: number } | null>(null);
  const tiles = useRef<(HTMLAnchorElement | null)[]>([]);
  // The picture the viewer was opened from; stepping through the viewer does not change it.
  const opener = useRef<number | null>(null);

  const open = (event: MouseEvent, index: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const filter = shell.current?.querySelector<HTMLInputElement>('input:checked')?.value ?? ALL;
    const list = filter === ALL ? items : items.filter((item) => item.category === filter);
    opener.current = index;
    setViewer({ list, index: Math.max(0, list.indexOf(items[index])) });
  };

  const close = () => {
    const returnTo = opener.current;
    opener.current = null;
    setViewer(null);
    // Focus goes back to the picture that opened the viewer (the dialog pattern), so keyboard users keep their place.
    if (returnTo !== null) requestAnimationFrame(() => tiles.current[returnTo]?.focus());
  };

  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      <Shell ref={shell} $filters={filters?.map((f) => f.id) ?? []}>
        {filters && filters.length > 0 && (
          <Filters role="radiogroup" aria-label="Filter pictures">
            {[{ id: ALL, label: allLabel }, ...filters].map((f) => (
              <label key={f.id}>
                <input type="radio" name={group} value={f.id} defaultChecked={f.id === ALL} />
                {f.label}
              </label>
            ))}
          </Filters>
        )}
        <Grid $card={variant === 'cards'}>
          {items.map((item, index) => (
            <Item key={`${item.title}-${index}`} data-category={item.category} $card={variant === 'cards'}>
              <Tile
                href={(item.image as ImageWithSources).sources?.fallback.src ?? media(item.image.src)}
                ref={(el) => {
                  tiles.current[index] = el;
                }}
                onClick={(event) => open(event, index)}
                data-island-action=""
                aria-label={`Open ${item.title}`}
              >
                <Frame>
                  <Picture image={item.image} sizes={pictures.sizes.tile} />
                </Frame>
                {variant === 'tiles' && <Title aria-hidden="true">{keepLastWordsTogether(item.title)}</Title>}
              </Tile>
              {variant === 'cards' && <CardCaption item={item} categories={filters?.map((f) => f.id) ?? []} />}
            </Item>
          ))}
        </Grid>
      </Shell>
      {viewer && (
        <Suspense fallback={null}>
          <Lightbox
            items={viewer.list}
            index={viewer.index}
            onIndexChange={(index) => setViewer({ ...viewer, index })}
            onClose={close}
          />
        </Suspense>
      )}
    </Section>
  );
}

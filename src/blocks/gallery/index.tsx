import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { GalleryBlock, GalleryItem } from '@/content/types.generated';
import { useIslandId } from '@/page-context/island';
import { useSite } from '@/page-context/site-context';
import type { ImageWithSources } from '@/content/picture';
import { Picture } from '@/ui/picture';
import { Section } from '@/ui/layout';
import { FOCUS_RING } from '@/theme/global-style';
import { TAP_SIZE } from '@/ui/tap-target';
import { below } from '@/theme/theme';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { CardCaption, DetailsLink } from './caption';
import { viewsOf } from './layout';
import { Category, Frame, Grid, Item, JournalEntry, lookRules, pictureSizes, Tile, Title } from './looks';

// The viewer is only needed once someone opens a picture.
const Lightbox = lazy(() => import('./lightbox'));

const ALL = 'all';

/** The looks that show a picture's title under it, inside its link. */
const TITLED = new Set(['tiles', 'mosaic', 'portrait', 'showcase']);
/** The looks that also name a picture's category under its title. */
const CATEGORIZED = new Set(['portrait', 'showcase']);

/**
 * Filtering is HTML and CSS, so it works at once and without JavaScript: each
 * filter is a radio button, and the shell hides the pictures outside the
 * checked category. One rule per filter, written from the content.
 */
const Shell = styled.div<{ $filters: string[]; $look: string }>`
  ${({ $filters }) =>
    $filters
      .map(
        (id) =>
          `&:has(input[value=${JSON.stringify(id)}]:checked) li:not([data-category=${JSON.stringify(id)}]) { display: none; }`,
      )
      .join('\n')}
  ${({ $look }) => $look}
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
  ${below.sm} {
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
  const filterIds = filters?.map((f) => f.id) ?? [];
  const views = viewsOf(
    items.map((item) => item.category),
    filterIds,
  );
  // A category's name is its filter's label, or its id read as words ("air-quality": "Air quality").
  const categoryLabel = (category: string) =>
    filters?.find((f) => f.id === category)?.label ??
    category.charAt(0).toUpperCase() + category.slice(1).replaceAll('-', ' ');
  // The words a tile shows, in its name as they are drawn, so voice control finds the link by them (WCAG 2.5.3).
  const shownWords = (item: GalleryItem) =>
    [TITLED.has(variant) && item.title, CATEGORIZED.has(variant) && item.category && categoryLabel(item.category)]
      .filter(Boolean)
      .join(', ');
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
      <Shell ref={shell} $filters={filterIds} $look={lookRules(variant, views)}>
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
        <Grid $look={variant}>
          {items.map((item, index) => (
            <Item key={`${item.title}-${index}`} data-category={item.category} $card={variant === 'cards'}>
              <Tile
                href={(item.image as ImageWithSources).sources?.fallback.src ?? media(item.image.src)}
                ref={(el) => {
                  tiles.current[index] = el;
                }}
                onClick={(event) => open(event, index)}
                data-island-action=""
                aria-label={`Open ${shownWords(item) || item.title}`}
              >
                <Frame>
                  <Picture image={item.image} sizes={pictureSizes(variant, index, views)} />
                </Frame>
                {TITLED.has(variant) && <Title aria-hidden="true">{keepLastWordsTogether(item.title)}</Title>}
                {/* A space between the words, so the title and the category never read as one word. */}{' '}
                {CATEGORIZED.has(variant) && item.category && (
                  <Category aria-hidden="true">{categoryLabel(item.category)}</Category>
                )}
              </Tile>
              {variant === 'cards' && <CardCaption item={item} categories={filterIds} />}
              {variant === 'journal' && (
                <JournalEntry item={item} category={item.category && categoryLabel(item.category)} />
              )}
              {variant !== 'cards' && <DetailsLink item={item} />}
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

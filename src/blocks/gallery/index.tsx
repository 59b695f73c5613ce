import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import type { GalleryBlock } from '@/content/types.generated';
import { useSite } from '@/render/site-context';
import { Section } from '@/ui/layout';
import { CardCaption } from './caption';

// The viewer is only needed once someone opens a picture.
const Lightbox = lazy(() => import('./lightbox'));

const ALL = 'all';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin-bottom: 2rem;
  button {
    padding: 0.5rem 1.125rem;
    border: 1px solid var(--border);
    border-radius: 999px;
    background: hsl(var(--background));
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: hsl(var(--primary));
    border-color: hsl(var(--primary));
    color: hsl(var(--primary-foreground));
  }
`;

const Grid = styled.ul<{ $card: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ $card }) => ($card ? '1.5rem' : '1rem')};
  /* Cards carry text, so they get wider columns than bare pictures. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $card }) => ($card ? '19rem' : '16rem')}), 1fr));
`;

/** In a cards gallery each picture sits on a card with its caption underneath. */
const Item = styled.li<{ $card: boolean }>`
  ${({ $card }) =>
    $card &&
    `
    display: flex;
    flex-direction: column;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    overflow: hidden;
    background: hsl(var(--background));
    color: hsl(var(--foreground));
    box-shadow: 0 8px 24px -16px hsl(var(--foreground) / 0.3);
    button { border-radius: 0; }
  `}
`;

const Tile = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--surface);
  cursor: zoom-in;
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; transition: transform 300ms ease; }
  &:hover img { transform: scale(1.04); }
  span {
    position: absolute;
    inset: auto 0 0;
    padding: 2rem 0.875rem 0.75rem;
    background: linear-gradient(transparent, rgb(0 0 0 / 0.75));
    color: #fff;
    font-weight: 600;
    text-align: left;
  }
`;

/** Pictures with filter buttons; choosing one opens the viewer on the filtered list. */
export default function Gallery({ anchor, eyebrow, heading, intro, tone, allLabel = 'All', filters, items, variant = 'tiles' }: GalleryBlock) {
  const { media } = useSite();
  const [filter, setFilter] = useState(ALL);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  // The picture the viewer was opened from; stepping through the viewer does not change it.
  const opener = useRef<number | null>(null);
  const visible = filter === ALL ? items : items.filter((item) => item.category === filter);

  const open = (index: number) => {
    opener.current = index;
    setOpenIndex(index);
  };

  const close = () => {
    const returnTo = opener.current;
    opener.current = null;
    setOpenIndex(null);
    // Focus goes back to the picture that opened the viewer (the dialog pattern), so keyboard users keep their place.
    if (returnTo !== null) requestAnimationFrame(() => tiles.current[returnTo]?.focus());
  };

  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      {filters && filters.length > 0 && (
        <Filters role="group" aria-label="Filter pictures">
          {[{ id: ALL, label: allLabel }, ...filters].map((f) => (
            <button key={f.id} type="button" aria-pressed={filter === f.id} onClick={() => setFilter(f.id)}>
              {f.label}
            </button>
          ))}
        </Filters>
      )}
      <Grid $card={variant === 'cards'}>
        {visible.map((item, index) => (
          <Item key={`${item.title}-${index}`} data-category={item.category} $card={variant === 'cards'}>
            <Tile type="button" ref={(el) => { tiles.current[index] = el; }} onClick={() => open(index)} aria-label={`Open ${item.title}`}>
              <img src={media(item.image.src)} alt={item.image.alt} width={item.image.width} height={item.image.height} loading="lazy" decoding="async" />
              {variant === 'tiles' && <span aria-hidden="true">{item.title}</span>}
            </Tile>
            {variant === 'cards' && <CardCaption item={item} />}
          </Item>
        ))}
      </Grid>
      {openIndex !== null && (
        <Suspense fallback={null}>
          <Lightbox items={visible} index={openIndex} onIndexChange={setOpenIndex} onClose={close} mediaUrl={media} />
        </Suspense>
      )}
    </Section>
  );
}

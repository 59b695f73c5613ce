import styled, { css } from 'styled-components';
import type { FeaturedBlock, GalleryItem } from '@/content/types.generated';
import { useLinkedItems } from '@/page-context/linked-items';
import { FOCUS_RING } from '@/theme/global-style';
import { below } from '@/theme/theme';
import { ClosingAction } from '@/ui/button';
import { Facts } from '@/ui/facts';
import { Section } from '@/ui/layout';
import { Picture } from '@/ui/picture';
import { Pill } from '@/ui/pill';
import { SmartLink } from '@/ui/smart-link';
import { tapTarget } from '@/ui/tap-target';
import { keepLastWordsTogether } from '@/ui/keep-words';
import pictures from './pictures';

type Look = NonNullable<FeaturedBlock['variant']>;

/**
 * Cards wrap into a grid. A strip is one row: on wider screens its pictures
 * share the page's width; on phones it runs to the screen's edges and scrolls
 * sideways, the next picture showing at the edge.
 */
const LIST_LOOKS: Record<Look, ReturnType<typeof css>> = {
  cards: css`
    display: grid;
    gap: 1.5rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  `,
  strip: css`
    display: grid;
    gap: 0.75rem;
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
    ${below.md} {
      grid-template-columns: none;
      grid-auto-flow: column;
      grid-auto-columns: 72%;
      overflow-x: auto;
      overscroll-behavior-x: contain;
      scroll-snap-type: x mandatory;
      scrollbar-width: none;
      /* From screen edge to screen edge, the first picture still lined up with the text. */
      margin-inline: -1.25rem;
      padding-inline: 1.25rem;
      scroll-padding-inline: 1.25rem;
      scroll-timeline: --strip inline;
      > li { scroll-snap-align: start; }
    }
  `,
};

/** Under a strip on phones: a track whose mark moves as the strip is scrolled, saying there is more to see. */
const Progress = styled.div<{ $count: number }>`
  display: none;
  ${below.md} {
    display: block;
    height: 4px;
    margin: 1rem auto 0;
    width: min(12rem, 60%);
    border-radius: 2px;
    background: hsl(var(--foreground) / 0.14);
    overflow: hidden;
    &::before {
      content: '';
      display: block;
      height: 100%;
      width: calc(100% / ${({ $count }) => $count});
      border-radius: inherit;
      background: hsl(var(--primary));
      animation: strip-progress linear both;
      animation-timeline: --strip;
    }
  }
  @keyframes strip-progress {
    to { transform: translateX(${({ $count }) => ($count - 1) * 100}%); }
  }
`;

/** The strip and its progress mark: the mark follows the strip's scrolling, its sibling. */
const Scroller = styled.div`
  timeline-scope: --strip;
`;

const List = styled.ul<{ $look: Look }>`
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ $look }) => LIST_LOOKS[$look]}
`;

/** The whole card is one link: the title's link stretches over it. */
const Item = styled.li<{ $look: Look }>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: var(--radius);
  background: hsl(var(--background));
  color: hsl(var(--foreground));
  --muted: hsl(var(--foreground) / 0.74);
  /* The whole card is the link's target (below); the title itself is also a full-size tap target. */
  a { ${tapTarget} color: inherit; text-decoration: none; }
  a::after { content: ''; position: absolute; inset: 0; }
  &:has(a:focus-visible) {
    outline: 3px solid ${FOCUS_RING.outer};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${FOCUS_RING.inner};
  }
  a:focus-visible { outline: none; }
  img { transition: transform 0.3s ease; }
  &:hover img { transform: scale(1.03); }
  ${({ $look }) =>
    $look === 'cards' &&
    css`
      border: 1px solid var(--border);
      box-shadow: 0 8px 24px -12px hsl(var(--foreground) / 0.18);
    `}
`;

const Photo = styled(Picture)<{ $look: Look }>`
  display: block;
  width: 100%;
  object-fit: cover;
  height: auto;
  aspect-ratio: ${({ $look }) => ($look === 'cards' ? '4 / 3' : '3 / 4')};
  ${({ $look }) => $look === 'strip' && css`border-radius: var(--radius);`}
`;

const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 1rem 1.25rem 1.25rem;
  h3 { font-size: 1.1875rem; }
`;

/** A strip's title, under its picture: a bar over the picture hid a quarter of it. */
const Caption = styled.div`
  padding: 0.625rem 0.125rem 0.25rem;
  h3 { font-size: 1.0625rem; text-wrap: balance; }
`;

function Card({ item, href, look }: { item: GalleryItem; href: string; look: Look }) {
  const title = (
    <h3>
      <SmartLink href={href}>
        {/* One run of text: in the link's flex box, a compound kept whole would be a box of its own. */}
        <span>{keepLastWordsTogether(item.title)}</span>
      </SmartLink>
    </h3>
  );
  return (
    <Item $look={look}>
      <Photo $look={look} image={item.image} sizes={pictures.sizes[look]} />
      {look === 'strip' ? (
        <Caption>{title}</Caption>
      ) : (
        <Body>
          {item.status && <Pill>{item.status}</Pill>}
          {title}
          <Facts facts={item.facts} />
        </Body>
      )}
    </Item>
  );
}

/** A few pictures written once in another page's gallery, shown here by id, each leading to that page. */
export default function Featured({
  anchor,
  eyebrow,
  heading,
  intro,
  tone,
  href,
  items,
  variant = 'cards',
  action,
}: FeaturedBlock) {
  const shown = useLinkedItems(href, items);
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      <Scroller>
        <List $look={variant}>
          {shown.map((item) => (
            <Card key={item.id} item={item} href={href} look={variant} />
          ))}
        </List>
        {variant === 'strip' && shown.length > 1 && <Progress $count={shown.length} aria-hidden="true" />}
      </Scroller>
      <ClosingAction action={action} />
    </Section>
  );
}

import styled from 'styled-components';
import type { CollectionListBlock } from '@/content/types.generated';
import { useListedEntries } from '@/page-context/listed-entries';
import { ClosingAction } from '@/ui/button';
import { EntryCards } from '@/ui/entry-cards';
import { Section } from '@/ui/layout';
import { SmartLink } from '@/ui/smart-link';
import { tapTarget } from '@/ui/tap-target';

const Compact = styled.ul`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 44rem;
  li { border-bottom: 1px solid var(--border); padding-block: 0.875rem; display: grid; gap: 0.25rem; }
  li:first-child { border-top: 1px solid var(--border); }
  a { ${tapTarget} font-weight: 600; font-size: 1.125rem; color: inherit; }
  p { color: var(--muted); margin: 0; }
`;

/**
 * Entries of a collection, picked by the block's filter, sort and limit from
 * those the content core handed the page, each leading to its own page. The
 * gallery and price-list looks are drawn by those blocks (src/render/page-renderer.tsx).
 */
export default function CollectionList(block: CollectionListBlock) {
  const { anchor, eyebrow, heading, intro, tone, variant = 'cards', action } = block;
  const entries = useListedEntries()(block);
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      {variant === 'compact' ? (
        <Compact>
          {entries.map(({ href, card }) => (
            <li key={href ?? card.title}>
              {href ? <SmartLink href={href}>{card.title}</SmartLink> : <span>{card.title}</span>}
              {card.meta && <p>{card.meta}</p>}
            </li>
          ))}
        </Compact>
      ) : (
        <EntryCards cards={entries} level="h3" />
      )}
      <ClosingAction action={action} />
    </Section>
  );
}

import styled, { css } from 'styled-components';
import type { GalleryItem } from '@/content/types.generated';
import { Facts } from '@/ui/facts';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { SmartLink } from '@/ui/smart-link';
import { tapTarget } from '@/ui/tap-target';

const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 1rem 1.125rem 1.25rem;
`;

/** The label sits above the title, so every card lines up whatever the title's length. */
const Top = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.5rem;
  h3 { font-size: 1.125rem; }
  h3 a { ${tapTarget} color: inherit; text-underline-offset: 0.2em; }
`;

/**
 * Labels of different categories must not look alike ("For Sale" beside
 * "Sold"), so each category takes the next look in the order of the filters.
 */
const STATUS_LOOKS = [
  css`background: hsl(var(--primary)); color: hsl(var(--primary-foreground)); border-color: hsl(var(--primary));`,
  css`background: transparent; color: hsl(var(--foreground)); border-color: currentColor;`,
  css`background: hsl(var(--primary) / 0.12); color: hsl(var(--foreground)); border-color: transparent;`,
];

const Status = styled.p<{ $look: number }>`
  padding: 0.15rem 0.6rem;
  border: 1.5px solid;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  white-space: nowrap;
  ${({ $look }) => STATUS_LOOKS[$look % STATUS_LOOKS.length]}
`;

/**
 * The text under a picture in a cards gallery: status, title and facts.
 * `categories` are the gallery's filter ids, which give each status its look.
 */
export function CardCaption({ item, categories }: { item: GalleryItem; categories: string[] }) {
  return (
    <Body>
      <Top>
        {item.status && <Status $look={Math.max(0, categories.indexOf(item.category ?? ''))}>{item.status}</Status>}
        <h3>
          {item.href ? (
            <SmartLink href={item.href}>{keepLastWordsTogether(item.title)}</SmartLink>
          ) : (
            keepLastWordsTogether(item.title)
          )}
        </h3>
      </Top>
      <Facts facts={item.facts} />
    </Body>
  );
}

const More = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 600;
  color: hsl(var(--primary));
`;

/** Under a picture of a look without a caption of its own: a link to the page with more about it. */
export function DetailsLink({ item }: { item: GalleryItem }) {
  if (!item.href) return null;
  return (
    <More href={item.href} aria-label={`Details of ${item.title}`}>
      Details
    </More>
  );
}

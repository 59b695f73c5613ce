import styled from 'styled-components';
import type { GalleryItem } from '@/content/types.generated';

const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 1rem 1.125rem 1.25rem;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 0.75rem;
  h3 { font-size: 1.125rem; }
`;

const Status = styled.p`
  padding: 0.2rem 0.65rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  background: hsl(var(--primary));
  color: hsl(var(--primary-foreground));
  white-space: nowrap;
`;

/** Facts in one row under a hairline, like a listing sheet. */
const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.6rem 0 0;
  border-top: 1px solid var(--border);
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  color: var(--muted);
  font-size: 0.9375rem;
`;

/** The text under a picture in a cards gallery: title, status and facts. */
export function CardCaption({ item }: { item: GalleryItem }) {
  return (
    <Body>
      <Top>
        <h3>{item.title}</h3>
        {item.status && <Status>{item.status}</Status>}
      </Top>
      {item.facts && item.facts.length > 0 && (
        <Facts aria-label="Facts">
          {item.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </Facts>
      )}
    </Body>
  );
}

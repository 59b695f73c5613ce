import styled from 'styled-components';
import type { PersonEntry } from '@/content/types.generated';
import { Card } from '@/ui/card';
import { Picture } from '@/ui/picture';
import { SmartLink } from '@/ui/smart-link';
import { tapTarget } from '@/ui/tap-target';

const Frame = styled(Card)`
  display: grid;
  grid-template-columns: 4.5rem 1fr;
  gap: 0.25rem 1rem;
  align-items: center;
  h2 { font-size: 1.125rem; }
  a { ${tapTarget} color: hsl(var(--primary)); font-weight: 600; }
  > p { grid-column: 1 / -1; margin: 0.5rem 0 0; color: var(--muted); }
`;

const Photo = styled(Picture)`
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  object-fit: cover;
  grid-row: span 2;
`;

/** Who to ask about a listing: the agent's photo, name (leading to their page, when they have one) and role, and the office's number. */
export function AgentCard({ agent, href, phone }: { agent: PersonEntry; href?: string; phone?: string }) {
  return (
    <Frame as="aside" aria-label="Listing agent">
      {agent.photo && <Photo image={agent.photo} sizes="5rem" />}
      <h2>{href ? <SmartLink href={href}>{agent.name}</SmartLink> : agent.name}</h2>
      <div>{agent.role}</div>
      {phone && (
        <p>
          Ask about this home: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </p>
      )}
    </Frame>
  );
}

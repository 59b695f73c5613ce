import styled from 'styled-components';
import type { NoticeBlock } from '@/content/types.generated';
import { ActionLink } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { Container, TONES, type Tone } from '@/ui/layout';
import { keepLastWordsTogether } from '@/ui/keep-words';

const Band = styled.section<{ $tone: Tone }>`
  padding-block: 2.5rem;
  ${({ $tone }) => TONES[$tone]}
`;

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
  padding: 1.5rem;
  border-radius: var(--radius);
  border: 2px dashed hsl(var(--primary) / 0.5);
  background: hsl(var(--primary) / 0.06);
  > svg { color: hsl(var(--primary)); flex: none; }
  div { flex: 1 1 16rem; display: grid; gap: 0.25rem; }
  h2 { font-size: 1.25rem; }
`;

/** A short highlighted note: an offer, a promise, a change of hours. */
export default function Notice({ anchor, tone = 'default', icon, title, text, action }: NoticeBlock) {
  return (
    <Band id={anchor} $tone={tone} aria-label={title}>
      <Container>
        <Box>
          {icon && <Icon name={icon} size={32} />}
          <div>
            <h2>{keepLastWordsTogether(title)}</h2>
            <p>{text}</p>
          </div>
          {action && <ActionLink action={action} />}
        </Box>
      </Container>
    </Band>
  );
}

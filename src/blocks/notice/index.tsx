import styled, { css } from 'styled-components';
import type { NoticeBlock } from '@/content/types.generated';
import { ActionLink } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { Container, TONES, type Tone } from '@/ui/layout';
import { media } from '@/theme/theme';
import { keepLastWordsTogether } from '@/ui/keep-words';

type Look = NonNullable<NoticeBlock['variant']>;

const Band = styled.section<{ $tone: Tone; $look: Look }>`
  padding-block: ${({ $look }) => ($look === 'strip' ? '0.875rem' : '2.5rem')};
  ${({ $tone }) => TONES[$tone]}
`;

const BOX_LOOKS: Record<Look, ReturnType<typeof css>> = {
  box: css`
    padding: 1.5rem;
    border-radius: var(--radius);
    border: 2px dashed hsl(var(--primary) / 0.5);
    background: hsl(var(--primary) / 0.06);
    > svg { color: hsl(var(--primary)); }
    h2 { font-size: 1.25rem; }
  `,
  /* One line on wide screens: icon, title with its sentence, the button at the end. */
  strip: css`
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    gap: 0.75rem 1rem;
    > svg { color: inherit; }
    > a { grid-column: 1 / -1; }
    ${media.md} {
      grid-template-columns: auto minmax(0, 1fr) auto;
      > a { grid-column: auto; }
    }
    div { gap: 0.125rem; }
    h2 { font-size: 1.125rem; }
    p { opacity: 0.9; }
  `,
};

const Box = styled.div<{ $look: Look }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
  > svg { flex: none; }
  /* The title stands apart from its sentence, as a card's does. */
  div { flex: 1 1 16rem; display: grid; gap: 0.5rem; }
  ${({ $look }) => BOX_LOOKS[$look]}
`;

/** A short highlighted note: an offer, a promise, a change of hours, or an urgent line across the top. */
export default function Notice({ anchor, tone = 'default', variant = 'box', icon, title, text, action }: NoticeBlock) {
  return (
    <Band id={anchor} $tone={tone} $look={variant} aria-label={title}>
      <Container>
        <Box $look={variant}>
          {icon && <Icon name={icon} size={variant === 'strip' ? 26 : 32} />}
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

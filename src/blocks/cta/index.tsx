import styled from 'styled-components';
import type { CtaBlock } from '@/content/types.generated';
import { ActionLink, ActionRow } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { Eyebrow, Lead, Section } from '@/ui/layout';
import { keepLastWordsTogether } from '@/ui/keep-words';

const Inner = styled.div`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  text-align: center;
  max-width: 44rem;
  margin-inline: auto;
`;

const Title = styled.h2`
  font-size: clamp(1.75rem, 1.2rem + 2vw, 2.5rem);
`;

/** The icon sits in a disc above the heading, on the same centre line as the text. */
const IconBadge = styled.span`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: hsl(var(--action));
  color: hsl(var(--action-foreground));
`;

/** The closing band: heading, sentence, buttons. */
export default function Cta({ anchor, eyebrow, heading, intro, tone = 'primary', icon, actions }: CtaBlock) {
  return (
    <Section anchor={anchor} tone={tone} label={heading}>
      <Inner>
        {eyebrow && <Eyebrow>{keepLastWordsTogether(eyebrow)}</Eyebrow>}
        {icon && (
          <IconBadge aria-hidden="true">
            <Icon name={icon} size={30} />
          </IconBadge>
        )}
        <Title>{keepLastWordsTogether(heading)}</Title>
        {intro && <Lead>{intro}</Lead>}
        <ActionRow $center>
          {actions.map((action, index) => (
            <ActionLink key={index} action={action} />
          ))}
        </ActionRow>
      </Inner>
    </Section>
  );
}

import styled from 'styled-components';
import type { CtaBlock } from '@/content/types.generated';
import { ActionLink, ActionRow } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { Eyebrow, Lead, Section } from '@/ui/layout';

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
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

/** The closing band: heading, sentence, buttons. */
export default function Cta({ anchor, eyebrow, heading, intro, tone = 'primary', icon, actions }: CtaBlock) {
  return (
    <Section anchor={anchor} tone={tone} label={heading}>
      <Inner>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>
          {icon && <Icon name={icon} size={32} />}
          {heading}
        </Title>
        {intro && <Lead>{intro}</Lead>}
        <ActionRow $center>
          {actions.map((action) => (
            <ActionLink key={action.label} action={action} />
          ))}
        </ActionRow>
      </Inner>
    </Section>
  );
}

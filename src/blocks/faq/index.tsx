import { useId } from 'react';
import styled from 'styled-components';
import type { FaqBlock } from '@/content/types.generated';
import { Icon } from '@/ui/icon';
import { Section } from '@/ui/layout';
import { keepLastWordsTogether } from '@/ui/keep-words';

const List = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.details`
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: hsl(var(--background));
  color: hsl(var(--foreground));
`;

/** The question: the browser's own disclosure control, styled, with the question as a heading for outline navigation. */
const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.125rem 1.25rem;
  list-style: none;
  font-weight: 650;
  font-size: 1.0625rem;
  cursor: pointer;
  &::-webkit-details-marker { display: none; }
  h3 { font-size: inherit; font-family: inherit; font-weight: inherit; }
  svg { flex: none; transition: transform 200ms ease; }
  details[open] > & svg { transform: rotate(45deg); }
`;

const Answer = styled.div`
  padding: 0 1.25rem 1.25rem;
  color: hsl(var(--foreground) / 0.8);
`;

/**
 * An accordion: one answer open at a time; choosing the open question closes it.
 * It is HTML, not script: details elements sharing a name open one at a time,
 * so it works from the first paint and without JavaScript.
 */
export default function Faq({ anchor, eyebrow, heading, intro, tone, items }: FaqBlock) {
  const group = `faq${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro} width="narrow">
      <List>
        {items.map((item, index) => (
          <Item key={index} name={group}>
            <Question>
              <h3 id={`${group}-q${index}`}>{keepLastWordsTogether(item.question)}</h3>
              <Icon name="plus" size={20} />
            </Question>
            <Answer role="region" aria-labelledby={`${group}-q${index}`}>
              {item.answer}
            </Answer>
          </Item>
        ))}
      </List>
    </Section>
  );
}

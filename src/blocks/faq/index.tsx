import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FaqBlock } from '@/content/types.generated';
import { Icon } from '@/ui/icon';
import { Section } from '@/ui/layout';

const List = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.div`
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: hsl(var(--background));
  color: hsl(var(--foreground));
`;

/** Each question is a heading for outline navigation, styled as the button inside it. */
const QuestionHeading = styled.h3`
  font-size: inherit;
  font-family: inherit;
`;

const Question = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.125rem 1.25rem;
  border: 0;
  background: none;
  text-align: left;
  font-weight: 650;
  font-size: 1.0625rem;
  cursor: pointer;
  svg { flex: none; transition: transform 200ms ease; }
  &[aria-expanded='true'] svg { transform: rotate(45deg); }
`;

const Answer = styled.div`
  padding: 0 1.25rem 1.25rem;
  color: hsl(var(--foreground) / 0.8);
`;

/** An accordion: one answer open at a time; choosing the open question closes it. */
export default function Faq({ anchor, eyebrow, heading, intro, tone, items }: FaqBlock) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro} width="narrow">
      <List>
        {items.map((item, index) => {
          const expanded = open === index;
          return (
            <Item key={item.question}>
              <QuestionHeading>
                <Question
                  type="button"
                  id={`${id}-q${index}`}
                  aria-expanded={expanded}
                  aria-controls={`${id}-a${index}`}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  {item.question}
                  <Icon name="plus" size={20} />
                </Question>
              </QuestionHeading>
              <Answer id={`${id}-a${index}`} role="region" aria-labelledby={`${id}-q${index}`} hidden={!expanded}>
                {item.answer}
              </Answer>
            </Item>
          );
        })}
      </List>
    </Section>
  );
}

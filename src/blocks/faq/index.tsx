import { useId } from 'react';
import styled from 'styled-components';
import type { FaqBlock, FaqItem } from '@/content/types.generated';
import { Icon } from '@/ui/icon';
import { Eyebrow, Lead, Section, SectionTitle } from '@/ui/layout';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { media } from '@/theme/theme';
import { splitIntoColumns } from './split';

const Stack = styled.div`
  display: grid;
  gap: 0.75rem;
  align-content: start;
`;

/**
 * Two stacks side by side on wide screens, so opening a question never moves the
 * other column. An odd question out spans both under them, so the columns end
 * level instead of one stopping a question short of the other.
 */
const Columns = styled.div`
  display: grid;
  gap: 0.75rem;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.75rem 1.5rem;
    align-items: start;
  }
`;

const AcrossBoth = styled.div`
  ${media.md} { grid-column: 1 / -1; }
`;

/** The heading in a column of its own beside the questions on wide screens. */
const Side = styled.div`
  display: grid;
  gap: 2rem;
  ${media.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); gap: 3rem; align-items: start; }
`;

const SideHeading = styled.header`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  ${media.md} { position: sticky; top: calc(var(--header-height) + 1.5rem); }
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

function Questions({ items, group, from = 0 }: { items: FaqItem[]; group: string; from?: number }) {
  return (
    <Stack>
      {items.map((item, offset) => {
        const id = `${group}-q${from + offset}`;
        return (
          <Item key={from + offset} name={group}>
            <Question>
              <h3 id={id}>{keepLastWordsTogether(item.question)}</h3>
              <Icon name="plus" size={20} />
            </Question>
            <Answer role="region" aria-labelledby={id}>
              {item.answer}
            </Answer>
          </Item>
        );
      })}
    </Stack>
  );
}

/**
 * An accordion: one answer open at a time; choosing the open question closes it.
 * It is HTML, not script: details elements sharing a name open one at a time
 * (across both columns, too), so it works from the first paint and without JavaScript.
 */
export default function Faq({ anchor, eyebrow, heading, intro, tone, items, variant = 'accordion' }: FaqBlock) {
  const group = `faq${useId().replace(/[^\w-]/g, '')}`;
  if (variant === 'side') {
    const titleId = heading ? `${group}-title` : undefined;
    return (
      <Section anchor={anchor} tone={tone} label={heading ?? 'Questions and answers'}>
        <Side>
          {(eyebrow || heading || intro) && (
            <SideHeading>
              {eyebrow && <Eyebrow>{keepLastWordsTogether(eyebrow)}</Eyebrow>}
              {heading && <SectionTitle id={titleId}>{keepLastWordsTogether(heading)}</SectionTitle>}
              {intro && <Lead>{intro}</Lead>}
            </SideHeading>
          )}
          <Questions items={items} group={group} />
        </Side>
      </Section>
    );
  }
  const { left, right, across } = splitIntoColumns(items.length);
  return (
    <Section
      anchor={anchor}
      tone={tone}
      eyebrow={eyebrow}
      heading={heading}
      intro={intro}
      width={variant === 'columns' ? 'normal' : 'narrow'}
    >
      {variant === 'columns' ? (
        <Columns>
          {left > 0 && <Questions items={items.slice(0, left)} group={group} />}
          {right > 0 && <Questions items={items.slice(left, left + right)} group={group} from={left} />}
          {across > 0 && (
            <AcrossBoth>
              <Questions items={items.slice(left + right)} group={group} from={left + right} />
            </AcrossBoth>
          )}
        </Columns>
      ) : (
        <Questions items={items} group={group} />
      )}
    </Section>
  );
}

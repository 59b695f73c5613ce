import styled from 'styled-components';
import type { StatsBlock } from '@/content/types.generated';
import { Section } from '@/ui/layout';
import { keepLastWordsTogether } from '@/ui/keep-words';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2rem 1.5rem;
  margin: 0;
  text-align: center;
  @media (min-width: 900px) {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
`;

const Value = styled.dd`
  margin: 0;
  font-family: var(--font-heading);
  font-size: clamp(2rem, 1.5rem + 2vw, 3rem);
  font-weight: var(--heading-weight);
  line-height: 1.1;
`;

const Label = styled.dt`
  color: var(--muted);
  font-weight: 500;
`;

/**
 * The term (label) follows its number on screen but comes first for screen readers.
 * Packed at the top, so the numbers of a row line up whatever their labels' lengths.
 */
const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 0.25rem;
`;

export default function Stats({ anchor, heading, tone, items }: StatsBlock) {
  return (
    <Section anchor={anchor} tone={tone} heading={heading} label="Facts and figures">
      <List>
        {items.map((item, index) => (
          <Stat key={index}>
            <Label>{keepLastWordsTogether(item.label)}</Label>
            <Value>{item.value}</Value>
          </Stat>
        ))}
      </List>
    </Section>
  );
}

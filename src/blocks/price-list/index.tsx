import styled from 'styled-components';
import type { PriceListBlock } from '@/content/types.generated';
import { ActionLink, SectionAction } from '@/ui/button';
import { Section } from '@/ui/layout';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import { keepLastWordsTogether } from '@/ui/keep-words';

const List = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0 2.5rem;
  @media (min-width: 900px) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 1rem;
  padding-block: 1rem;
  border-bottom: 1px dashed var(--border);
  strong { font-weight: 650; }
  p { grid-column: 1 / -1; color: var(--muted); font-size: 0.9375rem; }
`;

/** A name with short marks beside it ("Vegetarian"): small outlined words that wrap under it on a narrow screen. */
const Named = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
`;

const Marks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.375rem;
  span {
    padding: 0 0.45rem;
    border: 1px solid var(--border);
    border-radius: 999px;
    color: var(--muted);
    font-size: 0.75rem;
    line-height: 1.5;
    white-space: nowrap;
  }
`;

const Price = styled.span`
  font-weight: 750;
  color: hsl(var(--primary));
  white-space: nowrap;
`;

export default function PriceList({
  anchor,
  eyebrow,
  heading,
  intro,
  tone,
  columns = 2,
  items,
  action,
}: PriceListBlock) {
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      <List $columns={columns}>
        {items.map((item, index) => (
          <Row key={index}>
            {item.marks?.length ? (
              <Named>
                <strong>{keepLastWordsTogether(item.name)}</strong>
                <Marks>
                  {item.marks.map((mark) => (
                    <span key={mark}>{mark}</span>
                  ))}
                </Marks>
              </Named>
            ) : (
              <strong>{keepLastWordsTogether(item.name)}</strong>
            )}
            <Price>{item.price}</Price>
            {item.description && (
              <p>
                <KeepRangesTogether text={item.description} />
              </p>
            )}
          </Row>
        ))}
      </List>
      {action && (
        <SectionAction>
          <ActionLink action={action} />
        </SectionAction>
      )}
    </Section>
  );
}

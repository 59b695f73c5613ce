import styled from 'styled-components';
import type { LogoListBlock } from '@/content/types.generated';
import { Section } from '@/ui/layout';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 1rem 2.5rem;
  li {
    font-family: var(--font-heading);
    font-size: 1.375rem;
    font-weight: var(--heading-weight);
    letter-spacing: 0.04em;
    opacity: 0.8;
  }
`;

/** Names set as word marks: brands carried, partners, certifications. */
export default function LogoList({ anchor, eyebrow, heading, intro, tone, items }: LogoListBlock) {
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      <List>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </List>
    </Section>
  );
}

import styled from 'styled-components';
import type { LogoListBlock } from '@/content/types.generated';
import { Section } from '@/ui/layout';
import { Picture } from '@/ui/picture';
import pictures from './pictures';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 1rem 1.5rem;
  @media (min-width: 640px) { gap: 1.25rem 2.5rem; }
  li {
    font-family: var(--font-heading);
    font-size: 1.375rem;
    font-weight: var(--heading-weight);
    letter-spacing: 0.04em;
    opacity: 0.8;
  }
  /* Logo pictures get a row of their own rhythm: one height, so no brand looms over the others. */
  li:has(img) { opacity: 1; }
`;

const Logo = styled(Picture)`
  display: block;
  height: clamp(2rem, 1.5rem + 1.25vw, 2.75rem);
  width: auto;
`;

/** Brand marks in a row: a logo picture where there is one, the name set as a word mark where not. */
export default function LogoList({ anchor, eyebrow, heading, intro, tone, items }: LogoListBlock) {
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      <List>
        {items.map((item, index) =>
          typeof item === 'string' ? (
            <li key={index}>{item}</li>
          ) : (
            <li key={index}>
              <Logo image={item.image} alt={item.name} sizes={pictures.sizes.logo} />
            </li>
          ),
        )}
      </List>
    </Section>
  );
}

import styled from 'styled-components';
import type { TestimonialsBlock } from '@/content/types.generated';
import { Card, Grid } from '@/ui/card';
import { Icon } from '@/ui/icon';
import { Section } from '@/ui/layout';

const Figure = styled(Card).attrs({ as: 'figure' })`
  margin: 0;
`;

const Stars = styled.p`
  display: flex;
  gap: 0.125rem;
  color: hsl(var(--secondary));
  svg { fill: currentColor; }
`;

const Quote = styled.blockquote`
  margin: 0;
  font-size: 1.0625rem;
  flex: 1;
`;

const Author = styled.figcaption`
  display: grid;
  strong { font-weight: 700; }
  span { color: var(--muted); font-size: 0.9375rem; }
`;

function Rating({ value }: { value: number }) {
  return (
    <Stars role="img" aria-label={`Rated ${value} out of 5`}>
      {Array.from({ length: value }, (_, i) => (
        <Icon key={i} name="star" size={18} />
      ))}
    </Stars>
  );
}

export default function Testimonials({ anchor, eyebrow, heading, intro, tone, items }: TestimonialsBlock) {
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      <Grid $columns={Math.min(items.length, 3)}>
        {/* Rendered once and never reordered, so position is identity: two quotes may share an author, or have none yet in the editor. */}
        {items.map((item, index) => (
          <Figure key={index}>
            <Rating value={item.rating ?? 5} />
            <Quote>“{item.quote}”</Quote>
            <Author>
              <strong>{item.author}</strong>
              {item.business && <span>{item.business}</span>}
            </Author>
          </Figure>
        ))}
      </Grid>
    </Section>
  );
}

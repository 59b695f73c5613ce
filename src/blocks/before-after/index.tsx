import { useId } from 'react';
import styled from 'styled-components';
import type { BeforeAfterBlock, BeforeAfterPair } from '@/content/types.generated';
import { FOCUS_RING } from '@/theme/global-style';
import { ClosingAction } from '@/ui/button';
import { Grid } from '@/ui/card';
import { Section } from '@/ui/layout';
import { Picture } from '@/ui/picture';
import { TAP_SIZE } from '@/ui/tap-target';
import pictures from './pictures';

/**
 * Both pictures lie in one frame, the after picture on top. Choosing Before
 * wipes it away to the right (a radio button and CSS :has(), so it works
 * without JavaScript); once hidden it also leaves the accessibility tree.
 */
const Frame = styled.div`
  display: grid;
  overflow: hidden;
  border-radius: var(--radius);
  background: var(--surface);
  > img { grid-area: 1 / 1; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; }
  > img:last-of-type { clip-path: inset(0); transition: clip-path 0.5s ease, visibility 0s; }
  @media (prefers-reduced-motion: reduce) {
    > img:last-of-type { transition: none; }
  }
`;

const Pair = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.875rem;
  &:has(input[value='before']:checked) ${Frame} > img:last-of-type {
    clip-path: inset(0 0 0 100%);
    visibility: hidden;
    transition: clip-path 0.5s ease, visibility 0s 0.5s;
  }
  figcaption { display: grid; gap: 0.25rem; }
  h3 { font-size: 1.1875rem; }
  p { color: var(--muted); }
`;

/** Two halves of one pill; the chosen half is filled. */
const Switch = styled.fieldset`
  justify-self: center;
  display: inline-flex;
  margin: -2.25rem 0 0;
  padding: 0.25rem;
  border: 0;
  border-radius: 999px;
  background: hsl(var(--background));
  box-shadow: 0 2px 10px hsl(0 0% 0% / 0.2);
  position: relative;
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_SIZE};
    padding: 0.375rem 1.25rem;
    border-radius: 999px;
    color: hsl(var(--foreground));
    font-weight: 650;
    cursor: pointer;
  }
  input { position: absolute; inset: 0; opacity: 0; margin: 0; cursor: pointer; }
  label:has(:checked) { background: hsl(var(--primary)); color: hsl(var(--primary-foreground)); }
  label:has(:focus-visible) {
    outline: 3px solid ${FOCUS_RING.outer};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${FOCUS_RING.inner};
  }
`;

function Comparison({
  pair,
  beforeLabel,
  afterLabel,
}: {
  pair: BeforeAfterPair;
  beforeLabel: string;
  afterLabel: string;
}) {
  const name = `compare${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Pair>
      <Frame>
        <Picture image={pair.before} sizes={pictures.sizes.pair} />
        <Picture image={pair.after} sizes={pictures.sizes.pair} />
      </Frame>
      <Switch aria-label={`Show ${pair.title}`}>
        <label>
          <input type="radio" name={name} value="before" />
          {beforeLabel}
        </label>
        <label>
          <input type="radio" name={name} value="after" defaultChecked />
          {afterLabel}
        </label>
      </Switch>
      <figcaption>
        <h3>{pair.title}</h3>
        {pair.text && <p>{pair.text}</p>}
      </figcaption>
    </Pair>
  );
}

/** Pairs of pictures of the same thing before and after the work, each switched with two buttons. */
export default function BeforeAfter({
  anchor,
  eyebrow,
  heading,
  intro,
  tone,
  beforeLabel = 'Before',
  afterLabel = 'After',
  items,
  action,
}: BeforeAfterBlock) {
  return (
    <Section
      anchor={anchor}
      tone={tone}
      eyebrow={eyebrow}
      heading={heading}
      intro={intro}
      width={items.length === 1 ? 'narrow' : undefined}
    >
      <Grid $columns={items.length}>
        {items.map((pair, index) => (
          <Comparison key={index} pair={pair} beforeLabel={beforeLabel} afterLabel={afterLabel} />
        ))}
      </Grid>
      <ClosingAction action={action} />
    </Section>
  );
}

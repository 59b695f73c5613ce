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
 * Both pictures lie in one frame, the after picture on top. At first the frame
 * shows the two halves side by side, before on the left and after on the right,
 * each tagged, so a caption naming what was wrong and what was done is true of
 * what is seen. Choosing Before wipes the after picture away to the right,
 * choosing After lays it over the whole frame (radio buttons and CSS :has(), so
 * it works without JavaScript); once hidden it also leaves the accessibility tree.
 */
const Frame = styled.div`
  position: relative;
  display: grid;
  overflow: hidden;
  border-radius: var(--radius);
  background: var(--surface);
  /* The seam between the halves. */
  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 50%;
    width: 3px;
    margin-left: -1.5px;
    background: #fff;
    box-shadow: 0 0 6px hsl(0 0% 0% / 0.45);
  }
`;

/** Styled through Picture's className, so a photo (an img inside a picture element) is placed like an SVG. */
const Shot = styled(Picture)`
  grid-area: 1 / 1;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`;

const AfterShot = styled(Shot)`
  clip-path: inset(0 0 0 50%);
  transition: clip-path 0.5s ease, visibility 0s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The name of each half, on the picture itself while both halves show. */
const Tag = styled.span<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 0.75rem;
  ${({ $side }) => $side}: 0.75rem;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  background: hsl(0 0% 12%);
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 650;
  line-height: 1.4;
`;

const Pair = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.875rem;
  &:has(input:checked) ${Frame}::after, &:has(input:checked) ${Tag} { display: none; }
  &:has(input[value='after']:checked) ${AfterShot} { clip-path: inset(0); }
  &:has(input[value='before']:checked) ${AfterShot} {
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
        <Shot image={pair.before} sizes={pictures.sizes.pair} />
        <AfterShot image={pair.after} sizes={pictures.sizes.pair} />
        <Tag $side="left" aria-hidden="true">
          {beforeLabel}
        </Tag>
        <Tag $side="right" aria-hidden="true">
          {afterLabel}
        </Tag>
      </Frame>
      <Switch aria-label={`Show ${pair.title}`}>
        <label>
          <input type="radio" name={name} value="before" />
          {beforeLabel}
        </label>
        <label>
          <input type="radio" name={name} value="after" />
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

/** Pairs of pictures of the same thing before and after the work: both halves side by side at first, each whole at the press of a button. */
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

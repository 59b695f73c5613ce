import styled, { css } from 'styled-components';
import type { StatsBlock } from '@/content/types.generated';
import { Icon } from '@/ui/icon';
import { Section } from '@/ui/layout';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { media } from '@/theme/theme';

type Look = NonNullable<StatsBlock['variant']>;

/** Each look is a rule set for the list; its entries, figures and labels are styled from here. */
const LOOKS: Record<Look, ReturnType<typeof css>> = {
  band: css`
    text-align: center;
    ${media.md} { grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); }
  `,
  /* One slim row: the icon at the start of each entry, the figure beside it, divided by thin lines. */
  strip: css`
    gap: 1.25rem 1rem;
    > div { position: relative; padding-left: 3.25rem; min-height: 2.75rem; }
    dd svg {
      position: absolute;
      left: 0;
      top: 0.15rem;
      padding: 0.5rem;
      box-sizing: content-box;
      border-radius: var(--radius);
      /* The button colours of the band, which stand out on any tone. */
      background: hsl(var(--action));
      color: hsl(var(--action-foreground));
    }
    dd { font-size: clamp(1.375rem, 0.9rem + 1.5vw, 1.75rem); }
    dt { font-size: 0.9375rem; }
    ${media.md} {
      grid-auto-flow: column;
      grid-auto-columns: minmax(0, 1fr);
      grid-template-columns: none;
      > div + div { border-left: 1px solid var(--border); padding-left: 4.25rem; }
      > div + div dd svg { left: 1rem; }
    }
  `,
  /* Key figures of a report: very large numbers flush left, each under a rule, small capital labels. */
  ruled: css`
    gap: 2.5rem 2rem;
    ${media.md} { grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); }
    > div { border-top: 2px solid currentColor; padding-top: 1.25rem; gap: 0.75rem; }
    dd { font-size: clamp(2.75rem, 2rem + 3vw, 4.5rem); line-height: 1; letter-spacing: -0.01em; }
    dt { font-size: 0.75rem; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; }
  `,
  cards: css`
    gap: 1rem;
    text-align: center;
    ${media.md} { grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 1.5rem; }
    > div {
      padding: 1.75rem 1rem;
      border: 1px solid var(--border);
      border-radius: var(--radius);
      background: hsl(var(--background));
      color: hsl(var(--foreground));
      box-shadow: 0 10px 30px -18px hsl(var(--foreground) / 0.35);
    }
    dd { color: hsl(var(--primary-text)); }
    dt { color: hsl(var(--foreground) / 0.75); }
  `,
};

const List = styled.dl<{ $look: Look }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2rem 1.5rem;
  margin: 0;
  ${({ $look }) => LOOKS[$look]}
`;

const Value = styled.dd`
  margin: 0;
  font-family: var(--font-heading);
  font-size: clamp(2rem, 1.5rem + 2vw, 3rem);
  font-weight: var(--heading-weight);
  line-height: 1.1;
  /* A heading face's old-style figures rise and fall; numbers read as one row of lining ones. */
  font-variant-numeric: lining-nums;
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

/** Figures with their labels; the icon (strip look only) sits in the figure, so the list holds terms and figures alone. */
export default function Stats({ anchor, heading, tone, items, variant = 'band' }: StatsBlock) {
  return (
    <Section anchor={anchor} tone={tone} heading={heading} label="Facts and figures">
      <List $look={variant}>
        {items.map((item, index) => (
          <Stat key={index}>
            <Label>{keepLastWordsTogether(item.label)}</Label>
            <Value>
              {variant === 'strip' && item.icon && <Icon name={item.icon} size={22} />}
              {item.value}
            </Value>
          </Stat>
        ))}
      </List>
    </Section>
  );
}

import type { ReactNode } from 'react';
import styled, { css, useTheme } from 'styled-components';
import type { CardGridBlock } from '@/content/types.generated';
import { below, media } from '@/theme/theme';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { KeepRangesTogether } from '@/ui/keep-ranges';

export type Tone = NonNullable<CardGridBlock['tone']>;

export const Container = styled.div<{ $width?: 'narrow' | 'normal' | 'wide' }>`
  width: 100%;
  max-width: ${({ $width = 'normal' }) => ({ narrow: '48rem', normal: '72rem', wide: '80rem' })[$width]};
  margin-inline: auto;
  padding-inline: 1.25rem;
  ${media.md} { padding-inline: 2rem; }
`;

/** Background and text colour of each section tone. */
export const TONES: Record<Tone, ReturnType<typeof css>> = {
  default: css`background: hsl(var(--background));`,
  muted: css`background: var(--surface-ground);`,
  primary: css`
    background: hsl(var(--primary));
    color: hsl(var(--primary-foreground));
    --muted: hsl(var(--primary-foreground) / 0.95);
    --border: hsl(var(--primary-foreground) / 0.25);
    /* A brand-coloured button would vanish on a brand-coloured band. */
    --action: var(--primary-foreground);
    --action-foreground: var(--primary);
  `,
  /* A deep shade of the brand (--dark-band), so a dark band never runs into the footer, which has the plain foreground colour. */
  dark: css`
    background: var(--dark-band);
    color: hsl(var(--background));
    --action: var(--action-on-dark);
    --action-foreground: var(--action-on-dark-foreground);
    --muted: hsl(var(--background) / 0.8);
    --border: hsl(var(--background) / 0.2);
  `,
};

/** A band that follows one of its own colour: together they read as one, so the space between them is not doubled. */
const SAME_TONE_AS_BEFORE = (Object.keys(TONES) as Tone[])
  .map((tone) => `[data-tone='${tone}'] + &[data-tone='${tone}']`)
  .join(', ');

const SectionShell = styled.section<{ $tone: Tone; $flushOnPhones?: boolean }>`
  padding-block: 4rem;
  ${media.md} { padding-block: 5.5rem; }
  ${SAME_TONE_AS_BEFORE} {
    padding-top: 1rem;
    ${media.md} { padding-top: 1.5rem; }
  }
  ${({ $tone }) => TONES[$tone]}
  ${({ $flushOnPhones }) =>
    $flushOnPhones &&
    css`
      ${below.md} {
        /* Repeated class: stronger than the same-tone rule above. */
        &&&& { padding-block: 0; }
      }
    `}
`;

const Stack = styled.div`
  display: grid;
  gap: 0.75rem;
`;

/**
 * A section's eyebrow, heading and intro: centred above the section, or flush
 * with its left edge, where on wide screens the intro stands beside the
 * heading, level with its last line, over a hairline.
 */
const Header = styled.header<{ $center: boolean }>`
  max-width: 44rem;
  margin: 0 ${({ $center }) => ($center ? 'auto' : '0')} 2.5rem;
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  display: grid;
  gap: 0.75rem;
  &[data-heading-align='start']:has(> ${Stack} + p) {
    ${media.md} {
      max-width: none;
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
      column-gap: 4rem;
      align-items: end;
      padding-bottom: 1.75rem;
      border-bottom: 1px solid var(--border);
      /* A list that opens on a hairline of its own takes the place of this one, at the same distance: never two rules. */
      &:has(+ [data-opens-with-rule]) { border-bottom: 0; margin-bottom: 0; }
    }
  }
`;

/** Marks a section's content that starts on a hairline, so a heading ruled off above it leaves out its own. */
export const OPENS_WITH_RULE = { 'data-opens-with-rule': '' } as const;

export const Eyebrow = styled.p`
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-wrap: balance;
  color: inherit;
  opacity: 0.85;
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.75rem, 1.2rem + 2vw, 2.5rem);
`;

export const Lead = styled.p`
  font-size: 1.0625rem;
  color: var(--muted);
`;

export interface SectionProps {
  anchor?: string;
  tone?: Tone;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  /** Centre the heading or align it left (text beside a picture); by default as the site's theme says. */
  center?: boolean;
  width?: 'narrow' | 'normal' | 'wide';
  children: ReactNode;
  label?: string;
  /** No band of its own above and below on phones: the content is a panel that reaches the screen's edges and meets the neighbouring sections. */
  flushOnPhones?: boolean;
}

/** The frame every block sits in: background tone, anchor, heading and width. */
export function Section({
  anchor,
  tone = 'default',
  eyebrow,
  heading,
  intro,
  center,
  width,
  children,
  label,
  flushOnPhones,
}: SectionProps) {
  const titleId = anchor && heading ? `${anchor}-title` : undefined;
  const theme = useTheme();
  const centred = center ?? theme?.headings !== 'start';
  return (
    <SectionShell
      id={anchor}
      data-tone={tone}
      $tone={tone}
      $flushOnPhones={flushOnPhones}
      aria-labelledby={titleId}
      aria-label={titleId ? undefined : label}
    >
      <Container $width={width}>
        {(eyebrow || heading || intro) && (
          <Header $center={centred} data-heading-align={centred ? 'center' : 'start'}>
            {(eyebrow || heading) && (
              <Stack>
                {eyebrow && <Eyebrow>{keepLastWordsTogether(eyebrow)}</Eyebrow>}
                {heading && <SectionTitle id={titleId}>{keepLastWordsTogether(heading)}</SectionTitle>}
              </Stack>
            )}
            {intro && (
              <Lead>
                <KeepRangesTogether text={intro} />
              </Lead>
            )}
          </Header>
        )}
        {children}
      </Container>
    </SectionShell>
  );
}

import styled, { css } from 'styled-components';
import type { TextBlock } from '@/content/types.generated';
import { ActionLink, ActionRow } from '@/ui/button';
import { CheckList } from '@/ui/check-list';
import { Eyebrow, Lead, Section, SectionTitle } from '@/ui/layout';
import { Picture as Image } from '@/ui/picture';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import { media } from '@/theme/theme';
import pictures from './pictures';

type Look = NonNullable<TextBlock['variant']>;

const Frame = styled.figure`
  ${media.md} { grid-area: picture; }
  margin: 0;
`;

/**
 * Each look places the same four parts: the heading (eyebrow, heading, intro),
 * the body (paragraphs, checklist, buttons), the aside (the quote) and the picture.
 * Phones stack them in that order; wide screens lay them out in named areas.
 */
const LAYOUTS: Record<Look, ReturnType<typeof css>> = {
  beside: css`
    ${media.md} {
      grid-template-columns: 1fr 1fr;
      grid-template-rows: auto 1fr;
      grid-template-areas: 'head picture' 'body picture';
      &[data-image-left] { grid-template-areas: 'picture head' 'picture body'; }
    }
  `,
  wide: css`
    ${Frame} { order: -1; }
    ${media.md} {
      grid-template-columns: minmax(min-content, 4fr) minmax(0, 7fr);
      grid-template-rows: auto auto auto 1fr;
      grid-template-areas: 'picture picture' 'head body' 'extras body' '. body';
      column-gap: 3.5rem;
    }
  `,
  quote: css`
    ${media.md} {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
      grid-template-rows: auto auto 1fr;
      grid-template-areas: 'head aside' 'body aside' 'body picture';
      column-gap: 4rem;
    }
  `,
};

/** A story without a picture (or quote): one readable column. */
const ALONE = css`
  max-width: 48rem;
  margin-inline: auto;
  ${media.md} { grid-template-areas: 'head' 'body'; }
`;

const Layout = styled.div<{ $look: Look; $hasImage: boolean }>`
  display: grid;
  row-gap: 1.5rem;
  column-gap: 2.5rem;
  align-items: start;
  ${({ $look, $hasImage }) => ($hasImage || $look === 'quote' ? LAYOUTS[$look] : ALONE)}
`;

const Paragraphs = styled.div`
  display: grid;
  gap: 1.125rem;
`;

const Extras = styled.div`
  display: grid;
  gap: 1.125rem;
  &:empty { display: none; }
`;

const Head = styled.div`
  ${media.md} { grid-area: head; }
  display: grid;
  gap: 1.125rem;
  align-content: start;
`;

const Body = styled.div<{ $wide: boolean }>`
  ${media.md} { grid-area: body; }
  display: grid;
  gap: 1.125rem;
  align-content: start;
  ${({ $wide }) =>
    $wide &&
    css`
      /* Wide: the paragraphs run in two columns, the checklist and buttons stand under the heading. */
      ${media.md} {
        display: contents;
        ${Paragraphs} { grid-area: body; display: block; columns: 2; column-gap: 2.5rem; }
        ${Paragraphs} p { break-inside: avoid; margin-bottom: 1.125rem; }
        ${Extras} { grid-area: extras; }
      }
    `}
`;

/** The quote look's words, in the heading face, large, under a brand-coloured mark. */
const Quote = styled.figure`
  ${media.md} { grid-area: aside; }
  margin: 0;
  padding-left: 1.5rem;
  border-left: 4px solid hsl(var(--primary));
  blockquote {
    margin: 0;
    font-family: var(--font-heading);
    font-weight: var(--heading-weight);
    font-size: clamp(1.5rem, 1.1rem + 1.5vw, 2.125rem);
    line-height: 1.25;
    text-wrap: balance;
  }
  blockquote::before {
    content: '\u201C';
    display: block;
    height: 0.6em;
    font-size: 4.5em;
    line-height: 1;
    color: hsl(var(--primary));
  }
  figcaption { margin-top: 1rem; color: var(--muted); font-weight: 600; }
  figcaption::before { content: '\u2014 '; }
`;

const Picture = styled(Image)<{ $look: Look }>`
  width: 100%;
  border-radius: var(--radius);
  box-shadow: 0 24px 48px -24px hsl(var(--foreground) / 0.35);
  ${({ $look }) =>
    $look === 'wide' &&
    css`
      ${media.md} {
        aspect-ratio: 21 / 9;
        object-fit: cover;
      }
    `}
`;

/** A story: heading and paragraphs, with a picture beside or above them, or a quote beside them. */
export default function Text({
  anchor,
  eyebrow,
  heading,
  intro,
  tone,
  paragraphs,
  highlights,
  image,
  imagePosition = 'right',
  variant = 'beside',
  quote,
  actions,
}: TextBlock) {
  const titleId = anchor ? `${anchor}-title` : undefined;
  // A quote look needs its quote, and a wide one its picture; without them the story reads as beside.
  const look: Look = (variant === 'quote' && !quote) || (variant === 'wide' && !image) ? 'beside' : variant;
  return (
    <Section anchor={anchor} tone={tone} label={heading}>
      <Layout
        $look={look}
        $hasImage={Boolean(image)}
        data-look={look}
        data-image-left={imagePosition === 'left' || undefined}
      >
        <Head>
          {eyebrow && <Eyebrow>{keepLastWordsTogether(eyebrow)}</Eyebrow>}
          <SectionTitle id={titleId}>{keepLastWordsTogether(heading)}</SectionTitle>
          {intro && <Lead>{intro}</Lead>}
        </Head>
        {look === 'quote' && quote && (
          <Quote>
            <blockquote>
              <p>{keepLastWordsTogether(quote.text)}</p>
            </blockquote>
            <figcaption>{quote.cite}</figcaption>
          </Quote>
        )}
        <Body $wide={look === 'wide'}>
          <Paragraphs>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>
                <KeepRangesTogether text={paragraph} />
              </p>
            ))}
          </Paragraphs>
          <Extras>
            {highlights && highlights.length > 0 && <CheckList items={highlights} />}
            {actions && actions.length > 0 && (
              <ActionRow>
                {actions.map((action, index) => (
                  <ActionLink key={index} action={action} />
                ))}
              </ActionRow>
            )}
          </Extras>
        </Body>
        {image && (
          <Frame>
            <Picture image={image} $look={look} sizes={pictures.sizes[look === 'wide' ? 'wide' : 'picture']} />
          </Frame>
        )}
      </Layout>
    </Section>
  );
}

import styled, { css } from 'styled-components';
import type { HeroBlock, HeroStyle } from '@/content/types.generated';
import { below, media } from '@/theme/theme';
import { Eyebrow } from '@/ui/layout';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { HEADER_GROUNDS } from './tints';
import { STRIP_ASPECT, closeUp, type SubjectCrop } from './subject-crop';

/**
 * The page-header layouts that keep the words on a ground of their own and the
 * picture, where there is one, in a box of its own: solid (a brand-coloured
 * band, no picture), title (a large title on the page, the picture as a wide
 * strip under it) and tinted (centred words under a small framed picture).
 */
export type HeaderLayout = Extract<NonNullable<HeroBlock['layout']>, 'solid' | 'title' | 'tinted'>;

export const isHeaderLayout = (layout: NonNullable<HeroBlock['layout']>): layout is HeaderLayout =>
  layout === 'solid' || layout === 'title' || layout === 'tinted';

/**
 * The shape each layout's picture box asks for; a subject may make it
 * narrower or wider, but a strip never narrower than `stripAtLeast` (a tall
 * subject then fills the strip from edge to edge).
 */
export const WANTED_ASPECT = { strip: 3.2, stripAtLeast: 2.8, emblem: 1.5 } as const;

/** The header's ground, starting under a header that floats over the page. */
export function headerGround(layout: HeaderLayout, overlay: HeroStyle['overlay'], underHeader: boolean) {
  const ground = layout === 'solid' ? (overlay === 'dark' ? 'dark' : 'brand') : layout === 'tinted' ? 'tinted' : 'page';
  const top = underHeader ? 'var(--header-height)' : '0px';
  return css`
    ${HEADER_GROUNDS[ground]}
    background: linear-gradient(hsl(var(--background)) ${top}, transparent ${top}), var(--ground);
    ${layout === 'solid' && css`box-shadow: inset 0 -6px 0 var(--stripe);`}
    /* A title header with no strip under it ends on a hairline, so the first section does not run on from it. */
    ${layout === 'title' && css`&:not(:has(figure)) { box-shadow: inset 0 -1px 0 var(--border); }`}
  `;
}

/** How the words are set in each layout, inside the hero's column of words. */
export const HEADER_WORDS: Record<HeaderLayout, ReturnType<typeof css>> = {
  solid: css`
    max-width: 52rem;
  `,
  /* The sentence stands beside the title on wide screens, level with its last line. */
  title: css`
    ${media.md} {
      max-width: none;
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      column-gap: 3.5rem;
      align-items: end;
      > * { grid-column: 1 / -1; }
      > h1 { grid-column: 1; grid-row: 2; }
      > h1 + p { grid-column: 2; grid-row: 2; }
    }
  `,
  tinted: css``,
};

/** A solid band's eyebrow, as a tag. */
const Tag = styled(Eyebrow)`
  padding: 0.3rem 0.8rem;
  border: 1px solid currentColor;
  border-radius: 999px;
  opacity: 1;
`;

/** A title header's eyebrow, read as a trail: the site's name, then where the page is. */
const Trail = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.6rem;
  font-size: 0.9375rem;
  font-weight: 600;
  color: var(--muted, inherit);
  span[aria-hidden] { opacity: 0.5; }
  strong { color: hsl(var(--foreground)); font-weight: 700; }
`;

/** The eyebrow as each layout sets it: a trail, a tag, or (every other layout) a plain eyebrow. */
export function HeaderEyebrow({
  layout,
  eyebrow,
  siteName,
}: {
  layout: HeaderLayout | undefined;
  eyebrow?: string;
  siteName: string;
}) {
  if (layout === 'title')
    return (
      <Trail>
        <span>{siteName}</span>
        {eyebrow && (
          <>
            <span aria-hidden="true">/</span>
            <strong>{keepLastWordsTogether(eyebrow)}</strong>
          </>
        )}
      </Trail>
    );
  if (!eyebrow) return null;
  return layout === 'solid' ? (
    <Tag>{keepLastWordsTogether(eyebrow)}</Tag>
  ) : (
    <Eyebrow>{keepLastWordsTogether(eyebrow)}</Eyebrow>
  );
}

type Rules = ReturnType<typeof css>;

interface BoxProps {
  $aspect: number;
  $position: string;
  /** On wider screens (or everywhere, for an emblem): the picture placed so that its subject stays in view. */
  $cover?: Rules;
  /** On phones, a strip's close-up of its subject. */
  $crop?: SubjectCrop;
}

const framed = css<BoxProps>`
  position: relative;
  margin: 0;
  overflow: hidden;
  border-radius: calc(var(--radius) * 1.5);
  img { width: 100%; height: 100%; object-fit: cover; object-position: ${({ $position }) => $position}; }
`;

/** A title header's picture: a wide strip under the words, a phone's 2:1 strip closed in on the subject. */
export const Strip = styled.figure<BoxProps>`
  ${framed}
  margin-top: 2.25rem;
  ${below.md} {
    aspect-ratio: ${STRIP_ASPECT} / 1;
    ${({ $crop }) => $crop && closeUp($crop)}
  }
  ${media.md} {
    margin-top: 3rem;
    aspect-ratio: ${({ $aspect }) => $aspect};
    ${({ $cover }) => $cover}
  }
`;

/** A tinted header's small framed picture above its words. */
export const Emblem = styled.figure<BoxProps>`
  ${framed}
  height: 5.5rem;
  aspect-ratio: ${({ $aspect }) => $aspect};
  border: 4px solid hsl(var(--background));
  box-shadow: 0 12px 28px -16px hsl(var(--foreground) / 0.5);
  ${media.md} { height: 7.5rem; }
  ${({ $cover }) => $cover}
`;

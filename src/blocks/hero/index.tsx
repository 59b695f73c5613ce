import styled, { css, useTheme } from 'styled-components';
import type { HeroBlock, HeroStyle } from '@/content/types.generated';
import { DEFAULT_FOCUS, FOCUS_X, type ImageWithSources } from '@/content/picture';
import { ActionLink, ActionRow } from '@/ui/button';
import { Container } from '@/ui/layout';
import { below, media } from '@/theme/theme';
import { useSite } from '@/page-context/site-context';
import { Picture } from '@/ui/picture';
import { BAND_TINTS, PICTURE_TINTS } from './tints';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import { semiboldWidth } from '@/ui/label-width';
import { PAIRINGS } from '@/theme/fonts';
import pictures, { closeUpSizes } from './pictures';
import { boxAspect, closeUp, coverAround, cropAround, STRIP_ASPECT, type SubjectCrop } from './subject-crop';
import {
  Emblem,
  HEADER_WORDS,
  HeaderEyebrow,
  Strip,
  WANTED_ASPECT,
  headerGround,
  isHeaderLayout,
  type HeaderLayout,
} from './page-header';

type Layout = NonNullable<HeroBlock['layout']>;
type Focus = NonNullable<HeroBlock['focus']>;

const HEADING_SIZES: Record<HeroStyle['headingSize'], string> = {
  md: 'clamp(2rem, 1.5rem + 2.2vw, 2.75rem)',
  lg: 'clamp(2.25rem, 1.5rem + 3vw, 3.5rem)',
  xl: 'clamp(2.5rem, 1.4rem + 4.2vw, 4.25rem)',
};

/** How far the text may run: the theme's hero width, always inside the page's content width. */
const TEXT_WIDTHS: Record<HeroStyle['width'], string> = { narrow: '38rem', normal: '46rem', wide: '56rem' };

interface ShellProps {
  $layout: Layout;
  $overlay: HeroStyle['overlay'];
  $compact: boolean;
  /** The header floats over the page, so the hero starts under it. */
  $underHeader: boolean;
}

const Shell = styled.section<ShellProps>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: flex;
  align-items: center;
  padding-top: ${({ $underHeader }) => ($underHeader ? 'calc(var(--header-height) + 2.25rem)' : '2.75rem')};
  padding-bottom: 3rem;
  ${media.md} {
    padding-top: ${({ $underHeader, $compact }) => `calc(${$underHeader ? 'var(--header-height) + ' : ''}${$compact ? '3.5rem' : '5rem'})`};
    padding-bottom: ${({ $compact }) => ($compact ? '3.5rem' : '5rem')};
    min-height: ${({ $compact, $layout }) => ($compact ? '16rem' : $layout === 'full-bleed' ? 'min(82vh, 44rem)' : 'auto')};
  }
  ${({ $layout }) => $layout === 'band' && css`${media.md} { min-height: 15rem; }`}
  /* A full-bleed picture on a phone would lie wholly under the words, so it gets a strip of its own after them. */
  ${({ $layout }) =>
    ($layout === 'band' || $layout === 'full-bleed') &&
    css`
      ${below.md} { flex-direction: column; align-items: stretch; padding-bottom: 0; }
    `}
  ${({ $layout, $overlay, $underHeader }) =>
    $layout === 'full-bleed'
      ? css`
          background: hsl(var(--foreground));
          &::after { content: ''; position: absolute; inset: 0; z-index: -1; }
          ${PICTURE_TINTS[$overlay]}
        `
      : isHeaderLayout($layout)
        ? headerGround($layout, $overlay, $underHeader)
        : BAND_TINTS[$overlay]}
`;

/** Which part of a cropped picture stays in the frame, as an object-position. */
const focusPosition = ({ $focus }: { $focus: Focus }) => `${FOCUS_X[$focus]}% center`;

type Rules = ReturnType<typeof css>;

interface ArtProps {
  $focus: Focus;
  /** Where the whole picture lies in a phone's strip when it closes in on the subject. */
  $crop?: SubjectCrop;
  /** On wider screens: the picture placed so that its subject stays in view (coverAround). */
  $cover?: Rules;
}

/** On phones the picture's strip: tall enough to show the scene, cropped around the focus or closed in on the subject. */
const phoneStrip = ({ $crop }: ArtProps) => css`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${STRIP_ASPECT} / 1;
  max-height: 16rem;
  ${$crop && closeUp($crop)}
`;

/** A full-bleed hero's picture: behind the whole section, or on phones a strip after the words. */
const Backdrop = styled.div<ArtProps>`
  position: absolute;
  inset: 0;
  z-index: -2;
  img { width: 100%; height: 100%; object-fit: cover; object-position: ${focusPosition}; }
  ${below.md} {
    z-index: 0;
    order: 1;
    margin-top: 2.25rem;
    ${phoneStrip}
  }
  ${({ $cover }) => $cover && css`${media.md} { ${$cover} }`}
`;

const Columns = styled.div<{ $layout: Layout }>`
  display: grid;
  gap: 2.25rem;
  align-items: center;
  ${({ $layout }) => $layout === 'split' && css`${media.md} { grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); gap: 3.5rem; }`}
`;

const Content = styled.div<{ $center: boolean; $width: HeroStyle['width']; $layout: Layout }>`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  max-width: ${({ $width }) => TEXT_WIDTHS[$width]};
  ${({ $center }) => $center && css`margin-inline: auto; text-align: center; justify-items: center;`}
  /*
   * Over a whole picture the words get a frosted scrim of their own, so no detail of the art runs through them
   * (on phones the picture has its own strip, so the words need none).
   */
  ${({ $layout }) =>
    $layout === 'full-bleed' &&
    css`
      ${media.md} {
        padding: 2rem 2.25rem;
        border-radius: calc(var(--radius) * 1.5);
        background: var(--scrim);
        backdrop-filter: blur(14px) saturate(0.8);
      }
    `}
  /* In a band the words keep to their side; the picture has the other. */
  ${({ $layout }) => $layout === 'band' && css`${media.md} { max-width: min(56%, 40rem); }`}
  ${({ $layout }) => isHeaderLayout($layout) && HEADER_WORDS[$layout]}
`;

const Title = styled.h1<{ $size: HeroStyle['headingSize'] }>`
  font-size: ${({ $size }) => HEADING_SIZES[$size]};
  letter-spacing: -0.02em;
`;

const Text = styled.p`
  font-size: clamp(1.0625rem, 1rem + 0.4vw, 1.25rem);
  opacity: 0.92;
  max-width: 38rem;
`;

/** The badges' box: its width decides their arrangement, whatever the hero's layout. */
const BadgeBox = styled.div`
  justify-self: stretch;
  container: badges / inline-size;
`;

/** A pill's type size, and what it adds to its words: padding, border and the gap to the next one, in rem. */
const PILL = { fontSize: 0.875, padding: 1.6, border: 0.125, gap: 0.75 };

/** A quarter rem to spare, for the pixels the browser rounds each pill to. */
const ROUNDING = 0.25;

/**
 * How wide a row of these badges runs as pills, in rem: their words measured
 * in the site's own text face (its advance widths, read from the font files),
 * plus each pill's padding, border and gap.
 */
function badgeRowWidth(badges: string[], family: string | undefined): number {
  const words = badges.reduce((sum, badge) => sum + semiboldWidth(badge, family) * PILL.fontSize, 0);
  return words + badges.length * (PILL.padding + PILL.border) + (badges.length - 1) * PILL.gap;
}

/** On a narrow screen the badges share one row of equal cells, or two even rows when there are four. */
const compactColumns = (count: number) => (count > 3 ? Math.ceil(count / 2) : count);

/**
 * Badges stand as pills in one row where the whole row fits. Where it does
 * not, they become a row of equal cells whose words may take two or three
 * lines: never a column of pills, never a lone badge under a full row.
 */
const Badges = styled.ul<{ $center: boolean; $row: number; $columns: number; $wrap: boolean }>`
  /* Equal cells, save where a word or a range such as "10-40" needs more (flex, not grid: see below). */
  display: flex;
  /* One row shrinks its cells down to their words; only four badges make two rows. */
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    flex: 1 1 ${({ $columns }) => `calc(${100 / $columns}% - 0.5rem)`};
    min-width: min-content;
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 0.5rem;
    /* A quiet tint, not an outline: a cell as wide as a button must not read as one. */
    border: 1px solid transparent;
    border-radius: min(var(--radius), 0.75rem);
    background: color-mix(in srgb, currentColor 9%, transparent);
    font-size: 0.8125rem;
    font-weight: 600;
    line-height: 1.3;
    text-align: center;
    text-wrap: balance;
  }
  /* Pills in a row once the whole row fits (no grid on either side of this query: it made Chromium's layout crash). */
  @container badges (min-width: ${({ $row }) => Math.ceil(($row + ROUNDING) * 10) / 10}rem) {
    justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
    gap: ${PILL.gap}rem;
    li {
      flex: 0 0 auto;
      padding: 0.3rem ${PILL.padding / 2}rem;
      border-color: currentColor;
      border-radius: 999px;
      background: none;
      font-size: ${PILL.fontSize}rem;
      white-space: nowrap;
    }
  }
`;

/** How far in from the left a band's zone is cut at its top, in percent: its foot starts at the left edge. */
const ZONE_SLANT = 18;

/** The middle of what a band's zone shows, past the slant at half its height: where its subject's middle goes. */
const ZONE_MIDDLE = 50 + ZONE_SLANT / 4;

/**
 * A band's picture zone: a strip under the text on phones; on wider screens the
 * band's end, cut on a slant, from under the header to the band's foot.
 */
const ArtZone = styled.div<ArtProps & { $underHeader: boolean }>`
  margin-top: 2.25rem;
  img { width: 100%; height: 100%; object-fit: cover; object-position: ${focusPosition}; }
  ${below.md} {
    ${phoneStrip}
  }
  ${media.md} {
    position: absolute;
    inset: ${({ $underHeader }) => ($underHeader ? 'var(--header-height)' : '0')} 0 0 auto;
    width: 40%;
    margin: 0;
    clip-path: polygon(${ZONE_SLANT}% 0, 100% 0, 100% 100%, 0 100%);
    ${({ $cover }) => $cover}
  }
`;

/** Split and centred heroes show the picture whole-ish in a frame, never behind the text. */
const Frame = styled.figure<{ $layout: Layout; $focus: Focus; $cover?: Rules }>`
  position: relative;
  margin: 0;
  overflow: hidden;
  border-radius: calc(var(--radius) * 1.5);
  box-shadow: 0 24px 48px -24px rgb(0 0 0 / 0.45);
  aspect-ratio: 16 / 10;
  ${({ $layout }) => ($layout === 'split' ? css`${media.md} { aspect-ratio: 5 / 4; }` : css`${media.md} { aspect-ratio: 21 / 8; }`)}
  img { width: 100%; height: 100%; object-fit: cover; object-position: ${focusPosition}; }
  ${({ $cover }) => $cover}
`;

/** A picture's width over its height, when its size is known. */
function aspectOf(image: ImageWithSources): number | undefined {
  const width = image.width ?? image.sources?.width;
  const height = image.height ?? image.sources?.height;
  return width && height ? width / height : undefined;
}

export default function Hero({
  anchor,
  eyebrow,
  heading,
  text,
  actions,
  badges,
  image,
  size = 'full',
  layout = 'full-bleed',
  focus = DEFAULT_FOCUS,
  subject,
}: HeroBlock) {
  const theme = useTheme();
  const { site } = useSite();
  const style = theme.hero;
  const compact = size === 'compact';
  // A split hero's text always starts at the content edge; a centred one is always centred.
  const center = layout === 'centered' || layout === 'tinted' || (layout === 'full-bleed' && style.align === 'center');
  const header: HeaderLayout | undefined = isHeaderLayout(layout) ? layout : undefined;
  // Beside a picture the column is half as wide, so the largest size would wrap word by word; a header
  // whose title has the width to itself sets it large.
  const headingSize =
    header === 'solid' || header === 'title'
      ? 'lg'
      : compact
        ? 'md'
        : layout === 'split' && style.headingSize === 'xl'
          ? 'lg'
          : style.headingSize;
  const aspect = image && aspectOf(image);
  // With a subject, a phone's strip closes in on it, and wider boxes keep it in view; without, `focus` decides.
  const crop = subject && aspect ? cropAround(subject, aspect) : undefined;
  const cover = (anchor?: number) => (subject && aspect ? coverAround(subject, aspect, anchor) : undefined);
  // On phones a cropped picture is shown as many times wider than the screen as it is enlarged.
  const sizes = (view: keyof typeof pictures.sizes) =>
    crop ? closeUpSizes(view, `${Math.ceil(crop.width)}vw`) : pictures.sizes[view];
  // A title header's strip runs the content's whole width; every other picture box, half of it at most.
  const picture = image && (
    <Picture image={image} alt="" sizes={sizes(header === 'title' ? 'fullBleed' : 'split')} priority />
  );
  // A strip or an emblem takes the shape nearest its own that keeps the subject whole.
  const boxOf = (wanted: number, atLeast = 0) => ({
    $aspect: Math.max(subject && aspect ? boxAspect(subject, aspect, wanted) : wanted, atLeast),
    $position: focusPosition({ $focus: focus }),
    $cover: cover(),
  });
  return (
    <Shell
      id={anchor}
      data-text-side={center ? 'center' : 'start'}
      data-size={size}
      $layout={layout}
      $overlay={style.overlay}
      $compact={compact}
      $underHeader={Boolean(site.header.overlay)}
    >
      {layout === 'full-bleed' && image && (
        <Backdrop $focus={focus} $crop={crop} $cover={cover()}>
          <Picture image={image} alt="" sizes={sizes('fullBleed')} priority />
        </Backdrop>
      )}
      <Container>
        <Columns $layout={layout}>
          <Content $center={center} $width={style.width} $layout={layout}>
            {header === 'tinted' && image && <Emblem {...boxOf(WANTED_ASPECT.emblem)}>{picture}</Emblem>}
            <HeaderEyebrow layout={header} eyebrow={eyebrow} siteName={site.name} />
            <Title $size={headingSize}>{keepLastWordsTogether(heading)}</Title>
            {text && (
              <Text>
                <KeepRangesTogether text={text} />
              </Text>
            )}
            {actions && actions.length > 0 && (
              <ActionRow $center={center}>
                {actions.map((action, index) => (
                  <ActionLink key={index} action={action} />
                ))}
              </ActionRow>
            )}
            {badges && badges.length > 0 && (
              <BadgeBox>
                <Badges
                  aria-label="Highlights"
                  $center={center}
                  $row={badgeRowWidth(badges, theme.fonts && PAIRINGS[theme.fonts].body.family)}
                  $columns={compactColumns(badges.length)}
                  $wrap={compactColumns(badges.length) < badges.length}
                >
                  {badges.map((badge, index) => (
                    <li key={index}>
                      {/* One box for the words, so the cell's centring never splits them apart. */}
                      <span>
                        <KeepRangesTogether text={badge} />
                      </span>
                    </li>
                  ))}
                </Badges>
              </BadgeBox>
            )}
          </Content>
          {(layout === 'split' || layout === 'centered') && picture && (
            <Frame $layout={layout} $focus={focus} $cover={cover()}>
              {picture}
            </Frame>
          )}
        </Columns>
        {header === 'title' && picture && (
          <Strip {...boxOf(WANTED_ASPECT.strip, WANTED_ASPECT.stripAtLeast)} $crop={crop}>
            {picture}
          </Strip>
        )}
      </Container>
      {layout === 'band' && picture && (
        <ArtZone $focus={focus} $crop={crop} $cover={cover(ZONE_MIDDLE)} $underHeader={Boolean(site.header.overlay)}>
          {picture}
        </ArtZone>
      )}
    </Shell>
  );
}

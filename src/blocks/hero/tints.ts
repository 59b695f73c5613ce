import { css } from 'styled-components';
import type { HeroStyle } from '@/content/types.generated';
import { below } from '@/theme/theme';

type Tint = ReturnType<typeof css>;

/** Light text on a strong background needs the brand button turned around. */
const invertedActions = css`
  --action: var(--primary-foreground);
  --action-foreground: var(--primary);
`;

/**
 * Full-bleed: how each overlay tints the picture behind the text (the ::after
 * layer), and the text colour that stays readable on it. On phones the text
 * spans the whole picture, so every overlay becomes an even scrim there.
 */
export const PICTURE_TINTS: Record<HeroStyle['overlay'], Tint> = {
  dark: css`
    color: #fff;
    --scrim: rgb(0 0 0 / 0.5);
    --action: var(--action-on-dark);
    --action-foreground: var(--action-on-dark-foreground);
    &::after { background: linear-gradient(180deg, rgb(0 0 0 / 0.3), rgb(0 0 0 / 0.5)); }
    /* The words carry their own scrim, so the picture only needs dimming enough to sit back. */
    &[data-text-side='start']::after {
      background: linear-gradient(90deg, rgb(0 0 0 / 0.7) 0%, rgb(0 0 0 / 0.55) 60%, rgb(0 0 0 / 0.25) 100%);
    }
    &[data-size='compact'][data-text-side='center']::after { background: rgb(0 0 0 / 0.84); }
    ${below.md} {
      &&::after { background: rgb(0 0 0 / 0.45); }
      &&[data-size='compact']::after { background: rgb(0 0 0 / 0.84); }
    }
  `,
  brand: css`
    color: hsl(var(--primary-foreground));
    ${invertedActions}
    --scrim: hsl(var(--primary) / 0.6);
    &::after { background: linear-gradient(135deg, hsl(var(--primary) / 0.9), hsl(var(--secondary) / 0.85)); }
  `,
  gradient: css`
    color: hsl(var(--foreground));
    --scrim: hsl(var(--background) / 0.7);
    &::after {
      background: linear-gradient(100deg, hsl(var(--background) / 0.97) 0%, hsl(var(--background) / 0.9) 45%, hsl(var(--background) / 0.45) 100%);
    }
    ${below.md} {
      &::after { background: linear-gradient(180deg, hsl(var(--background) / 0.9), hsl(var(--background) / 0.84)); }
    }
  `,
  light: css`
    color: hsl(var(--foreground));
    --scrim: hsl(var(--background) / 0.7);
    &::after { background: hsl(var(--background) / 0.86); }
  `,
};

/** Split and centred heroes keep the picture whole, so the overlay only sets the band's colours. */
export const BAND_TINTS: Record<HeroStyle['overlay'], Tint> = {
  dark: css`
    color: hsl(var(--background));
    --action: var(--action-on-dark);
    --action-foreground: var(--action-on-dark-foreground);
    background: radial-gradient(120% 90% at 85% 10%, hsl(var(--primary) / 0.28), transparent 60%), hsl(var(--foreground));
    --muted: hsl(var(--background) / 0.8);
  `,
  brand: css`
    color: hsl(var(--primary-foreground));
    background: linear-gradient(135deg, hsl(var(--primary)), hsl(var(--secondary)));
    ${invertedActions}
  `,
  gradient: css`
    color: hsl(var(--foreground));
    background: linear-gradient(160deg, hsl(var(--background)) 20%, hsl(var(--primary) / 0.12) 100%), hsl(var(--background));
  `,
  light: css`
    color: hsl(var(--foreground));
    background: var(--surface-ground);
  `,
};

/**
 * A page header's ground where it has no picture behind it: a solid band of
 * the brand colour (of the dark text colour where the theme's overlay is
 * dark), with a stripe of the other accent at its foot; a tinted band; or the
 * page's own background. Under a header that floats over the page, the ground
 * starts below the header, so the header's words keep the page's colours.
 */
export const HEADER_GROUNDS = {
  brand: css`
    color: hsl(var(--primary-foreground));
    --ground: hsl(var(--primary));
    --stripe: hsl(var(--secondary));
    ${invertedActions}
  `,
  dark: css`
    color: hsl(var(--background));
    --ground: hsl(var(--foreground));
    --stripe: hsl(var(--primary));
    --action: var(--action-on-dark);
    --action-foreground: var(--action-on-dark-foreground);
    --muted: hsl(var(--background) / 0.8);
  `,
  tinted: css`
    color: hsl(var(--foreground));
    --ground: color-mix(in srgb, hsl(var(--primary)) 9%, hsl(var(--background)));
  `,
  page: css`
    color: hsl(var(--foreground));
    --ground: hsl(var(--background));
  `,
} satisfies Record<string, Tint>;

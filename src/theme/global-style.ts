import { createGlobalStyle } from 'styled-components';
import { actionOn, darkBand, readableAccent } from './contrast';
import { fontFaces, fontStacks } from './fonts';
import { RADII } from './theme';

/** The focus ring's two tones. */
export const FOCUS_RING = { inner: 'hsl(0 0% 100%)', outer: 'hsl(222 47% 11%)' } as const;

/**
 * Colours become CSS variables holding "H S% L%" triplets, so every component
 * writes hsl(var(--primary)) or hsl(var(--primary) / 0.1) and one set of
 * component styles serves every site.
 */
export const GlobalStyle = createGlobalStyle<{ $preview?: boolean }>`
  ${({ theme, $preview }) => fontFaces(theme, $preview ? 'preview' : 'page')}

  :root {
    --primary: ${({ theme }) => theme.colors.primary};
    --primary-foreground: ${({ theme }) => theme.colors.primaryForeground};
    --secondary: ${({ theme }) => theme.colors.secondary};
    --foreground: ${({ theme }) => theme.colors.foreground};
    --background: ${({ theme }) => theme.colors.background};
    /* The brand colour where it is text (the active navigation item): always readable. */
    --primary-text: ${({ theme }) => readableAccent(theme.colors.primary, theme.colors.background)};
    --action: var(--primary);
    --action-foreground: var(--primary-foreground);
    /* The filled button on dark bands (the foreground colour as ground): always 3:1 against it. */
    --action-on-dark: ${({ theme }) => actionOn(theme.colors.primary, theme.colors.primaryForeground, theme.colors.foreground).fill};
    --action-on-dark-foreground: ${({ theme }) => actionOn(theme.colors.primary, theme.colors.primaryForeground, theme.colors.foreground).label};
    /* A dark band's ground: a deep shade of the brand, told apart from the footer (src/theme/contrast.ts). */
    --dark-band: ${({ theme }) => {
      const band = darkBand(theme.colors.primary, theme.colors.foreground, theme.colors.background);
      return band ? `hsl(${band})` : 'color-mix(in oklab, hsl(var(--foreground)) 84%, white)';
    }};
    --muted: hsl(var(--foreground) / 0.74);
    --surface: hsl(var(--primary) / 0.05);
    /*
     * The same tint made solid, for grounds as wide as the page (a muted band, a light hero): a see-through
     * ground is blended tile by tile when drawn and comes out a shade apart between tiles, showing ghost boxes.
     */
    --surface-ground: color-mix(in srgb, hsl(var(--primary)) 5%, hsl(var(--background)));
    --border: hsl(var(--foreground) / 0.12);
    --radius: ${({ theme }) => RADII[theme.corners ?? 'soft']};
    --font-body: ${({ theme }) => fontStacks(theme).body};
    --font-heading: ${({ theme }) => fontStacks(theme).heading};
    --heading-weight: ${({ theme }) => fontStacks(theme).headingWeight};
    --header-height: 4.25rem;
    color-scheme: light;
  }

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: var(--font-body);
    font-size: 1rem;
    line-height: 1.6;
    color: hsl(var(--foreground));
    background: hsl(var(--background));
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    font-family: var(--font-heading);
    font-weight: var(--heading-weight);
    line-height: 1.15;
    margin: 0;
    text-wrap: balance;
  }

  /* Paragraphs and list items never end on one word alone when a better break exists (browsers without it wrap as before). */
  p { margin: 0; }
  p, li, dd { text-wrap: pretty; }
  dt, figcaption, label { text-wrap: balance; }
  img, svg { display: block; max-width: 100%; }
  img { height: auto; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; color: inherit; }

  /*
   * One focus ring for everything, in two tones: a light ring against the
   * element and a dark one outside it, so one of them stands out on any
   * background (dark banners and footers, brand-coloured buttons, white pages).
   * It overrides components' own outlines and shadows while focused, hence !important.
   */
  :focus-visible {
    outline: 3px solid ${FOCUS_RING.outer} !important;
    outline-offset: 2px !important;
    box-shadow: 0 0 0 2px ${FOCUS_RING.inner} !important;
  }

  [id] { scroll-margin-top: calc(var(--header-height) + 1rem); }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; }
  }
`;

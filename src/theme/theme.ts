import type { Theme } from '@/content/types.generated';

/** System font stacks only: no font is downloaded from anywhere. */
export const FONT_STACKS = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Nunito", "Varela Round", system-ui, sans-serif',
} as const;

export const RADII = { sharp: '2px', soft: '10px', round: '18px' } as const;

/** Widths shared by every layout (breakpoints in px). */
export const BREAKPOINTS = { sm: 640, md: 900, lg: 1200 } as const;
export const media = {
  sm: `@media (min-width: ${BREAKPOINTS.sm}px)`,
  md: `@media (min-width: ${BREAKPOINTS.md}px)`,
  lg: `@media (min-width: ${BREAKPOINTS.lg}px)`,
} as const;
/** Up to a breakpoint, for what only narrower screens do. */
export const below = {
  sm: `@media (max-width: ${BREAKPOINTS.sm - 1}px)`,
  md: `@media (max-width: ${BREAKPOINTS.md - 1}px)`,
} as const;

/** The styled-components theme is the site's theme document as written. */
export type SiteTheme = Theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- styled-components is typed by merging into this interface
  export interface DefaultTheme extends SiteTheme {}
}

import { parseHsl } from '@/content/color';
import type { ThemeColors } from '@/content/types.generated';
import { hslToRgb, readableAccent } from './contrast';

const hex = (triplet: string) => {
  const hsl = parseHsl(triplet);
  const rgb = hsl ? hslToRgb(hsl) : ([0, 0, 0] as const);
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
};

/**
 * A share picture's colours as "#rrggbb", for a renderer that reads no theme:
 * the ground is the brand colour, made just dark (or light) enough for the
 * brand's own text colour to read on it at WCAG's 4.5:1, the way the site's
 * buttons read; a stripe in the second brand colour.
 */
export function shareColours(colors: ThemeColors): { ground: string; text: string; stripe: string } {
  return {
    ground: hex(readableAccent(colors.primary, colors.primaryForeground, 0)),
    text: hex(colors.primaryForeground),
    stripe: hex(colors.secondary),
  };
}

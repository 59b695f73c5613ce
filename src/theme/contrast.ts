import { parseHsl, type Hsl } from '@/content/color';

/** Red, green and blue from 0 to 255. */
export type Rgb = readonly [number, number, number];

/** WCAG's minimum contrast for body-size text. */
export const TEXT_CONTRAST = 4.5;

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => 255 * (light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return [channel(0), channel(8), channel(4)];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `top` painted at `opacity` over `bottom`. */
export function blend(top: Rgb, bottom: Rgb, opacity: number): Rgb {
  return [0, 1, 2].map((i) => top[i] * opacity + bottom[i] * (1 - opacity)) as unknown as Rgb;
}

/**
 * The brand colour as text: the theme's primary where it is readable on the
 * background (and on the light tint of itself that highlights the active
 * navigation item), otherwise the same hue made darker (or, on a dark
 * background, lighter) just until it is. Returned as an "H S% L%" triplet.
 */
export function readableAccent(primary: string, background: string, tint = 0.1): string {
  const accent = parseHsl(primary);
  const ground = parseHsl(background);
  if (!accent || !ground) return primary;
  const groundRgb = hslToRgb(ground);
  const tinted = blend(hslToRgb(accent), groundRgb, tint);
  const readable = (l: number) => {
    const rgb = hslToRgb({ ...accent, l });
    return Math.min(contrastRatio(rgb, groundRgb), contrastRatio(rgb, tinted)) >= TEXT_CONTRAST;
  };
  const step = relativeLuminance(groundRgb) > 0.18 ? -1 : 1;
  let l = accent.l;
  while (!readable(l) && l + step >= 0 && l + step <= 100) l += step;
  return `${accent.h} ${accent.s}% ${l}%`;
}

/** WCAG 1.4.11: the least contrast a control's shape needs against what surrounds it. */
const CONTROL_CONTRAST = 3;

/**
 * The filled button's colours on a given ground, as "H S% L%" triplets: the
 * brand colour where its fill stands out from the ground by 3:1, otherwise the
 * brand's foreground colour (white on most themes) with the brand colour as
 * its label, so a primary button never melts into a band of its own hue.
 */
export function actionOn(primary: string, primaryForeground: string, ground: string): { fill: string; label: string } {
  const [fill, label, base] = [primary, primaryForeground, ground].map(parseHsl);
  if (!fill || !label || !base) return { fill: primary, label: primaryForeground };
  return contrastRatio(hslToRgb(fill), hslToRgb(base)) >= CONTROL_CONTRAST
    ? { fill: primary, label: primaryForeground }
    : { fill: primaryForeground, label: primary };
}

/** How far a dark band stands from the footer's ground (the foreground colour), and from its own light text. */
const BAND_FROM_FOOTER = 1.8;
/** Below this saturation a deep shade reads as grey, which on a dark footer reads as the footer. */
const LEAST_BAND_SATURATION = 40;

/**
 * The ground of a dark band, as an "H S% L%" triplet: a deep shade of the
 * brand's hue, never grey, as light as it must be to stand apart from the
 * footer (the foreground colour) by 1.8:1 and as dark as it may be for the
 * background colour to stay readable on it (4.5:1). A slate band on a
 * near-black footer read as one block; a deep navy or wine one does not.
 */
export function darkBand(primary: string, foreground: string, background: string): string | undefined {
  const [brand, footer, text] = [primary, foreground, background].map(parseHsl);
  if (!brand || !footer || !text) return undefined;
  const [footerRgb, textRgb] = [hslToRgb(footer), hslToRgb(text)];
  const s = Math.max(brand.s, LEAST_BAND_SATURATION);
  for (let l = footer.l; l <= 60; l += 1) {
    const rgb = hslToRgb({ h: brand.h, s, l });
    if (contrastRatio(rgb, textRgb) < TEXT_CONTRAST) break;
    if (contrastRatio(rgb, footerRgb) >= BAND_FROM_FOOTER) return `${brand.h} ${s}% ${l}%`;
  }
  return undefined;
}

/**
 * Text of colour `text` on a ground of colour `ground` (both "H S% L%"): how
 * readable it is (WCAG's ratio), and where it falls short of 4.5:1, the
 * nearest ground of the same hue and strength that reaches it, made darker
 * under light text or lighter under dark text (undefined when none does).
 */
export function textOnGround(text: string, ground: string): { ratio: number; nearest?: string } | undefined {
  const [words, base] = [text, ground].map(parseHsl);
  if (!words || !base) return undefined;
  const wordsRgb = hslToRgb(words);
  const ratioAt = (l: number) => contrastRatio(wordsRgb, hslToRgb({ ...base, l }));
  const ratio = ratioAt(base.l);
  if (ratio >= TEXT_CONTRAST) return { ratio };
  const step = relativeLuminance(wordsRgb) > 0.18 ? -1 : 1;
  for (let l = base.l + step; l >= 0 && l <= 100; l += step)
    if (ratioAt(l) >= TEXT_CONTRAST) return { ratio, nearest: `${base.h} ${base.s}% ${l}%` };
  return { ratio };
}

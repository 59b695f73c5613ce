import { describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { parseHsl } from '../../src/content/color.ts';
import { blend, contrastRatio, darkBand, hslToRgb, readableAccent, TEXT_CONTRAST } from '../../src/theme/contrast.ts';

const rgb = (hsl: string) => hslToRgb(parseHsl(hsl)!);
const rounded = (hsl: string) => rgb(hsl).map(Math.round);

describe('colour maths', () => {
  it('turns HSL into RGB', () => {
    expect(rounded('0 0% 100%')).toEqual([255, 255, 255]);
    expect(rounded('0 100% 50%')).toEqual([255, 0, 0]);
    expect(rounded('240 100% 25%')).toEqual([0, 0, 128]);
    expect(rounded('168 70% 28%')).toEqual([21, 121, 101]);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio(rgb('0 0% 0%'), rgb('0 0% 100%'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('0 0% 50%'), rgb('0 0% 50%'))).toBeCloseTo(1, 5);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });
});

describe('readableAccent', () => {
  /** The worse contrast of `accent` on the page and on the page tinted with the brand colour (as the highlight is). */
  const readableOn = (accent: string, background: string, brand = accent) => {
    const ground = rgb(background);
    const tint = blend(rgb(brand), ground, 0.1);
    return Math.min(contrastRatio(rgb(accent), ground), contrastRatio(rgb(accent), tint));
  };

  it('keeps a brand colour that is already readable', () => {
    expect(readableAccent('222 47% 11%', '0 0% 100%')).toBe('222 47% 11%');
  });

  it('darkens a light brand colour on a light page, keeping its hue and saturation', () => {
    const result = readableAccent('50 100% 60%', '0 0% 100%');
    const [h, s, l] = result.split(' ');
    expect([h, s]).toEqual(['50', '100%']);
    expect(parseFloat(l)).toBeLessThan(60);
    expect(readableOn('50 100% 60%', '0 0% 100%')).toBeLessThan(TEXT_CONTRAST);
    expect(readableOn(result, '0 0% 100%', '50 100% 60%')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('lightens a dark brand colour on a dark page', () => {
    const result = readableAccent('220 60% 30%', '220 30% 8%');
    expect(parseFloat(result.split(' ')[2])).toBeGreaterThan(30);
    expect(readableOn(result, '220 30% 8%', '220 60% 30%')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('leaves a colour it cannot read alone', () => {
    expect(readableAccent('not a colour', '0 0% 100%')).toBe('not a colour');
  });

  it.each(loadContent().sites.map(({ site }) => [site.name, site.theme.colors] as const))(
    'gives %s an active navigation colour readable on its page and on the highlight',
    (_, colors) => {
      expect(
        readableOn(readableAccent(colors.primary, colors.background), colors.background, colors.primary),
      ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );
});

describe('darkBand', () => {
  it('is a deep shade of the brand, 1.8:1 apart from the footer and dark enough for light text', () => {
    const footer = '215 30% 14%';
    const band = darkBand('215 55% 25%', footer, '0 0% 100%')!;
    const [bandRgb, footerRgb] = [band, footer].map((hsl) => hslToRgb(parseHsl(hsl)!));
    expect(band.startsWith('215 ')).toBe(true);
    expect(contrastRatio(bandRgb, footerRgb)).toBeGreaterThanOrEqual(1.8);
    expect(contrastRatio(bandRgb, [255, 255, 255])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('never draws a grey band, even for a grey brand', () => {
    expect(parseHsl(darkBand('0 0% 30%', '0 0% 10%', '0 0% 100%')!)!.s).toBeGreaterThanOrEqual(40);
  });
});

import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

type Metrics = Parameters<typeof createFontStack>[0][number];

/** Liberation Sans and Serif share Arial's and Times New Roman's metrics; Linux has them instead. */
const liberation = (metrics: FontMetrics, name: string): Metrics => ({
  ...metrics,
  familyName: name,
  fullName: name,
  postscriptName: name.replace(' ', ''),
});

const SANS: Metrics[] = [arial, roboto, liberation(arial, 'Liberation Sans')];
const SERIF: Metrics[] = [timesNewRoman, liberation(timesNewRoman, 'Liberation Serif')];

/**
 * A local font resized to the web font's proportions (capsize's size-adjust and
 * ascent/descent overrides), so text laid out before the web font arrives
 * takes the same room and barely moves when the font swaps in.
 */
export function fallbackStack(metrics: FontMetrics, serif: boolean): { family: string; faces: string } {
  const { fontFamily, fontFaces } = createFontStack([metrics, ...(serif ? SERIF : SANS)]);
  // Family names go in quotes: "Source Sans 3" would otherwise be read as a name and a number.
  return { family: fontFamily.replace(/^[^,"]+/, (name) => `"${name.trim()}"`), faces: fontFaces };
}

/**
 * Text never sits on a busy part of a picture. On every route at both widths,
 * every line of text whose box lies over a picture is found; the text is then
 * hidden (colour transparent, so the boxes stay where they are), the page is
 * captured whole, and the detail left under each line is measured as the mean
 * difference in luminance between neighbouring pixels. A flat band, a real
 * scrim or a calm area of the picture measures near zero; roofs, sofas and
 * sparkles seen through a light tint measure far more.
 */
import sharp from 'sharp';
import { expect } from '../fixtures.ts';
import type { PageCheck } from './check.ts';

/** Mean neighbour-to-neighbour luminance step (0 to 255) above which the ground under text is busy. */
const MAX_DETAIL = 1;

interface TextOverArt {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Runs in the page: the line boxes of text that overlap a picture, in page coordinates. */
async function textOverPictures(): Promise<TextOverArt[]> {
  const pictures = [...document.querySelectorAll('img')].filter(
    (img) => img.getBoundingClientRect().width > 0 && img.checkVisibility(),
  );
  // Pictures further down load lazily; the capture must show them as a visitor would.
  await Promise.all(pictures.map((img) => ((img.loading = 'eager'), img.decode().catch(() => undefined))));
  const boxes = pictures.map((img) => img.getBoundingClientRect());
  const found: TextOverArt[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width < 4 || line.height < 4) continue;
      // A line scrolled sideways out of view (a strip that phones swipe) is not in the capture to be measured.
      if (line.left < 0 || line.right > document.documentElement.clientWidth) continue;
      const over = boxes.some(
        (box) => box.left < line.right && box.right > line.left && box.top < line.bottom && box.bottom > line.top,
      );
      if (over)
        found.push({
          text: node.textContent!.trim().slice(0, 50),
          x: line.left + scrollX,
          y: line.top + scrollY,
          width: line.width,
          height: line.height,
        });
    }
  }
  return found;
}

/** Mean absolute luminance step between horizontal and vertical neighbours inside one box. */
function detail(pixels: Buffer, pageWidth: number, channels: number, box: TextOverArt): number {
  const lum = (x: number, y: number) => {
    const i = (y * pageWidth + x) * channels;
    return 0.2126 * pixels[i] + 0.7152 * pixels[i + 1] + 0.0722 * pixels[i + 2];
  };
  const left = Math.ceil(box.x),
    top = Math.ceil(box.y);
  const right = Math.floor(box.x + box.width) - 1,
    bottom = Math.floor(box.y + box.height) - 1;
  let sum = 0,
    count = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const here = lum(x, y);
      sum += Math.abs(here - lum(x + 1, y)) + Math.abs(here - lum(x, y + 1));
      count += 2;
    }
  }
  return count ? sum / count : 0;
}

// Last of the checks on a page: it hides the page's text.
export const textOverArt: PageCheck = {
  title: 'every line over a picture sits on a calm ground',
  run: async ({ page, width }) => {
    await page.evaluate(() => document.fonts.ready);
    const lines = await page.evaluate(textOverPictures);
    if (lines.length === 0) return;
    await page.addStyleTag({
      content:
        '*, *::before, *::after { color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }',
    });
    const { data, info } = await sharp(await page.screenshot({ fullPage: true, animations: 'disabled' }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const busy = lines
      .map((line) => ({ ...line, detail: detail(data, info.width, info.channels, line) }))
      .filter((line) => line.detail > MAX_DETAIL)
      .map((line) => `"${line.text}" at ${Math.round(line.x)},${Math.round(line.y)}: detail ${line.detail.toFixed(1)}`);
    expect.soft(busy, `at ${width} px`).toEqual([]);
  },
};

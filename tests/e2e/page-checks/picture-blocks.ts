/**
 * How picture blocks lay out, on every page that has them: a hero's picture
 * on a phone is a strip that shows its scene (not a thin slice), closed in on
 * the picture's subject where the content names one; a strip of featured
 * pictures stays inside the page on a laptop and, on a phone, scrolls with a
 * mark saying there is more; the titles of gallery and featured pictures
 * leave the pictures in view.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { DESKTOP, PHONE } from '../support/every-route.ts';
import type { PageCheck } from './check.ts';
import { galleries, heroPictures, heroSubjects, strips } from './pages-with.ts';

/** The first list of pictures in the page's content: a featured strip. */
const stripOf = (page: Page) =>
  page
    .locator('main ul')
    .filter({ has: page.locator('li img') })
    .first();

export const heroStrip: PageCheck = {
  title: "the hero's picture is a strip of its own, at least half as tall as it is wide",
  applies: ({ site, width }) => width === PHONE.width && heroPictures.has(site.route),
  run: async ({ page }) => {
    const picture = page.locator('main section:has(h1) img').first();
    const box = (await picture.boundingBox())!;
    expect.soft(box.width).toBeGreaterThan(PHONE.width * 0.9);
    expect.soft(box.height / box.width).toBeGreaterThanOrEqual(0.45);
  },
};

export const heroSubject: PageCheck = {
  title: "the hero's strip closes in on the picture's subject",
  applies: ({ site, width }) => width === PHONE.width && heroSubjects.has(site.route),
  run: async ({ page, site }) => {
    const subject = heroSubjects.get(site.route)![0];
    const picture = page.locator('main section:has(h1) img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const { strip, drawn } = await picture.evaluate((img: HTMLImageElement) => {
      // The strip is the nearest box that clips the picture; the picture is drawn as object-fit and -position say.
      let frame = img.parentElement!;
      while (getComputedStyle(frame).overflow === 'visible') frame = frame.parentElement!;
      const box = img.getBoundingClientRect();
      const style = getComputedStyle(img);
      const scale =
        style.objectFit === 'cover'
          ? Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight)
          : Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
      const [across, down] = style.objectPosition.split(' ').map((value) => parseFloat(value) / 100);
      const width = img.naturalWidth * scale;
      const height = img.naturalHeight * scale;
      const clip = frame.getBoundingClientRect();
      return {
        strip: { left: clip.left, top: clip.top, right: clip.right, bottom: clip.bottom },
        drawn: {
          left: box.left + (box.width - width) * across,
          top: box.top + (box.height - height) * down,
          width,
          height,
        },
      };
    });
    const shown = {
      left: drawn.left + (drawn.width * subject.x) / 100,
      top: drawn.top + (drawn.height * subject.y) / 100,
      width: (drawn.width * subject.width) / 100,
      height: (drawn.height * subject.height) / 100,
    };
    // The whole subject is in the strip...
    expect.soft(shown.left).toBeGreaterThanOrEqual(strip.left - 1);
    expect.soft(shown.top).toBeGreaterThanOrEqual(strip.top - 1);
    expect.soft(shown.left + shown.width).toBeLessThanOrEqual(strip.right + 1);
    expect.soft(shown.top + shown.height).toBeLessThanOrEqual(strip.bottom + 1);
    // ...and fills most of it one way or the other, instead of standing small in the whole scene.
    const fill = Math.max(shown.width / (strip.right - strip.left), shown.height / (strip.bottom - strip.top));
    expect.soft(fill).toBeGreaterThanOrEqual(0.7);
  },
};

export const galleryTitles: PageCheck = {
  title: 'the titles of a gallery or featured pictures leave the pictures in view',
  applies: ({ site }) => galleries.has(site.route),
  run: async ({ page }) => {
    const covered = await page.evaluate(() =>
      [...document.querySelectorAll('main li')]
        .filter((item) => item.querySelector('img')?.checkVisibility())
        .map((item) => {
          const img = item.querySelector('img')!;
          // What of the picture shows: its box, inside the frame that clips it.
          const own = img.getBoundingClientRect();
          const frame = img.parentElement!.getBoundingClientRect();
          const left = Math.max(own.left, frame.left),
            right = Math.min(own.right, frame.right);
          const top = Math.max(own.top, frame.top),
            bottom = Math.min(own.bottom, frame.bottom);
          // Every element that holds words of its own, with the box it paints (a caption's bar, not only its words).
          const holders = new Set<Element>();
          const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            if (node.textContent!.trim() && node.parentElement?.checkVisibility()) holders.add(node.parentElement);
          let hidden = 0;
          for (const holder of holders) {
            const box = holder.getBoundingClientRect();
            hidden +=
              Math.max(0, Math.min(right, box.right) - Math.max(left, box.left)) *
              Math.max(0, Math.min(bottom, box.bottom) - Math.max(top, box.top));
          }
          return {
            title: item.textContent!.trim().slice(0, 40),
            share: hidden / ((right - left) * (bottom - top)),
          };
        })
        .filter(({ share }) => share > 0.1)
        .map(({ title, share }) => `"${title}" hides ${Math.round(share * 100)}% of its picture`),
    );
    expect.soft(covered).toEqual([]);
  },
};

export const stripFits: PageCheck = {
  title: "a strip of pictures fits the page's width without scrolling",
  applies: ({ site, width }) => width === DESKTOP.width && strips.has(site.route),
  run: async ({ page }) => {
    const list = stripOf(page);
    expect.soft(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    const heading = (await list.locator('xpath=ancestor::section//h2').first().boundingBox())!;
    const box = (await list.boundingBox())!;
    // Inside the page's content column: no wider than the column the section's heading is centred in.
    expect.soft(Math.abs(box.x + box.width / 2 - (heading.x + heading.width / 2))).toBeLessThan(2);
    expect.soft(box.x).toBeGreaterThanOrEqual(DESKTOP.width * 0.05);
  },
};

// Scrolls the strip: it runs after the checks that capture the page.
export const stripScrolls: PageCheck = {
  title: 'a strip of pictures scrolls sideways with a mark that follows it',
  applies: ({ site, width }) => width === PHONE.width && strips.has(site.route),
  run: async ({ page }) => {
    const list = stripOf(page);
    const overflow = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect.soft(overflow, 'there is more to scroll to').toBeGreaterThan(0);
    const mark = list.locator('xpath=following-sibling::*[@aria-hidden="true"]');
    await expect.soft(mark).toBeVisible();
    const place = () => mark.evaluate((el) => getComputedStyle(el, '::before').transform);
    const before = await place();
    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect.poll(place, 'the mark moves as the strip scrolls').not.toBe(before);
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  },
};

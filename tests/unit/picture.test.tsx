/** The Picture component: what the browser is given to choose from, and how it loads. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ImageWithSources } from '../../src/content/picture.ts';
import { SiteProvider } from '../../src/page-context/site-context.tsx';
import { Picture } from '../../src/ui/picture.tsx';
import { exampleSite, renderBlocks } from '../support/render.tsx';

const photo: ImageWithSources = {
  src: 'photo.jpg',
  alt: 'A shop front',
  sources: {
    width: 4000,
    height: 2667,
    formats: [
      {
        type: 'image/avif',
        srcset: '/media/example/photo-640.aaaaaaaa.avif 640w, /media/example/photo-1280.aaaaaaaa.avif 1280w',
      },
      {
        type: 'image/webp',
        srcset: '/media/example/photo-640.aaaaaaaa.webp 640w, /media/example/photo-1280.aaaaaaaa.webp 1280w',
      },
    ],
    fallback: {
      type: 'image/jpeg',
      srcset: '/media/example/photo-640.aaaaaaaa.jpg 640w, /media/example/photo-1280.aaaaaaaa.jpg 1280w',
      src: '/media/example/photo-1280.aaaaaaaa.jpg',
    },
  },
};

describe('Picture', () => {
  it('offers AVIF, then WebP, then the original format, each with its srcset and the given sizes', () => {
    const html = renderToString(
      <SiteProvider site={exampleSite} siteId="example">
        <Picture image={photo} sizes="100vw" />
      </SiteProvider>,
    );
    const sources = [...html.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
      m[3],
    ]);
    expect(sources).toEqual([
      ['image/avif', photo.sources!.formats[0].srcset, '100vw'],
      ['image/webp', photo.sources!.formats[1].srcset, '100vw'],
    ]);
    const img = /<img [^>]*>/.exec(html)![0];
    expect(img).toContain(`src="${photo.sources!.fallback.src}"`);
    expect(img).toContain(`srcSet="${photo.sources!.fallback.srcset}"`);
    expect(img).toContain('width="4000"');
    expect(img).toContain('height="2667"');
    expect(img).toContain('alt="A shop front"');
  });

  it('loads an ordinary picture lazily and asynchronously, and a priority one at once and first', () => {
    const lazy = /<img [^>]*>/.exec(
      renderToString(
        <SiteProvider site={exampleSite} siteId="example">
          <Picture image={photo} sizes="50vw" />
        </SiteProvider>,
      ),
    )![0];
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).toContain('decoding="async"');
    expect(lazy).not.toMatch(/fetchPriority/i);
    const first = /<img [^>]*>/.exec(
      renderToString(
        <SiteProvider site={exampleSite} siteId="example">
          <Picture image={photo} sizes="100vw" priority />
        </SiteProvider>,
      ),
    )![0];
    expect(first).toMatch(/fetchPriority="high"/i);
    expect(first).not.toContain('loading=');
  });

  it('shows an SVG, or a picture the build has not seen, as a plain img from the site’s media folder', () => {
    const html = renderToString(
      <SiteProvider site={exampleSite} siteId="example">
        <Picture image={{ src: 'art.svg', alt: 'Art', width: 1600, height: 900 }} sizes="100vw" />
      </SiteProvider>,
    );
    expect(html).not.toContain('<picture');
    expect(html).toContain('src="/media/example/art.svg"');
    expect(html).toContain('width="1600"');
    expect(html).not.toContain('srcSet');
  });

  it('is the hero’s backdrop with high priority, while pictures further down load lazily', () => {
    const html = renderBlocks([
      { type: 'hero', heading: 'Welcome', image: photo },
      { type: 'gallery', heading: 'Work', items: [{ title: 'One', image: { ...photo, alt: 'One' } }] },
    ]);
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(2);
    expect(imgs[0]).toMatch(/fetchPriority="high"/i);
    expect(imgs[0]).toContain('alt=""');
    expect(imgs[1]).toContain('loading="lazy"');
    expect(html.match(/<source type="image\/avif"/g)).toHaveLength(2);
  });
});

import { useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../hooks/use-media-query';
import { PagePreview } from '../preview/page-preview';
import { PreviewFrame } from '../preview/preview-frame';
import type { ReviewFile } from '../protocol';
import type { JsonObject } from '../store/state';
import { changedWords, sectionMarks } from './section-marks';

/** Below this width the two versions take turns, chosen by a switch, instead of standing side by side. */
const NARROW = '(max-width: 899px)';

const blocksOf = (doc: unknown): JsonObject[] => (doc as { blocks?: JsonObject[] } | undefined)?.blocks ?? [];

/**
 * Marks the changed words inside the after version's changed sections with the
 * CSS Custom Highlight API: nothing in the page React drew is rewritten, so
 * the site's components render exactly as they will live.
 */
function markWords(doc: Document, sections: [number, string[]][]) {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (!view?.CSS?.highlights || typeof view.Highlight !== 'function') return;
  const highlight = new view.Highlight();
  for (const [index, words] of sections) {
    const section = doc.querySelector(`[data-section="${index}"]`);
    if (!section) continue;
    const walker = doc.createTreeWalker(section, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of words) {
        const at = text.indexOf(word);
        if (at < 0) continue;
        const range = doc.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        highlight.add(range);
      }
    }
  }
  view.CSS.highlights.set('review-changed', highlight);
  if (!doc.getElementById('review-marks')) {
    const style = doc.createElement('style');
    style.id = 'review-marks';
    style.textContent = '::highlight(review-changed) { background-color: #fde047; color: #111827; }';
    doc.head.append(style);
  }
}

/**
 * Whether a changed page's frames are drawn: at once for `eager`, else once its
 * place comes within a little of the view, or when asked. A request of twenty
 * pages draws the page in sight first, not forty frames together.
 */
function useDrawnNear(eager: boolean) {
  const place = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A browser without IntersectionObserver draws every page, as before.
  const [drawn, setDrawn] = useState(() => eager || typeof IntersectionObserver !== 'function');
  // Whether the keyboard was on the page's Show when it was drawn: that button goes, and the heading keeps the place.
  const hadFocus = useRef(false);
  const draw = useCallback(() => {
    hadFocus.current = !!place.current?.contains(document.activeElement);
    setDrawn(true);
  }, []);
  useEffect(() => {
    const element = place.current;
    if (drawn || !element) return;
    const observer = new IntersectionObserver((seen) => seen.some((one) => one.isIntersecting) && draw(), {
      rootMargin: '300px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [drawn, draw]);
  useEffect(() => {
    if (!drawn || !hadFocus.current) return;
    hadFocus.current = false;
    heading.current?.focus();
  }, [drawn]);
  return { place, heading, drawn, draw };
}

/** One changed page, before and after, drawn by the site's own components with its changed sections marked. */
export function ComparedPage({
  site,
  page,
  siteBefore,
  siteAfter,
  captions = { before: 'Before (live now)', after: 'After (if approved)' },
  eager = true,
}: {
  site: string;
  page: ReviewFile;
  siteBefore: JsonObject;
  siteAfter: JsonObject;
  /** What each side is called: a request's live site and its approval, or a range's two revisions. */
  captions?: { before: string; after: string };
  /** Draw the frames at once; otherwise when the page comes near the view (or its Show is pressed). */
  eager?: boolean;
}) {
  const { place, heading, drawn, draw } = useDrawnNear(eager);
  const narrow = useMediaQuery(NARROW);
  const [side, setSide] = useState<'before' | 'after'>('after');
  const [afterDoc, setAfterDoc] = useState<Document>();
  const [beforeDoc, setBeforeDoc] = useState<Document>();
  const before = blocksOf(page.before);
  const after = blocksOf(page.after);
  const marks = sectionMarks(before, after);
  const words: [number, string[]][] = marks.pairs.map(([b, a]) => [a, changedWords(before[b], after[a])]);
  const key = JSON.stringify(words);
  useEffect(() => {
    // Each side opens at its first marked section: a removed or changed section far down the page is in sight.
    const timers = [beforeDoc, afterDoc].map((doc) => doc && setTimeout(() => showFirstMark(doc), 400));
    return () => timers.forEach((timer) => timer && clearTimeout(timer));
  }, [beforeDoc, afterDoc, key]);
  useEffect(() => {
    if (!afterDoc) return;
    // The site's components are drawn into the frame by a portal: marked once they are there.
    const timer = setTimeout(() => markWords(afterDoc, JSON.parse(key) as [number, string[]][]), 400);
    return () => clearTimeout(timer);
  }, [afterDoc, key]);
  const headingId = `review-${page.file.replace(/[^a-z0-9]+/gi, '-')}`;
  const version = (which: 'before' | 'after') => {
    const doc = which === 'before' ? page.before : page.after;
    return (
      <figure className="ed-review-side" hidden={narrow && side !== which}>
        <figcaption>{captions[which]}</figcaption>
        {doc ? (
          <div className="ed-review-frame">
            <PreviewFrame title={`${page.place}, ${which}`} onDocument={which === 'after' ? setAfterDoc : setBeforeDoc}>
              <PagePreview
                siteId={site}
                site={which === 'before' ? siteBefore : siteAfter}
                blocks={which === 'before' ? before : after}
                marks={which === 'before' ? marks.before : marks.after}
                onSelect={() => undefined}
              />
            </PreviewFrame>
          </div>
        ) : (
          <p>{which === 'before' ? 'This page is new.' : 'This page is deleted.'}</p>
        )}
      </figure>
    );
  };
  return (
    <section className="ed-review-page" aria-labelledby={headingId} ref={place}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {page.place}
      </h2>
      {!drawn ? (
        <p className="ed-review-later">
          <button type="button" className="ed-button" onClick={draw}>
            Show before and after<span className="ed-visually-hidden">: {page.place}</span>
          </button>{' '}
          Drawn when it comes into view.
        </p>
      ) : (
        <>
          {narrow && (
            <p role="group" aria-label="Show" className="ed-review-switch">
              {(['before', 'after'] as const).map((which) => (
                <button
                  key={which}
                  type="button"
                  className="ed-button"
                  aria-pressed={side === which}
                  onClick={() => setSide(which)}
                >
                  {which === 'before' ? 'Before' : 'After'}
                </button>
              ))}
            </p>
          )}
          <div className="ed-review-pair">
            {version('before')}
            {version('after')}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * Scrolls a side's frame, and only it, to its first marked section, leaving
 * room for a header that stays on top: at once, and again once the frame's
 * fonts and pictures are in, since they move the sections down as they load.
 */
function showFirstMark(doc: Document): void {
  const scroll = () => {
    const first = doc.querySelector('[data-mark]');
    const view = doc.defaultView;
    if (first && view) view.scrollTo({ top: Math.max(0, first.getBoundingClientRect().top + view.scrollY - 80) });
  };
  scroll();
  const pictures = [...doc.images]
    .filter((image) => !image.complete)
    .map(
      (image) =>
        new Promise((done) => {
          image.addEventListener('load', done, { once: true });
          image.addEventListener('error', done, { once: true });
        }),
    );
  void Promise.all([doc.fonts.ready, ...pictures]).then(scroll);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../hooks/use-media-query';
import { PagePreview } from '../preview/page-preview';
import { PreviewFrame } from '../preview/preview-frame';
import type { ReviewFile } from '../protocol';
import type { JsonObject } from '../store/state';
import { changedPictures, type PictureRef } from './changed-pictures';
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
    const stops: (() => void)[] = [];
    const timers = [beforeDoc, afterDoc].map((doc) => doc && setTimeout(() => stops.push(showFirstMark(doc)), 400));
    return () => {
      timers.forEach((timer) => timer && clearTimeout(timer));
      stops.forEach((stop) => stop());
    };
  }, [beforeDoc, afterDoc, key]);
  useEffect(() => {
    if (!afterDoc) return;
    // The site's components are drawn into the frame by a portal: marked once they are there.
    const timer = setTimeout(() => markWords(afterDoc, JSON.parse(key) as [number, string[]][]), 400);
    return () => clearTimeout(timer);
  }, [afterDoc, key]);
  const pictures = changedPictures(page.before, page.after);
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
      {pictures.length > 0 && <PicturePairs siteId={site} pictures={pictures} />}
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

/** A small picture of one side, or the words for a side without one. */
function Thumb({ siteId, picture, which }: { siteId: string; picture?: PictureRef; which: 'Before' | 'After' }) {
  return (
    <figure>
      <figcaption>{which}</figcaption>
      {picture ? (
        <img
          src={`/media/${siteId}/${picture.src}`}
          alt={picture.alt ? `${which}: ${picture.alt}` : `${which}: ${picture.src}`}
          width={120}
          height={80}
          loading="lazy"
        />
      ) : (
        <p>{which === 'Before' ? 'No picture (added)' : 'No picture (removed)'}</p>
      )}
    </figure>
  );
}

/**
 * The changed pictures on their own, before and after, beside the page: in the
 * page a colour overlay or a small frame can hide which picture changed.
 */
function PicturePairs({ siteId, pictures }: { siteId: string; pictures: ReturnType<typeof changedPictures> }) {
  return (
    <ul className="ed-review-pictures" aria-label="Pictures changed">
      {pictures.map((change) => (
        <li key={change.path.join('/')}>
          <Thumb siteId={siteId} picture={change.before} which="Before" />
          <span aria-hidden="true">→</span>
          <Thumb siteId={siteId} picture={change.after} which="After" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Scrolls a side's frame, and only it, to its first marked section, leaving
 * room for a header that stays on top: at once, and again each time the page
 * or the frame changes size (fonts and pictures, which load as they come near
 * the view, move the sections down as they arrive; a phone turned or a window
 * resized changes the frame's height), until the person scrolls, touches or
 * presses a key there. Returns the stop.
 */
function showFirstMark(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view) return () => undefined;
  let top = -1;
  const scroll = () => {
    const first = doc.querySelector('[data-mark]');
    if (!first) return;
    const wanted = Math.max(0, Math.round(first.getBoundingClientRect().top + view.scrollY - 80));
    if (wanted === top && Math.abs(view.scrollY - wanted) < 2) return;
    top = wanted;
    view.scrollTo({ top: wanted });
  };
  scroll();
  const ResizeWatch = (view as Window & typeof globalThis).ResizeObserver;
  const watch = typeof ResizeWatch === 'function' ? new ResizeWatch(scroll) : undefined;
  watch?.observe(doc.documentElement);
  if (doc.body) watch?.observe(doc.body);
  void doc.fonts.ready.then(scroll);
  view.addEventListener('resize', scroll);
  const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const stop = () => {
    watch?.disconnect();
    view.removeEventListener('resize', scroll);
    for (const name of events) view.removeEventListener(name, stop);
  };
  for (const name of events) view.addEventListener(name, stop, { passive: true });
  return stop;
}

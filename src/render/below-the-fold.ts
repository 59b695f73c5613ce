import { createGlobalStyle } from 'styled-components';
import { media } from '@/theme/theme';

/**
 * How many of a page's sections are drawn at once, whatever the screen: the
 * hero and the one after it, which hold the first screen's largest paint.
 */
export const FIRST_SCREEN_SECTIONS = 2;

/** Set on <html> by a script in index.html's head when a visit starts mid-page. */
export const WHOLE_PAGE = 'data-whole-page';

/** After the first screen's sections, and before the last one (see below). */
const laterSection = `:nth-child(n + ${FIRST_SCREEN_SECTIONS + 1}):not(:last-child)`;

/**
 * Every later section is styled, laid out and painted only as it nears the
 * screen. The first layout of a page was its longest task, most of it spent
 * on sections nobody sees yet (and done again when the web font swaps in);
 * now it covers the first screen. Each skipped section holds a typical
 * section's height until it has been drawn once, then the height it had
 * ("auto"), so the scroll bar barely changes. Find in page, links to a
 * section and assistive technology still reach the skipped sections, and
 * printing draws all. A visit that starts mid-page (an address naming a
 * section, a reload, back or forward) draws every section at once, as before:
 * the browser puts it in place before it learns which sections are on screen.
 * The last section is always drawn as well, so a jump to the page's end (End,
 * a dragged scroll bar) stays at the end when the sections above it are drawn.
 * A section is the top element of each block (an island's root has no box,
 * so its section counts).
 */
export const BelowTheFold = createGlobalStyle`
  @media screen {
    html:not([${WHOLE_PAGE}]) main > section${laterSection},
    html:not([${WHOLE_PAGE}]) main > site-island${laterSection} > section {
      content-visibility: auto;
      contain-intrinsic-block-size: auto 48rem;
      ${media.md} { contain-intrinsic-block-size: auto 36rem; }
    }
  }
`;

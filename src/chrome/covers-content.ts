/** How far apart the probe points are, in px: closer than a line of text is tall, or a short word wide. */
const PROBE_ROWS = 12;
const PROBE_COLUMNS = 20;
/** The breathing room kept between the floating element and any text or control. */
const MARGIN = 8;

/** How often, at most, the page is probed while it scrolls (each probe takes a few milliseconds). */
export const COVER_CHECK_EVERY_MS = 100;

const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], label';

const intersects = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** True when some of `element`'s own text (not its children's) is drawn inside `box`. */
function ownTextIn(element: Element, box: DOMRect): boolean {
  const range = document.createRange();
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (intersects(rect, box)) return true;
  }
  return false;
}

/**
 * True when the box of `floating` (measured even while it is hidden) lies over
 * any text or control of the page. The page is probed on a grid of points
 * across the box: every element found under a point is a candidate, and its own
 * text is then measured exactly, so a paragraph's empty margin does not count.
 */
export function coversContent(floating: Element): boolean {
  const own = floating.getBoundingClientRect();
  const box = new DOMRect(own.x - MARGIN, own.y - MARGIN, own.width + 2 * MARGIN, own.height + 2 * MARGIN);
  const seen = new Set<Element>();
  for (let y = box.top; y < box.bottom + PROBE_ROWS; y += PROBE_ROWS) {
    for (let x = box.left; x < box.right + PROBE_COLUMNS; x += PROBE_COLUMNS) {
      const under = document.elementsFromPoint(Math.min(x, box.right - 1), Math.min(y, box.bottom - 1));
      for (const element of under) {
        if (seen.has(element) || floating.contains(element)) continue;
        seen.add(element);
        if (element.matches(CONTROLS) || ownTextIn(element, box)) return true;
      }
    }
  }
  return false;
}

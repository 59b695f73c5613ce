/**
 * Lists pasted from a word processor, made into the HTML lists the writing
 * area reads. Word (and Outlook) write each list item as a paragraph of its
 * own, `<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'>`, starting
 * with its bullet or number as text inside a span marked `mso-list:Ignore`;
 * left so, a list would paste as paragraphs starting with "·" or "1.".
 * Google Docs writes real lists, but a sub-list as a direct child of its list
 * (`<ul><li>…</li><ul>…</ul></ul>`), which a parser may drop; the site's
 * lists have one level, so its items join the list around them.
 * Everything else is left to the writing area's parser, which keeps only what
 * the stored form can say.
 */

/** Word's list paragraphs: its list classes, or any paragraph whose style places it in a list. */
const isWordItem = (element: Element) =>
  element.tagName === 'P' &&
  (/\bMsoListParagraph/i.test(element.getAttribute('class') ?? '') ||
    /mso-list:\s*l\d/i.test(element.getAttribute('style') ?? ''));

/** The bullet or number Word writes before an item's words: hidden from the pasted text. */
const isMarker = (element: Element) => /mso-list:\s*ignore/i.test(element.getAttribute('style') ?? '');

/** A number, a letter or a Roman numeral with its stop or bracket: "1.", "a)", "(iv)", "10.". */
const NUMBERED = /^\(?(\d{1,3}|[a-z]|[ivxlc]{1,6})[.)]/i;

/** Which list a Word item belongs to ("l0"), so two lists one after the other stay two. */
const listOf = (element: Element) => /mso-list:\s*(l\d+)/i.exec(element.getAttribute('style') ?? '')?.[1] ?? '';

function wordItem(paragraph: Element): { ordered: boolean; list: string; item: HTMLElement } {
  const markers = [...paragraph.querySelectorAll('span')].filter(isMarker);
  const marker = (markers[0]?.textContent ?? '').replace(/\u00a0/g, ' ').trim();
  for (const span of markers) span.remove();
  const item = paragraph.ownerDocument.createElement('li');
  item.innerHTML = paragraph.innerHTML;
  return { ordered: NUMBERED.test(marker), list: listOf(paragraph), item };
}

/** Word's runs of list paragraphs, each made one list. */
function wordLists(doc: Document): void {
  const paragraphs = [...doc.body.querySelectorAll('p')].filter(isWordItem);
  let open: { list: HTMLElement; ordered: boolean; name: string; after: Element } | undefined;
  for (const paragraph of paragraphs) {
    const { ordered, list: name, item } = wordItem(paragraph);
    // Whitespace and Word's hidden comments between two items do not end a list.
    let before = paragraph.previousSibling;
    while (before && (before.nodeType === 8 || (before.nodeType === 3 && !before.textContent?.trim())))
      before = before.previousSibling;
    const continues = open && before === open.after && open.ordered === ordered && open.name === name;
    if (!continues) {
      const list = doc.createElement(ordered ? 'ol' : 'ul');
      paragraph.before(list);
      open = { list, ordered, name, after: list };
    }
    open!.list.append(item);
    // The list now stands where the paragraph was: the next item continues it when it follows.
    open!.after = open!.list;
    paragraph.remove();
  }
}

/** A list directly inside a list (Google Docs' sub-list): its items join the list around it. */
function oneLevel(doc: Document): void {
  for (const inner of [...doc.body.querySelectorAll('ul > ul, ul > ol, ol > ol, ol > ul')].reverse())
    inner.replaceWith(...inner.childNodes);
}

/** The pasted HTML with word processors' lists made plain lists. Without a DOM (on a server), unchanged. */
export function pastedLists(html: string): string {
  if (typeof DOMParser === 'undefined' || !/mso-list|MsoListParagraph|<(ul|ol)\b/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  wordLists(doc);
  oneLevel(doc);
  return doc.body.innerHTML;
}

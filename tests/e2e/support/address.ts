import type { Locator } from '@playwright/test';

/** The part of an address that must stay on one line: its town with the state and postcode, or its last part. */
export function addressTail(address: string): string {
  const parts = address.split(', ');
  return parts.slice(parts.length > 2 && /\d/.test(parts[parts.length - 1]) ? -2 : -1).join(', ');
}

/** On how many lines the tail of `address` is drawn inside `shown`, an element showing the whole address. */
export function linesOfTail(shown: Locator, address: string): Promise<number> {
  return shown.evaluate((element, tail) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const whole = nodes.map((node) => node.data).join('');
    let start = whole.lastIndexOf(tail);
    const range = document.createRange();
    let end = start + tail.length;
    for (const node of nodes) {
      if (start >= 0 && start <= node.length) {
        range.setStart(node, start);
        start = -1;
      } else if (start >= 0) start -= node.length;
      if (end <= node.length) {
        range.setEnd(node, end);
        break;
      }
      end -= node.length;
    }
    // Boxes whose bottoms lie within a few pixels share a line.
    const bottoms = [...range.getClientRects()].map((rect) => rect.bottom).sort((a, b) => a - b);
    return bottoms.filter((bottom, i) => i === 0 || bottom - bottoms[i - 1] > 4).length;
  }, addressTail(address));
}

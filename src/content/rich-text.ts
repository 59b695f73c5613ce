/**
 * Rich text is stored as a list of short Markdown strings (one paragraph,
 * list item, subheading or quote each), so a change to a sentence changes one
 * line of the file. It is parsed by mdast-util-from-markdown (micromark, a
 * CommonMark parser that is well kept and small) rather than by patterns of
 * our own: the validator, the link walker and the renderer read one tree.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes, Root } from 'mdast';

/** The properties whose value is rich text: a list of Markdown strings (a test holds the schemas to it). */
export const RICH_TEXT_FIELDS: readonly string[] = ['body'];

export const parseRichText = (text: string): Root => fromMarkdown(text);

/** Every node of a tree, depth first. */
export function eachNode(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) eachNode(child, visit);
}

/** The link addresses written in one rich-text string. */
export function linksIn(text: string): string[] {
  const found: string[] = [];
  eachNode(parseRichText(text), (node) => {
    if (node.type === 'link') found.push(node.url);
  });
  return found;
}

/** Where raw HTML starts in one rich-text string (offsets into it), which the site never shows. */
export function htmlIn(text: string): { offset: number; html: string }[] {
  const found: { offset: number; html: string }[] = [];
  eachNode(parseRichText(text), (node) => {
    if (node.type === 'html') found.push({ offset: node.position?.start.offset ?? 0, html: node.value });
  });
  return found;
}

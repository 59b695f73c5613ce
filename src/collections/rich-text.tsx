import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Nodes, RootContent } from 'mdast';
import { parseRichText } from '@/content/rich-text';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import { SmartLink } from '@/ui/smart-link';

const Flow = styled.div`
  display: grid;
  gap: 1.125rem;
  font-size: 1.0625rem;
  line-height: 1.7;
  h2, h3 { margin-top: 1rem; line-height: 1.25; }
  h2 { font-size: 1.5rem; }
  h3 { font-size: 1.25rem; }
  ul, ol { padding-inline-start: 1.5rem; display: grid; gap: 0.375rem; }
  blockquote {
    margin: 0;
    padding-inline-start: 1.25rem;
    border-inline-start: 3px solid hsl(var(--primary));
    font-size: 1.1875rem;
  }
  a { color: hsl(var(--primary)); text-decoration: underline; text-underline-offset: 0.15em; }
  code { font-family: ui-monospace, monospace; font-size: 0.9em; }
`;

/**
 * One Markdown node as React elements. Only the subset rich text allows is
 * drawn; HTML is refused by the validator, and anything else is shown as its
 * text, so nothing written is ever run as markup.
 */
function render(node: Nodes, key: number): ReactNode {
  const children = () => ('children' in node ? node.children.map((child, i) => render(child, i)) : null);
  switch (node.type) {
    case 'root':
      return children();
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'heading':
      // The entry's title is the page's h1; its subheadings start at h2.
      return node.depth <= 2 ? <h2 key={key}>{children()}</h2> : <h3 key={key}>{children()}</h3>;
    case 'list':
      return node.ordered ? <ol key={key}>{children()}</ol> : <ul key={key}>{children()}</ul>;
    case 'listItem':
      // A list item's single paragraph is its text, not a paragraph of its own.
      return (
        <li key={key}>
          {node.children.flatMap((child, i) =>
            child.type === 'paragraph' ? child.children.map((c, j) => render(c, i * 1000 + j)) : [render(child, i)],
          )}
        </li>
      );
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'strong':
      return <strong key={key}>{children()}</strong>;
    case 'emphasis':
      return <em key={key}>{children()}</em>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'break':
      return <br key={key} />;
    case 'link':
      return (
        <SmartLink key={key} href={node.url}>
          {children()}
        </SmartLink>
      );
    case 'text':
      return <KeepRangesTogether key={key} text={node.value} />;
    default:
      return 'value' in node && typeof node.value === 'string' ? node.value : children();
  }
}

/** The blocks of every string in order, with list items written one per string joined into one list. */
function blocksOf(paragraphs: string[]): RootContent[] {
  const blocks: RootContent[] = [];
  for (const block of paragraphs.flatMap((text) => parseRichText(text).children)) {
    const last = blocks.at(-1);
    if (last?.type === 'list' && block.type === 'list' && last.ordered === block.ordered)
      blocks[blocks.length - 1] = { ...last, children: [...last.children, ...block.children] };
    else blocks.push(block);
  }
  return blocks;
}

/** Rich text: each string of the list is one paragraph, list item, subheading or quote, in the site's type. */
export function RichText({ paragraphs }: { paragraphs: string[] }) {
  return <Flow>{render({ type: 'root', children: blocksOf(paragraphs) }, 0)}</Flow>;
}

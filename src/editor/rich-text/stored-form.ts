/**
 * Rich text between its stored form and the writing area. The file holds a
 * list of short Markdown strings (one paragraph, list item, subheading or
 * quote each); the writing area holds a document of blocks with bold, italic,
 * code and link marks. Both ways go through mdast, the tree the site itself
 * draws from: mdast-util-from-markdown reads, mdast-util-to-markdown writes
 * (its escaping is better tested than any we would write).
 */
import type { JSONContent } from '@tiptap/core';
import type { BlockContent, DefinitionContent, ListItem, Nodes, PhrasingContent, RootContent } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { parseRichText } from '@/content/rich-text';

type Mark = { type: 'bold' | 'italic' | 'code' } | { type: 'link'; attrs: { href: string } };

/** Addresses a link may have: the site's own pages and sections, the web, email and phone. Others ("javascript:") lose their link. */
export const SAFE_HREF = /^(\/|~\/|#|https?:\/\/|mailto:|tel:)/i;

const paragraph = (content: JSONContent[]): JSONContent =>
  content.length ? { type: 'paragraph', content } : { type: 'paragraph' };

/** The inline content of an mdast node, with the marks of the nodes around it. */
function inline(nodes: Nodes[], marks: Mark[] = []): JSONContent[] {
  return nodes.flatMap((node): JSONContent[] => {
    const text = (value: string, extra: Mark[] = []) =>
      value === ''
        ? []
        : [{ type: 'text', text: value, ...(marks.length + extra.length ? { marks: [...marks, ...extra] } : {}) }];
    switch (node.type) {
      case 'text':
      case 'html': // shown by the site as its letters, so the writing area does the same
        return text(node.value);
      case 'inlineCode':
        return text(node.value, [{ type: 'code' }]);
      case 'break':
        return [{ type: 'hardBreak' }];
      case 'strong':
        return inline(node.children, [...marks, { type: 'bold' }]);
      case 'emphasis':
        return inline(node.children, [...marks, { type: 'italic' }]);
      case 'link':
        return inline(
          node.children,
          SAFE_HREF.test(node.url) ? [...marks, { type: 'link', attrs: { href: node.url } }] : marks,
        );
      default:
        return 'children' in node ? inline(node.children, marks) : [];
    }
  });
}

/** One mdast block as a block of the writing area; what the site does not draw (rules, definitions) is left out. */
function block(node: Nodes): JSONContent[] {
  switch (node.type) {
    case 'paragraph':
      return [paragraph(inline(node.children))];
    case 'heading':
      // The site draws "#" and "##" alike, and every deeper level alike.
      return [{ type: 'heading', attrs: { level: node.depth <= 2 ? 2 : 3 }, content: inline(node.children) }];
    case 'list':
      return [
        {
          type: node.ordered ? 'orderedList' : 'bulletList',
          ...(node.ordered ? { attrs: { start: 1 } } : {}),
          content: node.children.map(listItem),
        },
      ];
    case 'blockquote':
      return [{ type: 'blockquote', content: orEmpty(node.children.flatMap(block)) }];
    case 'code':
    case 'html':
      return [paragraph(inline([{ type: 'text', value: node.value }]))];
    default:
      return [];
  }
}

const orEmpty = (blocks: JSONContent[]) => (blocks.length ? blocks : [paragraph([])]);
const listItem = (item: ListItem): JSONContent => ({
  type: 'listItem',
  content: orEmpty(item.children.flatMap(block)),
});

/** Lists one after another of the same kind are one list, as the site draws them. */
function joinLists(blocks: JSONContent[]): JSONContent[] {
  const joined: JSONContent[] = [];
  for (const next of blocks) {
    const last = joined.at(-1);
    if (last && next.type === last.type && (next.type === 'bulletList' || next.type === 'orderedList'))
      joined[joined.length - 1] = { ...last, content: [...(last.content ?? []), ...(next.content ?? [])] };
    else joined.push(next);
  }
  return joined;
}

/** The stored strings as the writing area's document. */
export function toDocument(paragraphs: readonly string[]): JSONContent {
  const blocks = paragraphs.flatMap((text) => parseRichText(text).children.flatMap(block));
  return { type: 'doc', content: orEmpty(joinLists(blocks)) };
}

// ---- writing ----

const WRITE_OPTIONS = { bullet: '-', emphasis: '*', strong: '*', listItemIndent: 'one', fences: true } as const;

/** Where a mark goes when two cover the same words: bold and italic outside a link ("**[x](~/a)**"). */
const OUTER_FIRST: Mark['type'][] = ['bold', 'italic', 'link'];

type Run = { text?: string; marks: Mark[] };

const sameMark = (a: Mark, b: Mark) =>
  a.type === b.type && (a.type !== 'link' || a.attrs.href === (b as typeof a).attrs.href);

function wrap(mark: Mark, children: PhrasingContent[]): PhrasingContent {
  if (mark.type === 'bold') return { type: 'strong', children };
  if (mark.type === 'italic') return { type: 'emphasis', children };
  return { type: 'link', url: (mark as { attrs: { href: string } }).attrs.href, children };
}

/**
 * Runs of marked text as nested mdast: at each point the mark that lasts the
 * longest opens first, so "a **b *c*** d" and not "a **b** ***c*** d".
 */
function nest(runs: Run[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let i = 0;
  while (i < runs.length) {
    const run = runs[i];
    const wrappers = run.marks.filter((mark) => mark.type !== 'code');
    if (!wrappers.length) {
      const code = run.marks.length > 0;
      const last = out.at(-1);
      if (run.text === undefined) out.push({ type: 'break' });
      else if (!code && last?.type === 'text') out[out.length - 1] = { ...last, value: last.value + run.text };
      else out.push(code ? { type: 'inlineCode', value: run.text } : { type: 'text', value: run.text });
      i += 1;
      continue;
    }
    const reach = (mark: Mark) => {
      let end = i;
      while (end < runs.length && runs[end].marks.some((m) => sameMark(m, mark))) end += 1;
      return end;
    };
    const [mark] = [...wrappers].sort(
      (a, b) => reach(b) - reach(a) || OUTER_FIRST.indexOf(a.type) - OUTER_FIRST.indexOf(b.type),
    );
    const end = reach(mark);
    const inside = runs.slice(i, end).map((r) => ({ ...r, marks: r.marks.filter((m) => !sameMark(m, mark)) }));
    out.push(wrap(mark, nest(inside)));
    i = end;
  }
  return out;
}

/** Spaces at the edges of bold or italic move outside it: "** a**" would not read as bold. */
function spacesOutside(nodes: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const push = (node: PhrasingContent) => {
    const last = out.at(-1);
    if (node.type === 'text' && node.value === '') return;
    if (node.type === 'text' && last?.type === 'text')
      out[out.length - 1] = { ...last, value: last.value + node.value };
    else out.push(node);
  };
  for (const node of nodes) {
    if (node.type !== 'strong' && node.type !== 'emphasis' && node.type !== 'link') {
      push(node);
      continue;
    }
    const children = spacesOutside(node.children);
    if (node.type === 'link') {
      push({ ...node, children });
      continue;
    }
    const first = children[0];
    const lead = first?.type === 'text' ? /^\s*/.exec(first.value)![0] : '';
    if (lead && first?.type === 'text') children[0] = { ...first, value: first.value.slice(lead.length) };
    const end = children.at(-1);
    const trail = end?.type === 'text' ? /\s*$/.exec(end.value)![0] : '';
    if (trail && end?.type === 'text')
      children[children.length - 1] = { ...end, value: end.value.slice(0, -trail.length) };
    push({ type: 'text', value: lead });
    const kept = children.filter((child) => child.type !== 'text' || child.value !== '');
    if (kept.length) push({ ...node, children: kept });
    push({ type: 'text', value: trail });
  }
  return out;
}

/** The inline content of a block as mdast. */
function phrasing(content: JSONContent[] = []): PhrasingContent[] {
  const runs = content.map((node): Run => {
    if (node.type === 'hardBreak') return { marks: [] };
    const marks = ((node.marks ?? []) as Mark[]).filter(
      (mark) => mark.type !== 'link' || SAFE_HREF.test(mark.attrs?.href ?? ''),
    );
    return { text: node.text ?? '', marks };
  });
  return spacesOutside(nest(runs));
}

function mdastBlock(node: JSONContent): (BlockContent | DefinitionContent)[] {
  const children = () => (node.content ?? []).flatMap(mdastBlock);
  switch (node.type) {
    case 'paragraph':
      return [{ type: 'paragraph', children: phrasing(node.content) }];
    case 'heading':
      return [{ type: 'heading', depth: node.attrs?.level === 3 ? 3 : 2, children: phrasing(node.content) }];
    case 'blockquote':
      return [{ type: 'blockquote', children: children() }];
    case 'bulletList':
    case 'orderedList':
      return [
        {
          type: 'list',
          ordered: node.type === 'orderedList',
          start: 1,
          spread: false,
          children: (node.content ?? []).map((item) => ({
            type: 'listItem',
            spread: false,
            children: item.content ? item.content.flatMap(mdastBlock) : [],
          })),
        },
      ];
    default:
      return [];
  }
}

const hasText = (node: Nodes): boolean =>
  ('value' in node && typeof node.value === 'string' && node.value.trim() !== '') ||
  ('children' in node && node.children.some(hasText));

const write = (node: RootContent): string => toMarkdown(node, WRITE_OPTIONS).replace(/\n+$/, '');

/**
 * The writing area's document as stored strings: one per paragraph,
 * subheading and quote, and one per list item ("- ", or "1. ", "2. " in a
 * numbered list). Empty blocks are left out. A string in `originals` whose
 * block is unchanged is written as it was, so untouched lines never change.
 */
export function toStoredForm(doc: JSONContent, originals: readonly string[] = []): string[] {
  const kept = new Map<string, string>();
  for (const text of originals) {
    const written = writeBlocks(toDocument([text]));
    if (written.length === 1 && !kept.has(written[0])) kept.set(written[0], text);
  }
  return writeBlocks(doc).map((text) => kept.get(text) ?? text);
}

function writeBlocks(doc: JSONContent): string[] {
  const out: string[] = [];
  for (const node of (doc.content ?? []).flatMap(mdastBlock)) {
    if (node.type === 'list') {
      node.children.filter(hasText).forEach((item, i) => out.push(write({ ...node, start: i + 1, children: [item] })));
    } else if (hasText(node)) out.push(write(node));
  }
  return out;
}

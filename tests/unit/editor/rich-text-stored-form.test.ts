import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JSONContent } from '@tiptap/core';
import type { Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import { eachNode, parseRichText } from '@/content/rich-text';
import { toDocument, toStoredForm } from '@/editor/rich-text/stored-form';
import { FIXTURE_DIR } from '../../support/engine-fixture.ts';

/** What the site draws from strings: their Markdown trees without positions, with lists one after another joined, as the renderer joins them. */
function drawn(paragraphs: string[]): unknown {
  const strip = (node: Nodes): unknown => {
    const { position: _position, ...rest } = node as Nodes & { position?: unknown };
    if (rest.type === 'list') Object.assign(rest, { start: undefined, spread: undefined });
    if (rest.type === 'listItem') Object.assign(rest, { spread: undefined });
    return 'children' in rest ? { ...rest, children: rest.children.map(strip) } : rest;
  };
  const blocks: { type: string; ordered?: boolean; children: unknown[] }[] = [];
  for (const block of paragraphs.flatMap((text) => parseRichText(text).children.map(strip))) {
    const next = block as (typeof blocks)[number];
    const last = blocks.at(-1);
    if (last?.type === 'list' && next.type === 'list' && last.ordered === next.ordered)
      last.children.push(...next.children);
    else blocks.push({ ...next, children: [...(next.children ?? [])] });
  }
  return blocks;
}

/** Every rich-text body of the engine's fixture site's entries. */
function fixtureBodies(): string[][] {
  const bodies: string[][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json') && dir.includes(`${join('collections')}`)) {
        const body = (JSON.parse(readFileSync(path, 'utf8')) as { body?: unknown }).body;
        if (Array.isArray(body)) bodies.push(body as string[]);
      }
    }
  };
  walk(FIXTURE_DIR);
  return bodies;
}

const text = (value: string, ...marks: { type: string; attrs?: Record<string, string> }[]): JSONContent => ({
  type: 'text',
  text: value,
  ...(marks.length ? { marks } : {}),
});
const p = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const bold = { type: 'bold' };
const italic = { type: 'italic' };
const link = (href: string) => ({ type: 'link', attrs: { href } });

describe('rich text between its stored strings and the writing area', () => {
  const everything = [
    'Plain words, then **bold**, *italic*, **_both_**, `code` and [a page](~/about).',
    '## A subheading',
    '### A smaller one',
    '- First point with **bold**',
    '- Second point',
    '1. Step one',
    '2. Step two with [a site](https://example.com)',
    '> A quote with *emphasis*',
    'A line\\\nbroken in two',
    '**[Bold link](~/contact)** and [link with **bold**](#team)',
  ];

  it('writes back every kind of block exactly as it reads it, string for string', () => {
    expect(toStoredForm(toDocument(everything))).toEqual(everything);
  });

  it('writes what the site draws unchanged for every body of the fixture’s entries, even where the spelling differs', () => {
    const bodies = fixtureBodies();
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      const written = toStoredForm(toDocument(body));
      expect(drawn(written)).toEqual(drawn(body));
      // Kept as written where nothing changed: saving an untouched body changes no line.
      expect(toStoredForm(toDocument(body), body)).toEqual(body);
    }
  });

  it('keeps an untouched line as it was spelled and rewrites only the changed one', () => {
    const before = ['Some __old__ spelling.', 'Another _line_.'];
    const doc = toDocument(before);
    doc.content![1] = p(text('Another '), text('word', italic), text('.'));
    expect(toStoredForm(doc, before)).toEqual(['Some __old__ spelling.', 'Another *word*.']);
  });

  it('joins list items written one per string into one list, and numbers a numbered list in order', () => {
    const doc = toDocument(['- a', '- b', '1. x', '1. y', '1. z']);
    expect(doc.content!.map((node) => [node.type, node.content!.length])).toEqual([
      ['bulletList', 2],
      ['orderedList', 3],
    ]);
    expect(toStoredForm(doc)).toEqual(['- a', '- b', '1. x', '2. y', '3. z']);
  });

  it('nests marks the way the file reads them', () => {
    const doc = { type: 'doc', content: [p(text('a ', bold), text('b', bold, italic), text(' c'))] };
    expect(toStoredForm(doc)).toEqual(['**a _b_** c']);
    // Spaces at the edge of bold stay outside it, so the stars still read as bold.
    expect(toStoredForm({ type: 'doc', content: [p(text('x'), text(' y ', bold), text('z'))] })).toEqual(['x **y** z']);
  });

  it('leaves empty paragraphs, empty list items and blank lines out of the file', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'paragraph' },
        p(text('   ')),
        p(text('Kept')),
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph' }] },
            { type: 'listItem', content: [p(text('item'))] },
          ],
        },
      ],
    };
    expect(toStoredForm(doc)).toEqual(['Kept', '- item']);
    expect(toDocument([]).content).toEqual([{ type: 'paragraph' }]);
  });

  it('never keeps a javascript: or data: link, read or written, and keeps its words', () => {
    const read = toDocument(['[click](javascript:alert(1)) and [x](data:text/html,hi) and [ok](mailto:a@b.co)']);
    const marks = read.content![0].content!.flatMap((node) => node.marks ?? []);
    expect(marks).toEqual([link('mailto:a@b.co')]);
    expect(toStoredForm(read)).toEqual(['click and x and [ok](mailto:a@b.co)']);
    const written = toStoredForm({ type: 'doc', content: [p(text('run', link('javascript:alert(1)')))] });
    expect(written).toEqual(['run']);
    expect(written.join()).not.toContain('javascript');
  });

  it('turns raw HTML into its plain letters, so the file holds no markup the site would refuse', () => {
    const hostile = ['Hi <script>alert(1)</script> <b>there</b>', '<div onclick="x()">block</div>'];
    const written = toStoredForm(toDocument(hostile));
    const kinds: string[] = [];
    for (const line of written) eachNode(parseRichText(line), (node) => kinds.push(node.type));
    expect(kinds).not.toContain('html');
    // The letters the site showed are the letters it still shows.
    expect(written[0]).toContain('alert(1)');
    const plainText = toDocument(written).content!.map((block) => block.content!.map((node) => node.text).join(''));
    expect(plainText).toEqual(['Hi <script>alert(1)</script> <b>there</b>', '<div onclick="x()">block</div>']);
  });

  it('escapes Markdown typed as words, so a star or a hash written by a person stays a star or a hash', () => {
    const doc = { type: 'doc', content: [p(text('2 * 3 = 6, **not bold**, # not a heading, [not](a link)'))] };
    const written = toStoredForm(doc);
    expect(toDocument(written)).toEqual(doc);
    const deep = { type: 'doc', content: [p(text('- not a list'))] };
    expect(toDocument(toStoredForm(deep))).toEqual(deep);
  });

  it('reads headings the site draws alike as the same subheading', () => {
    expect(toDocument(['# Top', '###### Deep']).content!.map((node) => node.attrs?.level)).toEqual([2, 3]);
  });
});

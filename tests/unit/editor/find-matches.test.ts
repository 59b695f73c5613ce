import { describe, expect, it } from 'vitest';
import { findMatches, replaceMatches } from '../../../src/editor/find/find-matches';
import { loadDocuments } from '../../../src/editor/store/actions/load-documents';
import { emptyState } from '../../../src/editor/store/state';

const state = loadDocuments(emptyState, {
  type: 'loadDocuments',
  files: [
    {
      file: 'demos/x/pages/home.json',
      version: 'v1',
      text: JSON.stringify({
        title: 'Home',
        blocks: [
          { type: 'hero', heading: 'Closed on Mondays, closed on mondays', ctaLink: '~/mondays' },
          { type: 'faq', items: [{ question: 'Open Mondays?', answer: 'No.' }] },
        ],
      }),
    },
    { file: 'demos/x/site.json', version: 'v1', text: JSON.stringify({ name: 'X', tagline: 'Never on Mondays' }) },
  ],
});
const docs = Object.values(state.docs);

describe('find and replace', () => {
  it('finds every match in the texts of pages and settings, ignoring case, but not in links', () => {
    const matches = findMatches(docs, 'mondays');
    expect(matches.map((m) => [m.file, m.path.join('.'), m.start])).toEqual([
      ['demos/x/pages/home.json', 'blocks.0.heading', 10],
      ['demos/x/pages/home.json', 'blocks.0.heading', 29],
      ['demos/x/pages/home.json', 'blocks.1.items.0.question', 5],
      ['demos/x/site.json', 'tagline', 9],
    ]);
    expect(findMatches(docs, '')).toEqual([]);
  });

  it('replaces only the chosen matches, several in one text included, and leaves the rest alone', () => {
    const matches = findMatches(docs, 'mondays');
    const changed = replaceMatches(docs, [matches[0], matches[1], matches[3]], 'Tuesdays');
    expect(Object.keys(changed).sort()).toEqual(['demos/x/pages/home.json', 'demos/x/site.json']);
    const blocks = changed['demos/x/pages/home.json'].blocks as Record<string, unknown>[];
    expect(blocks[0]).toEqual({
      type: 'hero',
      heading: 'Closed on Tuesdays, closed on Tuesdays',
      ctaLink: '~/mondays',
    });
    expect(blocks[1]).toEqual({ type: 'faq', items: [{ question: 'Open Mondays?', answer: 'No.' }] });
    expect(changed['demos/x/site.json'].tagline).toBe('Never on Tuesdays');
    // The documents held before are untouched.
    expect((docs[0].data.blocks as { heading: string }[])[0].heading).toBe('Closed on Mondays, closed on mondays');
  });
});

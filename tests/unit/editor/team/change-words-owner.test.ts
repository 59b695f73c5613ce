import { describe, expect, it } from 'vitest';
import { fieldChanges, saveSentences } from '../../../../scripts/editor/team/change-words.ts';

/** History's sentences for one save of `file` from `before` to `after`. */
const told = (file: string, before: unknown, after: unknown) =>
  saveSentences([{ file, before: JSON.stringify(before), after: JSON.stringify(after) }]);

const PAGE = 'demos/salon/pages/home.json';
const SITE = 'demos/salon/site.json';

/** Words a salon owner could not read in History, whatever the change. */
const UNREADABLE = [/\b(\w+) of the \1\b/i, /\d+ \d+% \d+%/, /\{phone\}|\{email\}/, /a group of fields/, /\bx \d/];

function readable(sentences: string[]) {
  for (const sentence of sentences) for (const word of UNREADABLE) expect(sentence).not.toMatch(word);
}

const faq = (order: number[]) => ({
  path: '/',
  title: 'Home',
  blocks: [
    {
      type: 'faq',
      heading: 'Questions',
      items: order.map((n) => ({ question: `How soon can I book ${n}?`, answer: `Answer ${n}.` })),
    },
  ],
});

describe("History in the owner's words", () => {
  it('tells a list put in a new order as a reorder, not as each entry changed', () => {
    const sentences = told(PAGE, faq([1, 2, 3, 4, 5, 6]), faq([2, 1, 3, 4, 5, 6]));
    expect(sentences).toEqual(['Salon › Home › Questions: questions put in a new order']);
    readable(sentences);
  });

  it('tells an entry given new words for its name by its old name, never "question of the question"', () => {
    const after = faq([1, 2]);
    after.blocks[0].items[0].question = 'When can I come in?';
    const sentences = told(PAGE, faq([1, 2]), after);
    expect(sentences).toEqual([
      'Salon › Home › Questions: the question "How soon can I book 1?" now reads "When can I come in?"',
    ]);
    readable(sentences);
  });

  it('names colours in words', () => {
    const site = (colour: string) => ({ name: 'Salon', theme: { colors: { secondary: colour } } });
    const sentences = told(SITE, site('270 25% 20%'), site('180 100% 25%'));
    expect(sentences).toEqual(['Salon › Site settings › accent colour changed from dark purple to teal']);
    readable(sentences);
  });

  it("tells a picture's subject moved, not its numbers", () => {
    const hero = (x: number) => ({
      path: '/',
      blocks: [{ type: 'hero', heading: 'Look good', subject: { x, y: 20, width: 30, height: 40 } }],
    });
    const sentences = told(PAGE, hero(32), hero(30));
    expect(sentences).toEqual(["Salon › Home › Look good: the picture's subject moved"]);
    readable(sentences);
  });

  it('tells a fixed choice by its name, as the form offers it', () => {
    const sentences = told(SITE, { name: 'Salon' }, { name: 'Salon', kind: 'demo' });
    expect(sentences).toEqual(['Salon › Site settings › kind set to A sample site for the portfolio']);
    readable(sentences);
  });

  it("tells a link to the site's own phone number as that", () => {
    const cta = (link: string) => ({
      path: '/',
      blocks: [{ type: 'cta', heading: 'Book now', actions: [{ label: 'Call Now', href: link }] }],
    });
    const sentences = told(PAGE, cta('tel:+15553187720'), cta('tel:{phone}'));
    expect(sentences).toHaveLength(1);
    expect(sentences[0]).toContain('+1 (555) 318-7720 → the site’s phone number');
    readable(sentences);
  });

  it('names an added entry as its list names entries: \'added the testimonial by "Ann Lee"\'', () => {
    const page = (authors: string[]) => ({
      path: '/',
      blocks: [
        { type: 'testimonials', heading: 'Kind words', items: authors.map((author) => ({ quote: 'Lovely.', author })) },
      ],
    });
    const sentences = told(PAGE, page(['Bo Kim']), page(['Bo Kim', 'Ann Lee']));
    expect(sentences).toEqual(['Salon › Home › Kind words: added the testimonial by "Ann Lee"']);
    readable(sentences);
    // The change itself still holds what was added, for History's details and undo.
    expect(fieldChanges(page(['Bo Kim']), page(['Bo Kim', 'Ann Lee']), PAGE)[0].after).toEqual({
      quote: 'Lovely.',
      author: 'Ann Lee',
    });
  });
});

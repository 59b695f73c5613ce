import { expect, it } from 'vitest';
import type { Block } from '../../src/content/types.generated.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';

/** A section as a reader sees it at a glance: its type with its look, such as "form/panel" or "faq/columns". */
const lookOf = (block: Block) => {
  const look = ('layout' in block && block.layout) || ('variant' in block && block.variant);
  return look ? `${block.type}/${look}` : block.type;
};

const demos = loadContent().sites.filter(({ site }) => site.basePath.startsWith('/demo-'));
const contactPages = demos.flatMap(({ source, pages }) =>
  pages.filter(({ page }) => page.path === '/contact').map(({ page }) => ({ site: source.id, page })),
);

it('gives every demo a contact page with a form', () => {
  expect(contactPages.length).toBe(demos.length);
  for (const { site, page } of contactPages)
    expect(
      page.blocks.some((block) => block.type === 'form'),
      `${site} has a form`,
    ).toBe(true);
});

it('composes no two demo contact pages alike, by section types alone or with their looks', () => {
  for (const name of [(block: Block) => block.type, lookOf]) {
    const sequences = contactPages.map(({ page }) => page.blocks.map(name).join(' > '));
    const shared = sequences.filter((sequence, index) => sequences.indexOf(sequence) !== index);
    expect(shared).toEqual([]);
  }
});

import { expect, it } from 'vitest';
import type { FaqItem } from '../../../src/content/types.generated.ts';
import { splitIntoColumns } from '../../../src/blocks/faq/split.ts';
import { renderBlocks } from '../../support/render.tsx';

it('fills the left column, then the right, each as long, with an odd question out across both', () => {
  for (let count = 1; count <= 11; count++) {
    const { left, right, across } = splitIntoColumns(count);
    expect(left + right + across).toBe(count);
    expect(left).toBe(right);
    expect(across).toBe(count % 2);
  }
});

it('renders every question once, in order, whatever the count', () => {
  const items: FaqItem[] = Array.from({ length: 5 }, (_, index) => ({
    question: `Question ${index + 1}?`,
    answer: `Answer ${index + 1}.`,
  }));
  const html = renderBlocks([
    { type: 'faq', variant: 'columns', heading: 'Questions', items: [items[0], ...items.slice(1)] },
  ]);
  const positions = items.map((item) => html.indexOf(item.question));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(html.split('<details').length - 1).toBe(5);
});

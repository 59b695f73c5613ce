import type { BlockRules } from '../../../scripts/content/block-rules.ts';
import { list, text } from '../../../scripts/content/readable.ts';
import { listOf, nearest } from '../../../scripts/content/suggest.ts';

/**
 * Every filter button shows some picture, no two show the same category, and a
 * picture's category close to a filter's but not equal to it is a typo.
 */
const gallery: BlockRules = {
  section: (block, { file, path, report }) => {
    const filterIds = list(block, 'filters').flatMap((filter) => text(filter, 'id') ?? []);
    const categories = new Set(list(block, 'items').flatMap((item) => text(item, 'category') ?? []));
    // A category close to a filter's id but not equal is a typo; one unlike every filter is allowed (it shows under All).
    const typoFor = new Set<string>();
    list(block, 'items').forEach((item, i) => {
      const category = text(item, 'category');
      if (category === undefined || filterIds.includes(category)) return;
      const guess = nearest(category, filterIds);
      if (!guess) return;
      typoFor.add(guess);
      const title = text(item, 'title');
      report(
        file,
        [...path, 'items', i, 'category'],
        'category-typo',
        `The picture${title ? ` "${title}"` : ''} has the category "${category}", which no filter button shows, so it only appears under All.`,
        `Did you mean "${guess}"? A category unlike every filter is fine on purpose: such pictures show under All only.`,
      );
    });

    const seen = new Set<string>();
    list(block, 'filters').forEach((filter, i) => {
      const id = text(filter, 'id');
      if (id === undefined) return;
      if (seen.has(id))
        report(
          file,
          [...path, 'filters', i, 'id'],
          'duplicate-filter',
          `Two filter buttons show the category "${id}".`,
        );
      seen.add(id);
      if (!categories.has(id) && !typoFor.has(id)) {
        const guess = nearest(id, categories);
        report(
          file,
          [...path, 'filters', i, 'id'],
          'empty-filter',
          `The filter "${text(filter, 'label') ?? id}" shows the category "${id}", but no picture has that category, so it would show nothing.`,
          guess ? `Did you mean "${guess}"?` : `The pictures' categories are ${listOf([...categories])}.`,
        );
      }
    });
  },
};
export default gallery;

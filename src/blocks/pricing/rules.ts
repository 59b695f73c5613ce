import type { BlockRules } from '../../../scripts/content/block-rules.ts';
import { isRecord } from '../../../scripts/content/locate.ts';
import { list } from '../../../scripts/content/readable.ts';

/** At most one tier is highlighted as Most Popular. */
const pricing: BlockRules = {
  section: (block, { file, path, report }) => {
    const highlighted = list(block, 'tiers').flatMap((tier, i) =>
      isRecord(tier) && tier.highlighted === true ? [i] : [],
    );
    if (highlighted.length > 1) {
      report(
        file,
        [...path, 'tiers', highlighted[1], 'highlighted'],
        'two-highlighted-tiers',
        `${highlighted.length} tiers are highlighted as Most Popular; only one may be.`,
        'Remove "highlighted" from all tiers but one.',
      );
    }
  },
};
export default pricing;

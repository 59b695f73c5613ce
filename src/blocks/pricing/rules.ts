import type { BlockRules } from '../../../scripts/content/block-rules.ts';
import { isRecord } from '../../../scripts/content/locate.ts';
import { list } from '../../../scripts/content/readable.ts';
import { TIER_DEFAULTS } from '../../content/defaults.ts';

const pricing: BlockRules = {
  /** At most one tier is highlighted as Most Popular. */
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
  /** A tier without a ctaLink leads to the page's contact section, which must then exist. */
  impliedLinks: (block) =>
    list(block, 'tiers').flatMap((tier, t) =>
      isRecord(tier) && tier.ctaLink === undefined ? [[TIER_DEFAULTS.ctaLink, ['tiers', t]]] : [],
    ),
};
export default pricing;

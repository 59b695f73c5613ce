/* Generated from src/blocks/<type>/rules.ts by scripts/generate-types.ts. Do not edit by hand:
 * add or change a block's rules.ts, then run `npm run generate`. */
import type { BlockRules } from '../../scripts/content/block-rules.ts';
import collectionList from './collection-list/rules.ts';
import featured from './featured/rules.ts';
import form from './form/rules.ts';
import gallery from './gallery/rules.ts';
import pricing from './pricing/rules.ts';
import team from './team/rules.ts';

/** Each block type's own rules, for the types that have any, by block type. */
export const BLOCK_RULES: Readonly<Record<string, BlockRules>> = {
  'collection-list': collectionList,
  featured,
  form,
  gallery,
  pricing,
  team,
};

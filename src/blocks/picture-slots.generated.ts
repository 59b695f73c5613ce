/* Generated from src/blocks/<type>/pictures.ts by scripts/generate-types.ts. Do not edit by hand:
 * add or change a block's pictures.ts, then run `npm run generate`. */
import type { PictureSlot } from '../ui/picture-slot';
import beforeAfter from './before-after/pictures';
import cardGrid from './card-grid/pictures';
import featured from './featured/pictures';
import gallery from './gallery/pictures';
import hero from './hero/pictures';
import logoList from './logo-list/pictures';
import team from './team/pictures';
import text from './text/pictures';

/** How each block type that declares its pictures shows them, by block type. */
export const PICTURE_SLOTS: Readonly<Record<string, PictureSlot>> = {
  'before-after': beforeAfter,
  'card-grid': cardGrid,
  featured,
  gallery,
  hero,
  'logo-list': logoList,
  team,
  text,
};

/* Generated from src/blocks/<type>/pictures.ts by scripts/generate-types.ts. Do not edit by hand:
 * add or change a block's pictures.ts, then run `npm run generate`. */
import type { PictureSlot } from '../ui/picture-slot.ts';
import beforeAfter from './before-after/pictures.ts';
import cardGrid from './card-grid/pictures.ts';
import featured from './featured/pictures.ts';
import gallery from './gallery/pictures.ts';
import hero from './hero/pictures.ts';
import logoList from './logo-list/pictures.ts';
import team from './team/pictures.ts';
import text from './text/pictures.ts';

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

// The contract every business module fulfils; index.ts turns it into files.
import type { Art, Pic } from './svg';
import type { ArtStyle } from './style';

export interface Kit {
  id: string;
  /** The kit's own drawing style: every picture of the site is drawn in it. */
  style: ArtStyle;
  hero(a: Art): Pic; // 1600 x 900
  about(a: Art): Pic; // 1200 x 800
  /** Cut-down hero in 1600 x 900 units for the studio's mock-ups, where bytes are tight. */
  mini(a: Art): string;
  /** Gallery categories, each drawn in `variations` variations (v = 1..n) at 800 x 600. */
  gallery: Record<string, (a: Art, v: number) => Pic>;
  /** How many variations of each gallery category there are: three unless said. */
  variations?: number;
  team?: (a: Art, i: number) => Pic; // 480 x 480, i = 0..2
  /** Any one-off files: relative path -> [width, height, draw]. */
  extra?: Record<string, [number, number, (a: Art) => Pic]>;
}

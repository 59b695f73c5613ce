/**
 * How a block type shows its pictures, declared once in the block's own folder
 * (src/blocks/<type>/pictures.ts) and read by both sides of a picture:
 * - `sizes`: for each way the block shows a picture, how wide it is on screen,
 *   as a `sizes` list; the component passes it to `<Picture>`;
 * - `widths`: the widths the build makes of each photo in this block, which
 *   `tests/unit/picture-slots.test.ts` holds to every one of those `sizes`.
 * A block type without the file gets general-purpose widths. Declared with
 * `satisfies PictureSlot`, so the component sees the names of its views.
 */
export interface PictureSlot {
  readonly sizes: Readonly<Record<string, string>>;
  readonly widths: readonly number[];
}

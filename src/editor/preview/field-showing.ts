import type { Json } from '../store/state';

type Path = (string | number)[];

function eachText(value: Json, path: Path, visit: (text: string, path: Path) => void) {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((entry, i) => eachText(entry, [...path, i], visit));
  else if (value && typeof value === 'object')
    for (const [key, entry] of Object.entries(value)) if (key !== 'type') eachText(entry, [...path, key], visit);
}

/**
 * Where in a section's data the words a person clicked in the preview come
 * from: the field whose text is exactly what was clicked, or else the
 * longest one that makes up a good part of the clicked words ("$129" in
 * "From $129"), so a click beside the words opens the section alone.
 * Undefined when nothing matches (a picture, a gap between cards).
 */
export function fieldShowing(block: Json, clickedText: string): Path | undefined {
  const clicked = clickedText.replace(/\s+/g, ' ').trim();
  if (!clicked) return undefined;
  let best: { path: Path; length: number } | undefined;
  eachText(block, [], (text, path) => {
    const value = text.replace(/\s+/g, ' ').trim();
    if (!value) return;
    if (value === clicked) best = { path, length: Infinity };
    else if (
      value.length > 1 &&
      value.length * 3 >= clicked.length &&
      clicked.includes(value) &&
      value.length > (best?.length ?? 0)
    )
      best = { path, length: value.length };
  });
  return best?.path;
}

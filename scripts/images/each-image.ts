/** Where a picture sits: the keys and indexes from the document's root. */
export type ImagePath = (string | number)[];

/** The shape of a picture in content (schema/shared/image.schema.json), as far as the pipeline needs it. */
export interface ImageObject {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  [key: string]: unknown;
}

function isImage(value: Record<string, unknown>): value is ImageObject {
  return typeof value.src === 'string' && typeof value.alt === 'string';
}

/**
 * Visit every picture of a page or site document with its slot (the type of
 * the block it is in, or "site" outside blocks) and its path. Generic on
 * purpose: a block type added later needs no entry here.
 */
export function eachImage(document: unknown, visit: (image: ImageObject, slot: string, path: ImagePath) => void): void {
  const walk = (value: unknown, slot: string, path: ImagePath): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, slot, [...path, index]));
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (isImage(record)) {
        visit(record, slot, path);
        return;
      }
      // A block starts a slot: its pictures are shown the way its type shows them.
      const inner = path.length === 2 && path[0] === 'blocks' && typeof record.type === 'string' ? record.type : slot;
      for (const [key, child] of Object.entries(record)) walk(child, inner, [...path, key]);
    }
  };
  walk(document, 'site', []);
}

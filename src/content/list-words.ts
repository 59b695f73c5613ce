/** Names as a sentence lists them: "A", "A and B", "A, B and C"; nothing for none. */
export const listWords = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

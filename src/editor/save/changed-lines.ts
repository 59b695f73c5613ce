/** The part of two texts that differs, line by line, after their common start and end. */
export function changedLines(mine: string, theirs: string) {
  const a = mine.split('\n');
  const b = theirs.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { firstLine: start + 1, mine: a.slice(start, a.length - end), theirs: b.slice(start, b.length - end) };
}

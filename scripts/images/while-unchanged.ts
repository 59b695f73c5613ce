import { statSync } from 'node:fs';

/**
 * `compute` for a file, remembered while the file keeps its size and time, so
 * what many pages ask of one file (its hash, its header) is worked out once.
 * A throw is not remembered: the next call tries again.
 */
export function whileUnchanged<T>(compute: (file: string) => T): (file: string) => T {
  const known = new Map<string, { mtimeMs: number; size: number; value: T }>();
  return (file) => {
    const { mtimeMs, size } = statSync(file);
    const seen = known.get(file);
    if (seen && seen.mtimeMs === mtimeMs && seen.size === size) return seen.value;
    const value = compute(file);
    known.set(file, { mtimeMs, size, value });
    return value;
  };
}

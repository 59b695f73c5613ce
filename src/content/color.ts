export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** "217 91% 60%" -> { h: 217, s: 91, l: 60 }, or undefined when out of range or malformed. */
export function parseHsl(value: string): Hsl | undefined {
  const match = /^\s*(\d{1,3}(?:\.\d+)?)\s+(\d{1,3}(?:\.\d+)?)%\s+(\d{1,3}(?:\.\d+)?)%\s*$/.exec(value);
  if (!match) return undefined;
  const [h, s, l] = match.slice(1).map(Number);
  return h <= 360 && s <= 100 && l <= 100 ? { h, s, l } : undefined;
}

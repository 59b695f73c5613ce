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

/**
 * "#1e90ff" or "#19f" -> "210 100% 56%", the theme's colour format; undefined
 * for anything that is not a hex colour. Used by the validator's hints and the
 * editor's colour picker, which speaks hex.
 */
export function hexToHsl(hex: string): string | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  h = Math.round(h * 60 + 360) % 360;
  return `${h} ${Math.round(s * 100)}% ${Math.round(l * 100)}%`;
}

/** "210 100% 56%" -> "#1f8fff", for the browser's colour picker; undefined when malformed. */
export function hslToHex(hsl: string): string | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)%\s+(\d+(?:\.\d+)?)%\s*$/.exec(hsl);
  if (!match) return undefined;
  const [h, s, l] = [Number(match[1]) % 360, Number(match[2]) / 100, Number(match[3]) / 100];
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return `#${[0, 8, 4].map((n) => channel(n).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Colours written the way other tools write them (hex, or CSS's hsl()) are
 * converted to the "H S% L%" form this theme expects, to offer as a fix.
 */
export function asHslText(value: string): string | undefined {
  return fromHex(value.trim()) ?? fromHslFunction(value.trim());
}

function fromHex(value: string): string | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
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
  h = Math.round(h * 60);
  return `${h < 0 ? h + 360 : h} ${Math.round(s * 100)}% ${Math.round(l * 100)}%`;
}

function fromHslFunction(value: string): string | undefined {
  const number = '(\\d{1,3}(?:\\.\\d+)?)';
  const match = new RegExp(`^hsla?\\(\\s*${number}(?:deg)?\\s*[,\\s]\\s*${number}%\\s*[,\\s]\\s*${number}%\\s*(?:[,/]\\s*[\\d.]+%?\\s*)?\\)$`, 'i').exec(value);
  return match ? `${match[1]} ${match[2]}% ${match[3]}%` : undefined;
}

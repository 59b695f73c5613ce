import { hexToHsl } from '../../src/content/color.ts';

/**
 * Colours written the way other tools write them (hex, or CSS's hsl()) are
 * converted to the "H S% L%" form this theme expects, to offer as a fix.
 */
export function asHslText(value: string): string | undefined {
  return hexToHsl(value) ?? fromHslFunction(value.trim());
}

function fromHslFunction(value: string): string | undefined {
  const number = '(\\d{1,3}(?:\\.\\d+)?)';
  const match = new RegExp(
    `^hsla?\\(\\s*${number}(?:deg)?\\s*[,\\s]\\s*${number}%\\s*[,\\s]\\s*${number}%\\s*(?:[,/]\\s*[\\d.]+%?\\s*)?\\)$`,
    'i',
  ).exec(value);
  return match ? `${match[1]} ${match[2]}% ${match[3]}%` : undefined;
}

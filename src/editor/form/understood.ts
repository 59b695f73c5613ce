import { hexToHsl, parseHsl } from '@/content/color';
import { namedHex } from '@/content/colour-words';

/**
 * What a person typed, turned into what the content needs, with a short note
 * saying so: people write "www.example.com" and "#1E6FD9", the files want
 * "https://www.example.com" and "215 75% 47%". Undefined means "leave it":
 * either it is fine as it is, or it is not something we can read.
 */
export interface Understood {
  value: string;
  note: string;
}

const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,}$/i;
const PHONE = /^\+?[\d\s().-]{7,}$/;
const DOMAIN = /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/\S*)?$/i;

export function understoodHref(typed: string): Understood | undefined {
  const text = typed.trim();
  if (text === '' || /^(\/|~\/|#|https:\/\/|mailto:|tel:)/.test(text))
    return text === typed ? undefined : { value: text, note: '' };
  if (/^http:\/\//i.test(text))
    return { value: `https://${text.slice(7)}`, note: `Will be saved as a secure address: https://${text.slice(7)}` };
  if (EMAIL.test(text)) return { value: `mailto:${text}`, note: `Will be saved as an email link to ${text}.` };
  if (PHONE.test(text) && text.replace(/\D/g, '').length >= 7) {
    const digits = `${text.startsWith('+') ? '+' : ''}${text.replace(/\D/g, '')}`;
    return { value: `tel:${digits}`, note: `Will be saved as a phone link that dials ${digits}.` };
  }
  if (DOMAIN.test(text)) return { value: `https://${text}`, note: `Will be saved as https://${text}` };
  return undefined;
}

/**
 * "teal", "sky blue": the colours the editor names itself, then any other CSS
 * colour name, which the browser's canvas turns into "#rrggbb" (no list of
 * every name kept here). Outside a browser, only the editor's own names.
 */
function namedColour(text: string): string | undefined {
  if (!/^[a-z][a-z ]*$/i.test(text)) return undefined;
  const own = namedHex(text);
  if (own || typeof document === 'undefined') return own;
  const paint = document.createElement('canvas').getContext?.('2d');
  if (!paint) return undefined;
  const name = text.replace(/\s+/g, '');
  // Two different starting colours: a name the browser does not know leaves each as it was.
  paint.fillStyle = '#000000';
  paint.fillStyle = name;
  const first = paint.fillStyle;
  paint.fillStyle = '#ffffff';
  paint.fillStyle = name;
  return first === paint.fillStyle && first.startsWith('#') ? first : undefined;
}

/** "teal", "rgb(30 111 217)", "hsl(215, 75%, 48%)" or "#1E6FD9" -> "215 75% 48%", the theme's colour form. */
export function understoodColour(typed: string): Understood | undefined {
  const text = typed.trim();
  if (text === '' || parseHsl(text)) return undefined;
  const hex = hexToHsl(text.startsWith('#') ? text : `#${text}`) ?? hexToHsl(namedColour(text) ?? '');
  if (hex) return { value: hex, note: `${text} will be saved as ${hex} (the theme's colour form).` };
  const numbers =
    /^(rgba?|hsla?)\(\s*([\d.]+)(?:deg)?[\s,]+([\d.]+)%?[\s,]+([\d.]+)%?\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i.exec(text);
  if (!numbers) return undefined;
  const [a, b, c] = numbers.slice(2).map(Number);
  if (numbers[1].toLowerCase().startsWith('hsl')) {
    const value = `${Math.round(a) % 360} ${Math.round(b)}% ${Math.round(c)}%`;
    return parseHsl(value) ? { value, note: `${text} will be saved as ${value}.` } : undefined;
  }
  if ([a, b, c].some((n) => n > 255)) return undefined;
  const value = hexToHsl(`#${[a, b, c].map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`)!;
  return { value, note: `${text} will be saved as ${value} (the theme's colour form).` };
}

/** "/Our Team" -> "/our-team": a page address as the site writes them. */
export function understoodPagePath(typed: string): Understood | undefined {
  const text = typed.trim();
  const value = `/${text
    .replace(/^\/+/, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9/-]/g, '')
    .replace(/-+/g, '-')}`;
  if (value === typed) return undefined;
  return { value, note: `The address is written ${value}: lower-case letters, digits and dashes.` };
}

import { describe, expect, it } from 'vitest';
import { parseHsl } from '../../../src/content/color';
import { understoodColour, understoodHref, understoodPagePath } from '../../../src/editor/form/understood';
import { colourInWords, namedHex, SUGGESTED_COLOURS } from '../../../src/content/colour-words';

describe('what a person typed, as the content needs it', () => {
  it('reads colours in the usual forms and leaves the theme form alone', () => {
    expect(understoodColour('#1E6FD9')?.value).toBe('214 76% 48%');
    expect(understoodColour('1e6fd9')?.value).toBe('214 76% 48%');
    expect(understoodColour('rgb(30, 111, 217)')?.value).toBe('214 76% 48%');
    expect(understoodColour('hsl(215deg 75% 48%)')?.value).toBe('215 75% 48%');
    expect(understoodColour('214 76% 48%')).toBeUndefined();
    expect(understoodColour('blueish')).toBeUndefined();
    expect(understoodColour('rgb(300 0 0)')).toBeUndefined();
    for (const typed of ['#abc', 'rgb(0 0 0)', 'hsl(360 100% 100%)'])
      expect(parseHsl(understoodColour(typed)!.value)).toBeDefined();
  });

  it('names a stored colour by the nearest colour people name, and reads those names typed back', () => {
    expect(colourInWords('180 100% 25%')).toBe('teal');
    expect(colourInWords('177 66% 30%')).toBe('close to teal');
    expect(colourInWords('not a colour')).toBeUndefined();
    expect(understoodColour('Sky Blue')?.value).toBe(understoodColour('#87ceeb')?.value);
    // Each suggested colour, once stored in the theme's rounded form, still reads as its own name.
    for (const name of SUGGESTED_COLOURS) expect(colourInWords(understoodColour(namedHex(name)!)!.value)).toBe(name);
  });

  it('turns web addresses, emails and phone numbers into links, and leaves what it cannot read', () => {
    expect(understoodHref('www.example.com')?.value).toBe('https://www.example.com');
    expect(understoodHref('example.co.uk/menu')?.value).toBe('https://example.co.uk/menu');
    expect(understoodHref('http://example.com')?.value).toBe('https://example.com');
    expect(understoodHref('jane@example.com')?.value).toBe('mailto:jane@example.com');
    expect(understoodHref('+1 (555) 123-4567')?.value).toBe('tel:+15551234567');
    expect(understoodHref(' ~/contact ')?.value).toBe('~/contact');
    expect(understoodHref('~/contact')).toBeUndefined();
    expect(understoodHref('call us')).toBeUndefined();
    expect(understoodHref('javascript:alert(1)')).toBeUndefined();
  });

  it('writes page addresses in lower case with dashes', () => {
    expect(understoodPagePath('/Reviews')?.value).toBe('/reviews');
    expect(understoodPagePath('Our Team')?.value).toBe('/our-team');
    expect(understoodPagePath('/our-team')).toBeUndefined();
  });
});

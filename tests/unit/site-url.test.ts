/**
 * A site's address: siteUrlOf (src/content/site-url.ts) and the schema's
 * pattern for `url` agree on every text, so what the validator lets through
 * is always an address the build can use, and that address has one form.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../scripts/content/schema.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';
import { siteUrlOf } from '../../src/content/site-url.ts';

const validateSite = loadSchemas().site;
const site = JSON.parse(
  readFileSync(join(PROJECT_ROOT, 'tests', 'content-errors', '_valid', 'site-content', 'demo', 'site.json'), 'utf8'),
) as Record<string, unknown>;

/** True when the site schema takes `url` as written (everything else about the document is valid). */
function schemaAccepts(url: string): boolean {
  const valid = validateSite({ ...site, url });
  const aboutUrl = (validateSite.errors ?? []).filter((error) => error.instancePath === '/url');
  expect(valid || aboutUrl.length > 0, `only url may be wrong: ${JSON.stringify(validateSite.errors)}`).toBe(true);
  return valid;
}

/** Some letters in capitals, as people type them. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,12}[a-z0-9])?$/);
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([labels, tld]) => [...labels, tld].join('.'))
  .chain(anyCase);

/** A domain written any of the ways people write one. */
const written = fc
  .record({
    space: fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0', '\u2028', '\ufeff'),
    scheme: fc.constantFrom('', '', 'https://', 'http://', 'HTTPS://', 'Http://'),
    www: fc.constantFrom('', 'www.', 'WWW.'),
    domain,
    slash: fc.constantFrom('', '/'),
  })
  .map(({ space, scheme, www, domain, slash }) => ({
    text: `${space}${scheme}${www}${domain}${slash}${space}`,
    host: `${www}${domain}`,
  }));

/** What must never pass for a site's address. */
const hostile = fc.oneof(
  fc
    .tuple(
      written,
      fc.constantFrom('/about', '/a/', '?q=1', '#top', ':8080', ':', '//', ' x', '/ x', '.', '..', '-', '\\', '%20'),
    )
    .map(([{ text }, tail]) => `${text.trim()}${tail}`),
  fc
    .tuple(
      fc.constantFrom(
        'javascript:',
        'ftp://',
        'file://',
        '//',
        'user@',
        'user:pass@',
        'https:///',
        'https//',
        'mailto:',
        ' https ://',
        '-',
        '.',
      ),
      written,
    )
    .map(([head, { text }]) => `${head}${text.trim()}`),
  // Letters outside ASCII, including those that fold to ASCII (Kelvin sign, long s, dotless i) and a full-width dot.
  fc
    .tuple(written, fc.constantFrom('ü', 'é', '\u212a', 'ſ', 'ı', '。', 'ｅ', '\u200b', 'x\u00a0x', '😀'), fc.nat())
    .map(([{ text }, odd, at]) => {
      const plain = text.trim();
      const i = at % (plain.length + 1);
      return `${plain.slice(0, i)}${odd}${plain.slice(i)}`;
    }),
  fc.constantFrom('', ' ', 'localhost', 'example', '127.0.0.1', 'https://', 'www.', 'a..com', 'a-.com', 'x.c0m'),
);

describe('a site address', () => {
  it('is taken in the forms people write it, and kept as https:// and the domain', () => {
    expect(siteUrlOf('www.joesplumbing.com')).toBe('https://www.joesplumbing.com');
    expect(siteUrlOf('joesplumbing.com')).toBe('https://joesplumbing.com');
    expect(siteUrlOf('https://joesplumbing.com/')).toBe('https://joesplumbing.com');
    expect(siteUrlOf('HTTP://JoesPlumbing.COM')).toBe('https://joesplumbing.com');
    expect(siteUrlOf('joesplumbing.com/about')).toBeUndefined();
    expect(siteUrlOf('javascript:alert(1)')).toBeUndefined();
  });

  it('is accepted by the schema exactly when siteUrlOf makes an address of it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          written.map(({ text }) => text),
          hostile,
          fc.string(),
          fc.string({ unit: 'grapheme' }),
        ),
        (text) => {
          expect(schemaAccepts(text)).toBe(siteUrlOf(text) !== undefined);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('turns every way of writing a domain into "https://" and the domain in lower case, with no trailing slash', () => {
    fc.assert(
      fc.property(written, ({ text, host }) => {
        const url = siteUrlOf(text);
        expect(url).toBe(`https://${host.toLowerCase()}`);
        expect(url).toMatch(/^https:\/\/[a-z0-9.-]+[a-z]$/);
        expect(siteUrlOf(url!)).toBe(url); // already in its one form
        expect(schemaAccepts(text)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('is refused for paths, queries, ports, other schemes, spaces inside and letters outside ASCII', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(siteUrlOf(text)).toBeUndefined();
        expect(schemaAccepts(text)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

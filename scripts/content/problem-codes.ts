/**
 * Every kind of content problem, by its code, with what it means in the words
 * of the guide's table in site-content/README.md (`npm run generate` writes the
 * table from here). A code never changes between versions: scripts, CI and the
 * editor rely on it. `warning` marks the codes that are advice and never stop a
 * build; every other code is an error.
 */
interface ProblemKind {
  meaning: string;
  severity?: 'warning';
}

export const PROBLEM_CODES = {
  'json-syntax': { meaning: 'The file is not valid JSON (a missing comma, quote or bracket).' },
  'curly-quotes': { meaning: 'Curly quotes (“ ”) from a word processor where JSON needs straight ones (").' },
  'byte-order-mark': { meaning: 'The file starts with an invisible byte order mark; save it as plain UTF-8.' },
  'invalid-utf8': { meaning: 'The file is not saved as UTF-8 (often Latin-1 or Windows-1252).' },
  'control-character': { meaning: 'A text contains an invisible control character.' },
  'too-deep': { meaning: 'Brackets nested far deeper than any content needs (usually unclosed brackets).' },
  'duplicate-key': { meaning: 'The same property twice in one group.' },
  'unknown-block-type': { meaning: 'A section `"type"` that does not exist.' },
  'unknown-property': { meaning: 'A property that this place does not have (often misspelled).' },
  'missing-property': { meaning: 'A required property is missing.' },
  'wrong-type': { meaning: 'Text where a number belongs, a list where text belongs, and so on.' },
  'value-in-quotes': { meaning: 'A number or `true`/`false` written in quotes: remove them.' },
  'not-allowed-value': { meaning: 'A value outside the listed choices.' },
  'section-out-of-place': { meaning: 'A whole section pasted inside a list of another section.' },
  'bad-link': { meaning: 'A link in none of the allowed forms.' },
  'bad-colour': { meaning: 'A colour that is not `"H S% L%"` (hex and `hsl()` get a converted suggestion).' },
  'bad-format': { meaning: 'A value not written the way it must be (names, paths, picture file names, email).' },
  'empty-text': { meaning: 'A text that is empty.' },
  'too-short': { meaning: 'A text shorter than its place needs.' },
  'too-long': { meaning: 'A text longer than its place allows.' },
  'too-few': { meaning: 'A list with fewer entries than its place needs.' },
  'too-many': { meaning: 'A list with more entries than its place allows.' },
  'out-of-range': { meaning: 'A number below its minimum or above its maximum.' },
  price: {
    meaning:
      'A price that does not read as one, such as `"sixty five"` or `"about 80"`: write `"$65"`, `"From $65"`, `"$150+"`, `"$45/hr"` or `"$10-20"`. A few words stand for a price and pass: `"Free"`, `"Market price"`, `"On request"`, `"Call for a price"`. The editor refuses to save it, and `npm run validate` reports it in a file edited by hand.',
  },
  'not-valid': { meaning: 'Any other rule of the schema; the message says which.' },
  'link-to-missing-page': { meaning: 'A link to an address where there is no page.' },
  'link-outside-site': { meaning: 'A demo link written `"/faq"` that meant this site\'s `"~/faq"`.' },
  'link-to-missing-anchor': { meaning: 'A link to a section anchor the page does not have.' },
  'anchor-without-page': { meaning: 'A `"#..."` link in `site.json`, which belongs to no single page.' },
  'missing-image': { meaning: "A picture that is not in the site's images folder." },
  'wrong-image-size': {
    meaning:
      "A picture whose stated width and height are not the file's own (for an SVG: not its proportions). Leave them out: they are read from the file.",
  },
  'not-a-picture': {
    meaning:
      'A file in an images folder that is not a JPEG, PNG, WebP, AVIF or SVG picture (it would never be published). Files the system writes by itself (`.DS_Store`, `Thumbs.db`, `desktop.ini`) are passed over.',
  },
  'unsafe-svg': {
    meaning:
      'An SVG that is more than a drawing (a script, an event handler, a link to another file, a DOCTYPE, an element or attribute that does not draw such as an editor\'s own, CSS that fetches a file) or is not saved as UTF-8. Export it again as a plain SVG (Inkscape: "Plain SVG"), or save it as a PNG.',
  },
  'picture-too-large': {
    meaning: 'A photo of more than 50 megapixels: make it smaller (the editor does it for you on upload).',
  },
  'unreadable-picture': { meaning: 'A file in the images folder that cannot be read as a picture.' },
  'undeclared-collection': {
    meaning: 'A folder in a site\'s `collections/` that its `site.json` does not declare under `"collections"`.',
  },
  'unknown-collection-type': { meaning: 'A collection whose `"type"` has no schema in `schema/collections/`.' },
  'bad-slug': {
    meaning: "An entry's file name that cannot be an address: lower-case letters, digits and dashes, then `.json`.",
  },
  'duplicate-slug': { meaning: 'Two entries of one collection with the same file name (in different folders).' },
  'missing-reference': {
    meaning:
      'An entry, or a team\'s `people`, names an entry (`"people/mira-holt"`) that does not exist (for a team, or is not a person).',
  },
  'tag-without-index': { meaning: "An entry's tag that its collection's setting in `site.json` does not list." },
  'list-of-unknown-collection': {
    meaning: 'A collection-list section names a collection its site does not declare, or one without an address.',
  },
  'html-in-rich-text': { meaning: 'HTML written in rich text, which is never shown: use its Markdown instead.' },
  'link-to-unpublished-entry': {
    meaning: 'A published page links to a draft, or to an entry dated in the future, which has no page yet.',
  },
  'duplicate-route': {
    meaning: 'Two pages of one website with the same address (a client site is a website of its own).',
  },
  'path-repeats-base': { meaning: "A page path that starts with its site's base path again." },
  'duplicate-base-path': { meaning: 'Two sites with the same `basePath` (usually a copied folder).' },
  'duplicate-site-folder': { meaning: 'Two site folders with the same name.' },
  'no-home-page': { meaning: 'A site without a page at `"/"`.' },
  'client-outside-clients': {
    meaning: 'A site says `"kind": "client"` but is not in `clients/`, where client sites live.',
  },
  'wrong-kind-in-clients': { meaning: 'A site in `clients/` that does not say `"kind": "client"`.' },
  'wrong-kind-in-demos': { meaning: 'A site in `demos/` that says `"kind": "studio"`.' },
  'second-studio': { meaning: 'More than one site says `"kind": "studio"`.' },
  'unknown-time-zone': {
    meaning: 'A site\'s `"timeZone"` that is not a time zone\'s name, like `"America/Chicago"`.',
  },
  'missing-url': { meaning: 'The studio\'s site or a client site without its `"url"`, like `"www.joesplumbing.com"`.' },
  'client-base-path': {
    meaning: 'A client site whose `basePath` is not `"/"`: it is published at the root of its own domain.',
  },
  'banner-on-client': {
    meaning: 'A client site with a `"banner"`: the "Back to Portfolio / Get This Website" strip is for demos only.',
  },
  'link-leaves-client-site': {
    meaning: "A client site's link to the studio's pages, a demo or another site: write its full `https://` address.",
  },
  'featured-outside-site': { meaning: 'A `featured` section whose `"href"` is not a page of its own site.' },
  'duplicate-not-found-page': { meaning: 'More than one page of one website with the path `"*"`.' },
  'duplicate-anchor': { meaning: 'Two sections of one page with the same anchor.' },
  'two-highlighted-tiers': { meaning: 'More than one pricing tier marked Most Popular.' },
  'two-popular-packages': { meaning: 'More than one published package of one collection marked popular.' },
  'duplicate-filter': { meaning: 'Two gallery filter buttons for one category.' },
  'empty-filter': { meaning: 'A gallery filter that no picture belongs to.' },
  'duplicate-item-id': { meaning: 'Two gallery pictures of one page with the same `"id"`.' },
  'featured-item-missing': {
    meaning: "A `featured` section names an id that no picture in the linked page's gallery has.",
  },
  'category-typo': {
    meaning: "A picture's category one typo away from a filter (a category unlike every filter is allowed).",
  },
  'duplicate-field': { meaning: 'Two fields of one form with the same name.' },
  'select-without-options': { meaning: 'A select field of a form without options to choose from.' },
  'options-without-select': { meaning: 'Options on a form field that is not a select field.' },
  'missing-required-message': {
    meaning: 'A required field without its own message, in a form that shows its own messages.',
  },
  'form-id-missing': { meaning: 'A form that really sends, on a site whose `site.json` has no `"formId"`.' },
  'missing-fact': { meaning: "A `{phone}`-style token for a fact the site's `site.json` does not give." },
  'unknown-fact': { meaning: 'A word in braces that is not a site fact, such as `{phon}`.', severity: 'warning' },
  'fact-written-out': {
    meaning: "Page text repeats the site's phone or email instead of writing `{phone}` or `{email}`.",
    severity: 'warning',
  },
  'unreadable-hours': {
    meaning:
      'Opening hours that do not read as days and times (`"Mon-Fri"`, `"9:00 AM - 5:00 PM"`, `"Closed"`, `"By appointment"`); other words need a `"status"`.',
  },
  'listing-lacks-fact': {
    meaning:
      "A client site without an address or phone: its search listing will show none. Add it to site.json's contact.",
    severity: 'warning',
  },
  'bad-redirect': {
    meaning:
      'An address redirected twice in `redirects.json` (how each redirect is written is checked by `schema/redirects.schema.json`).',
  },
  'redirect-from-page': { meaning: 'A redirect from an address a page still has: the page would never be seen.' },
  'redirect-to-missing-page': { meaning: 'A redirect to an address where there is no page.' },
  'redirect-loop': { meaning: 'Redirects that lead round in a circle, so the address never shows a page.' },
  'missing-schema-line': { meaning: 'The file has no `"$schema"` line.', severity: 'warning' },
  'wrong-schema-line': { meaning: 'The `"$schema"` line points at the wrong schema.', severity: 'warning' },
  'content-folder-missing': { meaning: 'The content folder (or `SITE_CONTENT_DIR`) does not exist.' },
  'no-site': { meaning: 'The content folder holds no site (no folder with a `site.json`).' },
  'not-a-file': {
    meaning: 'A folder where a file belongs (`site.json`, or a folder named like `about.json` in `pages`).',
  },
  'not-a-folder': { meaning: 'A file where a folder belongs (`pages`, `images`, the content folder).' },
  'dangling-link': { meaning: 'A symbolic link that leads nowhere.' },
  'symbolic-link': {
    meaning:
      'A page, a picture or a folder of pictures that is a symbolic link: content files must be real files inside the content folder, so copy the file in instead.',
  },
  'permission-denied': { meaning: 'A file or folder the check may not read.' },
  unreadable: { meaning: 'A file that could not be read for another reason, named in the message.' },
  'internal-error': { meaning: 'A fault of the checker itself, not of the content; please report it.' },
} as const satisfies Record<string, ProblemKind>;

/** The name of one kind of content problem. */
export type ProblemCode = keyof typeof PROBLEM_CODES;

/** Whether a problem of this kind stops a build ("error") or is advice ("warning"). */
export function severityOf(code: ProblemCode): 'error' | 'warning' {
  const kind: ProblemKind = PROBLEM_CODES[code];
  return kind.severity ?? 'error';
}

/**
 * What each problem the content checker can report says to an owner, its
 * message and its hint kept together, one entry per code (in the manner of an
 * error catalogue). The record is typed by every code, so a new code without
 * words does not compile, and tests/unit/problem-messages.test.ts checks them
 * too. `{value}` stands for what the person typed, where there is one;
 * `{length}` for a text's length.
 */
import type { ProblemCode } from '../../../scripts/content/problem-codes.ts';

export interface ProblemWords {
  message: string;
  hint?: string;
}

const FILE_FAULT: ProblemWords = {
  message: 'This file cannot be read as it is.',
  hint: 'Ask the studio: it happens when the file was changed outside the editor.',
};
const STUDIO_SETUP: ProblemWords = {
  message: 'The way this site is set up needs the studio’s attention.',
  hint: 'Nothing you typed causes it; the studio will fix it.',
};
const PICTURE_FILE: ProblemWords = {
  message: 'This picture’s file cannot be used on the site.',
  hint: 'Upload it again as a JPEG or PNG photo.',
};

export const PROBLEM_MESSAGES: Record<ProblemCode, ProblemWords> = {
  'json-syntax': FILE_FAULT,
  'curly-quotes': FILE_FAULT,
  'byte-order-mark': FILE_FAULT,
  'invalid-utf8': FILE_FAULT,
  'control-character': { message: 'This text holds an invisible character.', hint: 'Type the text again here.' },
  'too-deep': FILE_FAULT,
  'duplicate-key': FILE_FAULT,
  'unknown-block-type': {
    message: '{value} is not a kind of section the site knows.',
    hint: 'Pick one from the list.',
  },
  'unknown-property': FILE_FAULT,
  'missing-property': { message: 'This needs to be filled in.' },
  'wrong-type': { message: '{value} is not the kind of value this field takes.' },
  'value-in-quotes': { message: '{value} is not the kind of value this field takes.' },
  'not-allowed-value': { message: '{value} is not one of the choices here.', hint: 'Pick one from the list.' },
  'section-out-of-place': FILE_FAULT,
  'bad-link': {
    message: '{value} is not a link the site can use.',
    hint: 'Pick a page, or type a web address such as https://example.com.',
  },
  'bad-colour': { message: '{value} is not a colour.', hint: 'Pick one, or type it like #1E6FD9.' },
  'bad-format': { message: '{value} is not written the way this field needs.' },
  'empty-text': { message: 'This needs to be filled in.' },
  'too-short': { message: 'This is too short.', hint: 'Write a little more.' },
  'too-long': { message: 'This is too long ({length} characters).', hint: 'Shorten it.' },
  'too-few': { message: 'This list needs more entries.', hint: 'Add one.' },
  'too-many': { message: 'This list has too many entries.', hint: 'Remove one.' },
  'out-of-range': { message: '{value} is too small or too large for this field.' },
  price: { message: '{value} does not look like a price.', hint: 'Write it with digits, like $65 or From $65.' },
  'not-valid': { message: '{value} is not accepted here.', hint: 'The studio can tell you what this field needs.' },
  'link-to-missing-page': {
    message: '{value} links to a page this site does not have.',
    hint: 'Pick one of its pages.',
  },
  'link-outside-site': { message: '{value} leads out of this site.', hint: 'Pick the page from the list instead.' },
  'link-to-missing-anchor': { message: '{value} links to a section that page does not have.' },
  'anchor-without-page': {
    message: 'A link to a section must name its page too.',
    hint: 'Pick the page from the list.',
  },
  'missing-image': {
    message: 'This picture is not among the site’s pictures.',
    hint: 'Choose or upload one.',
  },
  'wrong-image-size': { message: 'The stated size of this picture is not its real size.' },
  'not-a-picture': PICTURE_FILE,
  'unsafe-svg': PICTURE_FILE,
  'picture-too-large': {
    message: 'This photo is too large for the site.',
    hint: 'Upload it again: the editor makes it smaller.',
  },
  'unreadable-picture': PICTURE_FILE,
  'undeclared-collection': STUDIO_SETUP,
  'unknown-collection-type': STUDIO_SETUP,
  'bad-slug': {
    message: 'This entry’s name cannot be part of a web address.',
    hint: 'Give it a name of plain letters and digits.',
  },
  'duplicate-slug': {
    message: 'Another entry of this list has the same name.',
    hint: 'Give this one a name of its own.',
  },
  'missing-reference': { message: '{value} is not an entry of this site.', hint: 'Pick one from the list.' },
  'tag-without-index': { message: '{value} is not one of this list’s tags.', hint: 'Pick one of its tags.' },
  'list-of-unknown-collection': {
    message: 'This section lists entries the site does not have.',
    hint: 'Pick a list of this site.',
  },
  'html-in-rich-text': {
    message: 'This text holds code that would never show.',
    hint: 'Use the text’s own buttons for bold, italic and links.',
  },
  'link-to-unpublished-entry': {
    message: '{value} links to an entry that is still a draft.',
    hint: 'Publish the entry first, or link elsewhere.',
  },
  'duplicate-route': { message: 'Another page has the same address.' },
  'path-repeats-base': {
    message: 'This address starts with the site’s own address again.',
    hint: 'Leave that part out.',
  },
  'duplicate-base-path': STUDIO_SETUP,
  'duplicate-site-folder': STUDIO_SETUP,
  'no-home-page': { message: 'This site has no home page.', hint: 'Add a page at the site’s own address.' },
  'client-outside-clients': STUDIO_SETUP,
  'wrong-kind-in-clients': STUDIO_SETUP,
  'wrong-kind-in-demos': STUDIO_SETUP,
  'second-studio': STUDIO_SETUP,
  'unknown-time-zone': {
    message: '{value} is not a time zone.',
    hint: 'Type the name of a city in it the way time zones are named, like America/Chicago.',
  },
  'missing-url': { message: 'The site’s web address is missing.', hint: 'Fill it in in the site settings.' },
  'client-base-path': STUDIO_SETUP,
  'banner-on-client': STUDIO_SETUP,
  'link-leaves-client-site': {
    message: '{value} leads to another of the studio’s sites.',
    hint: 'Pick a page of this site, or type a full web address.',
  },
  'featured-outside-site': {
    message: 'This section shows pictures from another site.',
    hint: 'Pick a page of this site.',
  },
  'duplicate-not-found-page': STUDIO_SETUP,
  'duplicate-anchor': { message: 'Another section of this page has the same name for links.' },
  'two-highlighted-tiers': { message: 'Only one package can be marked as the most popular.' },
  'two-popular-packages': {
    message: 'Another package is already marked as the most popular.',
    hint: 'Switch off Most popular on one of them.',
  },
  'duplicate-filter': { message: 'Two filter buttons show the same pictures.', hint: 'Remove one of them.' },
  'empty-filter': { message: 'No picture belongs to this filter button, so it would show nothing.' },
  'duplicate-item-id': {
    message: 'Another picture of this page has the same name.',
    hint: 'Give this one a name of its own.',
  },
  'featured-item-missing': {
    message: 'The picture this section shows is not on that page any more.',
    hint: 'Pick another.',
  },
  'category-typo': { message: '{value} is not a category of any filter button.', hint: 'Check its spelling.' },
  'duplicate-field': {
    message: 'Another field of this form has the same name.',
    hint: 'Give this one a name of its own.',
  },
  'select-without-options': { message: 'This list of choices has no choices.', hint: 'Add at least one.' },
  'options-without-select': {
    message: 'Only a list of choices can have choices.',
    hint: 'Make the field a choice, or remove them.',
  },
  'missing-required-message': {
    message: 'This field must be filled in, but says nothing when it is left empty.',
    hint: 'Write the sentence a visitor sees then.',
  },
  'form-id-missing': { message: 'This form sends, but the site settings have no form id.' },
  'missing-fact': {
    message: 'This uses a site fact that the site settings do not give.',
    hint: 'Fill it in there.',
  },
  'unknown-fact': {
    message: '{value} has a word in braces that is not a site fact.',
    hint: 'Use the buttons beside the field.',
  },
  'fact-written-out': {
    message: 'This writes out the site’s phone number or email.',
    hint: 'Use the {phone} or {email} button, so it follows the site settings.',
  },
  'unreadable-hours': {
    message: '{value} cannot be read as opening hours.',
    hint: 'Write them like 9:00 AM - 5:00 PM, or Closed.',
  },
  'listing-lacks-fact': { message: 'This listing lacks a fact its page shows.', hint: 'Fill it in.' },
  'bad-redirect': { message: '{value} is not an address a redirect can use.', hint: 'Pick a page of this site.' },
  'redirect-from-page': {
    message: 'A page still has this address, so it would never be seen.',
    hint: 'Remove the redirect, or the page.',
  },
  'redirect-to-missing-page': { message: '{value} is not a page of this site.', hint: 'Pick one of its pages.' },
  'redirect-loop': { message: 'These redirects lead round in a circle.', hint: 'Remove one of them.' },
  'missing-schema-line': FILE_FAULT,
  'wrong-schema-line': FILE_FAULT,
  'content-folder-missing': STUDIO_SETUP,
  'no-site': STUDIO_SETUP,
  'not-a-file': STUDIO_SETUP,
  'not-a-folder': STUDIO_SETUP,
  'dangling-link': STUDIO_SETUP,
  'symbolic-link': STUDIO_SETUP,
  'permission-denied': STUDIO_SETUP,
  unreadable: FILE_FAULT,
  'internal-error': {
    message: 'The editor could not check this.',
    hint: 'Nothing you did causes it; the studio will look into it.',
  },
};

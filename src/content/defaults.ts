/**
 * Values a section may leave out, and what the site shows instead. The schema states the same
 * defaults, for the editor and the guide; a unit test holds the two equal. The content check reads
 * them too, since a left-out link still has to lead somewhere.
 */
export const TIER_DEFAULTS = {
  /** A pricing tier's button text. */
  cta: 'Get Started',
  /** Where a pricing tier's button goes: the contact section of the same page. */
  ctaLink: '#contact',
} as const;

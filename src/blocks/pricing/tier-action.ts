import { TIER_DEFAULTS } from '@/content/defaults';
import type { Action, PricingTier } from '@/content/types.generated';

/** A tier's button: Get Started to this page's contact section unless the content says otherwise, filled for the highlighted tier. */
export function tierAction(tier: PricingTier): Action {
  return {
    label: tier.cta ?? TIER_DEFAULTS.cta,
    href: tier.ctaLink ?? TIER_DEFAULTS.ctaLink,
    style: tier.highlighted ? 'primary' : 'outline',
  };
}

import type { Action, PricingTier } from '@/content/types.generated';

/** A tier's button: Get Started to this page's contact section unless the content says otherwise, filled for the highlighted tier. */
export function tierAction(tier: PricingTier): Action {
  return {
    label: tier.cta ?? 'Get Started',
    href: tier.ctaLink ?? '#contact',
    style: tier.highlighted ? 'primary' : 'outline',
  };
}

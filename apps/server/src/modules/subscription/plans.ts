import { planPrice, type Duration, type PlanFeature, type PlanType } from '@travel/contracts';

/**
 * The platform's plans and prices: the configuration of billing, in one place. A price is the
 * monthly one in minor units of CURRENCY; a year costs twelve months less the annual discount.
 */
export const BILLING = {
  currency: 'USD',
  taxPercent: 10,
  annualDiscountPercent: 20,
  plans: {
    Starter: { monthly: 2_900, features: ['website', 'allVerticals', 'agents5'] },
    Pro: {
      monthly: 7_900,
      features: ['website', 'allVerticals', 'agentsUnlimited', 'proposals', 'customDomain', 'prioritySupport'],
    },
  } satisfies Record<PlanType, { monthly: number; features: PlanFeature[] }>,
} as const;

/** A plan's price for a period, in minor units of BILLING.currency. */
export function priceOf(planType: PlanType, duration: Duration): number {
  return planPrice(BILLING.plans[planType].monthly, duration, BILLING.annualDiscountPercent);
}

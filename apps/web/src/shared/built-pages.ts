/**
 * Pages of the spec that do not exist yet are never linked (issue 9: no dead ends). Each flag
 * turns on in the change that lands its page; verticals have their own registry in the contracts
 * (`BUILT_BOOKING_TYPES`).
 */
export const BUILT_PAGES: { subscription: boolean } = {
  /** /subscription: plans and billing for agency owners and admins. */
  subscription: false,
};

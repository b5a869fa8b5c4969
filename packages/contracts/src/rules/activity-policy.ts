import { zoneOffsetMinutes } from './zone-offset';

/**
 * An activity's cancellation policy (Viator's three kinds) and what cancelling at an instant
 * returns. Deadlines are counted on the wall clock of the product's zone: 'until 24 hours
 * before the start' is the start's local time the day before, even across a change of the
 * clocks (Hotelbeds Activities: cancellation deadlines always in the destination's time zone).
 */

export const ACTIVITY_POLICY_TYPES = ['STANDARD', 'ALL_SALES_FINAL', 'CUSTOM'] as const;
export type ActivityPolicyType = (typeof ACTIVITY_POLICY_TYPES)[number];

/** Refund `refundPercent` when cancelled at least `hoursBefore` hours (on the local clock) before the start. */
export interface ActivityPolicyTier {
  hoursBefore: number;
  refundPercent: number;
}

export interface ActivityCancellationPolicy {
  type: ActivityPolicyType;
  /** Most generous first; empty for all sales final. */
  tiers: ActivityPolicyTier[];
}

/** Full refund up to 24 hours before the start. */
export const STANDARD_POLICY: ActivityCancellationPolicy = {
  type: 'STANDARD',
  tiers: [{ hoursBefore: 24, refundPercent: 100 }],
};
export const ALL_SALES_FINAL_POLICY: ActivityCancellationPolicy = { type: 'ALL_SALES_FINAL', tiers: [] };

/** A tier with its deadline worked out for one start. */
export interface ActivityTierAt extends ActivityPolicyTier {
  /** The last instant of the tier (UTC ISO) and the same on the product's wall clock ('YYYY-MM-DDTHH:mm'). */
  until: string;
  untilLocal: string;
}

/** What cancelling at an instant gives back. */
export interface ActivityRefundAt {
  refundPercent: number;
  /** The tier in force (null: nothing back). */
  tier: ActivityTierAt | null;
  /** When the refund next changes (the tier's deadline), or null when it no longer will. */
  changesAt: string | null;
}

const MINUTE_MS = 60_000;
/** 'YYYY-MM-DDTHH:mm' on the zone's clock at an instant. */
export function localDateTimeAt(zone: string, utcMs: number): string {
  return new Date(utcMs + zoneOffsetMinutes(zone, utcMs) * MINUTE_MS).toISOString().slice(0, 16);
}

/** The instant the zone's clock shows a local 'YYYY-MM-DDTHH:mm' (a time skipped by the clocks moves forward). */
export function instantOfLocal(zone: string, local: string): number {
  const wall = Date.parse(`${local}:00Z`);
  const guess = wall - zoneOffsetMinutes(zone, wall) * MINUTE_MS;
  return wall - zoneOffsetMinutes(zone, guess) * MINUTE_MS;
}

/** The policy's tiers with their deadlines for a start at `startLocal` in `zone`. */
export function tiersAt(policy: ActivityCancellationPolicy, zone: string, startLocal: string): ActivityTierAt[] {
  const startWall = Date.parse(`${startLocal}:00Z`);
  return policy.tiers.map((tier) => {
    const untilLocal = new Date(startWall - tier.hoursBefore * 60 * MINUTE_MS).toISOString().slice(0, 16);
    return { ...tier, untilLocal, until: new Date(instantOfLocal(zone, untilLocal)).toISOString() };
  });
}

/**
 * The refund of cancelling at `atMs` an activity starting at `startLocal` in `zone`: the most
 * generous tier whose deadline has not passed (a deadline is still in force at its very
 * instant), nothing once every deadline has passed or the activity has started.
 */
export function refundAt(
  policy: ActivityCancellationPolicy,
  zone: string,
  startLocal: string,
  atMs: number,
): ActivityRefundAt {
  const tiers = tiersAt(policy, zone, startLocal).sort((a, b) => b.refundPercent - a.refundPercent);
  const tier = atMs < instantOfLocal(zone, startLocal) ? tiers.find((t) => atMs <= Date.parse(t.until)) : undefined;
  if (!tier) return { refundPercent: 0, tier: null, changesAt: null };
  return { refundPercent: tier.refundPercent, tier, changesAt: tier.until };
}

/** The refund of an amount at a percent, rounded down to the minor unit (never more than the amount). */
export function refundOf(amount: number, refundPercent: number): number {
  return Math.min(amount, Math.floor((amount * refundPercent) / 100));
}

/** A policy offers free cancellation when some tier gives everything back. */
export function isFreeCancellation(policy: ActivityCancellationPolicy): boolean {
  return policy.tiers.some((tier) => tier.refundPercent === 100);
}

/** Free cancellation of one start as it stands at an instant. */
export interface FreeCancellationAt {
  /** 'open': cancelling now gives everything back; 'ended': it did until `until`; 'none': the policy never does. */
  state: 'open' | 'ended' | 'none';
  /** The last instant of the free window (UTC ISO) and the same on the product's wall clock; null for 'none'. */
  until: string | null;
  untilLocal: string | null;
}

/**
 * Whether an activity starting at `startLocal` in `zone` can still be cancelled for free at
 * `atMs`: a product with free cancellation offers it only while the window of its full-refund
 * tier is open (its deadline is still in force at its very instant, as in `refundAt`) and the
 * activity has not started; once it has closed, it has ended.
 */
export function freeCancellationAt(
  policy: ActivityCancellationPolicy,
  zone: string,
  startLocal: string,
  atMs: number,
): FreeCancellationAt {
  const free = tiersAt(policy, zone, startLocal)
    .filter((tier) => tier.refundPercent === 100)
    .sort((a, b) => Date.parse(b.until) - Date.parse(a.until))[0];
  if (!free) return { state: 'none', until: null, untilLocal: null };
  const open = atMs <= Date.parse(free.until) && atMs < instantOfLocal(zone, startLocal);
  return { state: open ? 'open' : 'ended', until: free.until, untilLocal: free.untilLocal };
}

import type { Money } from '@travel/contracts';
import { addDays, localToUtc, wallClockAt } from '../../shared/zone-time';
import type { CancellationPolicy, PenaltyStep, RatePrice } from '../rate';
import type { RatePlan } from './rate-plans';

/**
 * Cancellation steps in the hotel's local time, as Hotelbeds gives them ('from' in the hotel's
 * own offset): a refundable rate is free until local midnight `freeDays` before check-in, then
 * costs the first night (or half), and for some rates the full total from check-in day. The
 * instants come from the zone's rules on those dates, so a deadline across a daylight-saving
 * change keeps its local time.
 */

function step(timeZone: string, atMs: number, amount: Money): PenaltyStep {
  const clock = wallClockAt(timeZone, atMs);
  return { from: new Date(atMs).toISOString(), fromLocal: clock.local, utcOffset: clock.utcOffset, amount };
}

/** The first night's share of the total: what 'one night' costs, taxes and discounts in proportion. */
function firstNightOf(price: RatePrice): number {
  const first = price.nights[0]?.amount.amount ?? 0;
  return price.base.amount > 0 ? Math.round((price.total.amount * first) / price.base.amount) : 0;
}

export function cancellationPolicyOf(
  plan: RatePlan,
  price: RatePrice,
  checkIn: string,
  timeZone: string,
  bookedAtMs: number,
): CancellationPolicy {
  const total = price.total;
  if (!plan.refundable) {
    return {
      refundable: false,
      timeZone,
      freeCancellationUntil: null,
      freeCancellationUntilLocal: null,
      steps: [step(timeZone, bookedAtMs, total)],
    };
  }
  const firstAt = localToUtc(timeZone, addDays(checkIn, -plan.freeDays), 0);
  const firstAmount = Math.min(
    total.amount,
    plan.firstPenalty === 'night' ? firstNightOf(price) : Math.round(total.amount / 2),
  );
  const steps = [step(timeZone, firstAt, { amount: firstAmount, currency: total.currency })];
  if (plan.fullFromArrival && firstAmount < total.amount)
    steps.push(step(timeZone, localToUtc(timeZone, checkIn, 0), total));
  const first = steps[0];
  return {
    refundable: true,
    timeZone,
    freeCancellationUntil: first?.from ?? null,
    freeCancellationUntilLocal: first?.fromLocal ?? null,
    steps,
  };
}

/** What cancelling at an instant costs: the last step that has begun, else nothing. */
export function penaltyAt(policy: CancellationPolicy, atMs: number, currency: string): Money {
  let amount = 0;
  for (const candidate of policy.steps) if (Date.parse(candidate.from) <= atMs) amount = candidate.amount.amount;
  return { amount, currency };
}

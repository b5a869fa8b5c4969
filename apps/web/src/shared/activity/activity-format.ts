import { freeCancellationAt, instantOfLocal, tiersAt, type ActivityCancellationPolicy } from '@travel/contracts';
import { formatLocalTime } from '../format/wall-clock';

/** A fixed duration or a range, in the reader's words ('3 h', '1 h 30 min', '2–3 days'). */
export function durationParts(fromMinutes: number, toMinutes: number): { key: string; values: Record<string, number> } {
  const days = (minutes: number) => minutes / 1440;
  if (fromMinutes >= 1440 && fromMinutes % 1440 === 0 && toMinutes % 1440 === 0)
    return fromMinutes === toMinutes
      ? { key: 'duration.days', values: { count: days(fromMinutes) } }
      : { key: 'duration.dayRange', values: { from: days(fromMinutes), to: days(toMinutes) } };
  if (fromMinutes !== toMinutes)
    return {
      key: 'duration.hourRange',
      values: { from: Math.round((fromMinutes / 60) * 10) / 10, to: Math.round((toMinutes / 60) * 10) / 10 },
    };
  const hours = Math.floor(fromMinutes / 60);
  const minutes = fromMinutes % 60;
  if (hours === 0) return { key: 'duration.minutes', values: { minutes } };
  if (minutes === 0) return { key: 'duration.hours', values: { hours } };
  return { key: 'duration.hoursMinutes', values: { hours, minutes } };
}

/** One line of a cancellation policy, as the reader is told it: an i18n key and its values. */
export interface PolicyLine {
  key: string;
  values: Record<string, string | number>;
}

/**
 * A cancellation policy in plain words. Without a start: each tier by how long before the start
 * (on the product's local clock). With one (a chosen date and time, a booking): each tier's last
 * moment on the product's clock, and a tier whose moment has passed by `atMs` (the instant the
 * reader looks) said to have ended: free cancellation is offered only while its window is open.
 * All sales final says so; a policy that stops refunding says when.
 */
export function policyLines(
  policy: ActivityCancellationPolicy,
  language: string,
  start?: { timeZone: string; local: string },
  atMs: number = Date.now(),
): PolicyLine[] {
  if (policy.type === 'ALL_SALES_FINAL' || policy.tiers.length === 0) return [{ key: 'policy.final', values: {} }];
  const tiers = [...policy.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  if (start) {
    const dated = tiersAt({ ...policy, tiers }, start.timeZone, start.local);
    const started = atMs >= instantOfLocal(start.timeZone, start.local);
    const free = freeCancellationAt(policy, start.timeZone, start.local, atMs);
    const lines = dated.map((tier) => {
      const ended = tier.refundPercent === 100 ? free.state === 'ended' : started || atMs > Date.parse(tier.until);
      const kind = tier.refundPercent === 100 ? 'full' : 'part';
      return {
        key: `policy.${kind}${ended ? 'Ended' : 'Until'}`,
        values: { percent: tier.refundPercent, until: formatLocalTime(tier.untilLocal, language) },
        ended,
      };
    });
    const allEnded = lines.every((line) => line.ended);
    const last = tiers.at(-1);
    return [
      ...lines.map(({ key, values }) => ({ key, values })),
      {
        key: allEnded ? 'policy.noneNow' : last && last.hoursBefore > 0 ? 'policy.noneAfter' : 'policy.noneOnceStarted',
        values: {},
      },
    ];
  }
  const lines: PolicyLine[] = tiers.map((tier) => {
    const inDays = tier.hoursBefore >= 48 && tier.hoursBefore % 24 === 0;
    const suffix = inDays ? 'Days' : 'Hours';
    return {
      key: `policy.${tier.refundPercent === 100 ? 'full' : 'part'}${suffix}`,
      values: { percent: tier.refundPercent, count: inDays ? tier.hoursBefore / 24 : tier.hoursBefore },
    };
  });
  const last = tiers.at(-1);
  lines.push({ key: last && last.hoursBefore > 0 ? 'policy.noneAfter' : 'policy.noneOnceStarted', values: {} });
  return lines;
}

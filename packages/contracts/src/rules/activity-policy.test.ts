import { describe, expect, it } from 'vitest';
import {
  ALL_SALES_FINAL_POLICY,
  STANDARD_POLICY,
  freeCancellationAt,
  instantOfLocal,
  isFreeCancellation,
  localDateTimeAt,
  refundAt,
  refundOf,
  type ActivityCancellationPolicy,
} from './activity-policy';

const at = (iso: string) => Date.parse(iso);
const CUSTOM: ActivityCancellationPolicy = {
  type: 'CUSTOM',
  tiers: [
    { hoursBefore: 7 * 24, refundPercent: 100 },
    { hoursBefore: 2 * 24, refundPercent: 50 },
  ],
};

describe('activity cancellation policy', () => {
  it('gives everything back up to 24 hours before a standard start, nothing after', () => {
    // 2026-06-10 09:00 in Lisbon is 08:00 UTC (summer time).
    expect(refundAt(STANDARD_POLICY, 'Europe/Lisbon', '2026-06-10T09:00', at('2026-06-09T08:00:00Z'))).toMatchObject({
      refundPercent: 100,
      changesAt: '2026-06-09T08:00:00.000Z',
    });
    expect(refundAt(STANDARD_POLICY, 'Europe/Lisbon', '2026-06-10T09:00', at('2026-06-09T08:00:01Z'))).toEqual({
      refundPercent: 0,
      tier: null,
      changesAt: null,
    });
  });

  it("counts 24 hours on the product's own clock across the change to summer time", () => {
    // Lisbon's clocks go forward on 2026-03-29: 10:00 that day is 09:00Z, 10:00 the day before is 10:00Z.
    const refund = refundAt(STANDARD_POLICY, 'Europe/Lisbon', '2026-03-29T10:00', at('2026-03-28T10:00:00Z'));
    expect(refund.refundPercent).toBe(100);
    expect(refund.tier?.untilLocal).toBe('2026-03-28T10:00');
    expect(
      refundAt(STANDARD_POLICY, 'Europe/Lisbon', '2026-03-29T10:00', at('2026-03-28T10:01:00Z')).refundPercent,
    ).toBe(0);
  });

  it('reads deadlines in the zone of the product, not in UTC', () => {
    // 18:00 in New York (EDT, UTC-4) on 2026-07-01 is 22:00Z: the free window ends 2026-06-30T22:00Z.
    expect(
      refundAt(STANDARD_POLICY, 'America/New_York', '2026-07-01T18:00', at('2026-06-30T21:59:00Z')).refundPercent,
    ).toBe(100);
    expect(
      refundAt(STANDARD_POLICY, 'America/New_York', '2026-07-01T18:00', at('2026-06-30T22:01:00Z')).refundPercent,
    ).toBe(0);
  });

  it('never gives anything back when all sales are final', () => {
    expect(
      refundAt(ALL_SALES_FINAL_POLICY, 'Europe/Paris', '2026-09-01T10:00', at('2026-01-01T00:00:00Z')).refundPercent,
    ).toBe(0);
    expect(isFreeCancellation(ALL_SALES_FINAL_POLICY)).toBe(false);
  });

  it('steps down through custom tiers at their boundaries', () => {
    const zone = 'Asia/Tokyo'; // UTC+9, no summer time
    const start = '2026-05-20T09:00'; // 2026-05-20T00:00Z
    expect(refundAt(CUSTOM, zone, start, at('2026-05-13T00:00:00Z'))).toMatchObject({
      refundPercent: 100,
      changesAt: '2026-05-13T00:00:00.000Z',
    });
    expect(refundAt(CUSTOM, zone, start, at('2026-05-13T00:00:01Z'))).toMatchObject({
      refundPercent: 50,
      changesAt: '2026-05-18T00:00:00.000Z',
    });
    expect(refundAt(CUSTOM, zone, start, at('2026-05-18T00:00:01Z')).refundPercent).toBe(0);
    expect(isFreeCancellation(CUSTOM)).toBe(true);
  });

  it('gives nothing back once the activity has started, whatever the tiers', () => {
    const generous: ActivityCancellationPolicy = { type: 'CUSTOM', tiers: [{ hoursBefore: 0, refundPercent: 100 }] };
    expect(refundAt(generous, 'UTC', '2026-05-20T09:00', at('2026-05-20T08:59:00Z')).refundPercent).toBe(100);
    expect(refundAt(generous, 'UTC', '2026-05-20T09:00', at('2026-05-20T09:00:00Z')).refundPercent).toBe(0);
  });

  it('rounds a partial refund down to the minor unit', () => {
    expect(refundOf(12_345, 50)).toBe(6_172);
    expect(refundOf(12_345, 100)).toBe(12_345);
    expect(refundOf(12_345, 0)).toBe(0);
  });

  it('converts between local times and instants in a zone', () => {
    expect(new Date(instantOfLocal('Europe/Lisbon', '2026-10-25T12:00')).toISOString()).toBe(
      '2026-10-25T12:00:00.000Z',
    );
    expect(localDateTimeAt('Europe/Lisbon', at('2026-08-01T12:00:00Z'))).toBe('2026-08-01T13:00');
  });

  it('offers free cancellation until the very instant of its deadline, and says it has ended one millisecond after', () => {
    // A tour tomorrow morning: 2026-06-10 09:00 in Lisbon (08:00Z); free until 2026-06-09 09:00 there (08:00Z).
    const open = freeCancellationAt(STANDARD_POLICY, 'Europe/Lisbon', '2026-06-10T09:00', at('2026-06-09T08:00:00Z'));
    expect(open).toEqual({ state: 'open', until: '2026-06-09T08:00:00.000Z', untilLocal: '2026-06-09T09:00' });
    const ended = freeCancellationAt(
      STANDARD_POLICY,
      'Europe/Lisbon',
      '2026-06-10T09:00',
      at('2026-06-09T08:00:00.001Z'),
    );
    expect(ended).toEqual({ state: 'ended', until: '2026-06-09T08:00:00.000Z', untilLocal: '2026-06-09T09:00' });
    // The same answer as the refund the supplier would give at those instants.
    const refunds = ['2026-06-09T08:00:00Z', '2026-06-09T08:00:00.001Z'].map(
      (iso) => refundAt(STANDARD_POLICY, 'Europe/Lisbon', '2026-06-10T09:00', at(iso)).refundPercent,
    );
    expect(refunds).toEqual([100, 0]);
  });

  it("closes the free window on the product's clock, not the reader's or UTC", () => {
    const stateAt = (zone: string, start: string, iso: string) =>
      freeCancellationAt(STANDARD_POLICY, zone, start, at(iso)).state;
    const cases: Array<[zone: string, start: string, lastOpen: string, firstEnded: string]> = [
      // 09:00 in Tokyo (UTC+9) is 00:00Z: free until 09:00 the day before there, 2026-06-09T00:00Z.
      ['Asia/Tokyo', '2026-06-10T09:00', '2026-06-09T00:00:00Z', '2026-06-09T00:00:01Z'],
      // The same wall-clock start in New York (UTC-4) closes 13 hours later.
      ['America/New_York', '2026-06-10T09:00', '2026-06-09T13:00:00Z', '2026-06-09T13:00:01Z'],
      // Across Lisbon's change to summer time: 10:00 on the 28th (10:00Z) is the deadline of 10:00 on the 29th (09:00Z).
      ['Europe/Lisbon', '2026-03-29T10:00', '2026-03-28T10:00:00Z', '2026-03-28T10:00:01Z'],
    ];
    for (const [zone, start, lastOpen, firstEnded] of cases) {
      expect(stateAt(zone, start, lastOpen), `${zone} at ${lastOpen}`).toBe('open');
      expect(stateAt(zone, start, firstEnded), `${zone} at ${firstEnded}`).toBe('ended');
    }
  });

  it('follows the full-refund tier of a custom policy, and offers none when all sales are final', () => {
    const start = '2026-06-20T10:00';
    // Free until 7 days before (2026-06-13 10:00 Lisbon, 09:00Z); the 50% tier after that is not free cancellation.
    expect(freeCancellationAt(CUSTOM, 'Europe/Lisbon', start, at('2026-06-13T09:00:00Z')).state).toBe('open');
    expect(freeCancellationAt(CUSTOM, 'Europe/Lisbon', start, at('2026-06-13T09:00:01Z'))).toMatchObject({
      state: 'ended',
      untilLocal: '2026-06-13T10:00',
    });
    expect(freeCancellationAt(ALL_SALES_FINAL_POLICY, 'Europe/Lisbon', start, at('2026-06-01T00:00:00Z'))).toEqual({
      state: 'none',
      until: null,
      untilLocal: null,
    });
  });
});

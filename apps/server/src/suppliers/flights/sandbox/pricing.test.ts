import { describe, expect, it } from 'vitest';
import type { CabinClass, FlightOffer, PriceBreakdown } from '../port';
import { readOfferPayload } from './offer-codec';
import { createSandbox, FAMILY, searchRequest, slice, TestClock } from './test-support';
import { SandboxFlightSupplier } from './sandbox-flight-supplier';
import { MemoryOrderStore } from './memory-order-store';

/** What identifies the flights of an offer across searches. */
const flightsOf = (offer: FlightOffer) => readOfferPayload(offer.id)?.optionKeys.join(',') ?? '';

function expectSumOfLines(price: PriceBreakdown): void {
  const sum = (pick: (l: PriceBreakdown['lines'][number]) => number) =>
    price.lines.reduce((total, l) => total + pick(l), 0);
  for (const line of price.lines) {
    for (const money of [line.baseFare, line.taxes, line.total, line.subtotal]) {
      expect(Number.isInteger(money.amount)).toBe(true);
      expect(money.currency).toBe('USD');
    }
    expect(line.total.amount).toBe(line.baseFare.amount + line.taxes.amount);
    expect(line.subtotal.amount).toBe(line.total.amount * line.count);
  }
  expect(price.baseFare.amount).toBe(sum((l) => l.baseFare.amount * l.count));
  expect(price.taxes.amount).toBe(sum((l) => l.taxes.amount * l.count));
  expect(price.total.amount).toBe(sum((l) => l.subtotal.amount));
  expect(price.total.amount).toBe(price.baseFare.amount + price.taxes.amount);
}

describe('sandbox pricing', () => {
  it('prices each passenger type on its own line, totals being the sum of the lines', async () => {
    const { supplier } = createSandbox();
    const result = await supplier.search(
      searchRequest([slice('LIS', 'JFK', '2026-12-10'), slice('JFK', 'LIS', '2026-12-17')], {
        passengers: FAMILY,
        maxResults: 200,
      }),
    );
    for (const offer of result.offers) {
      expect(offer.price).toEqual(offer.fareFamilies[0]?.price);
      for (const fare of offer.fareFamilies) {
        expectSumOfLines(fare.price);
        expect(fare.price.lines.map((l) => [l.type, l.count])).toEqual([
          ['ADT', 2],
          ['CHD', 1],
          ['INF', 1],
        ]);
      }
    }
  });

  it('charges a child about 75% and an infant about 10% of the adult base fare', async () => {
    const { supplier } = createSandbox();
    const result = await supplier.search(
      searchRequest([slice('LIS', 'JFK', '2026-12-10')], { passengers: FAMILY, maxResults: 50 }),
    );
    for (const offer of result.offers) {
      const [adult, child, infant] = offer.price.lines;
      expect(Math.abs((child?.baseFare.amount ?? 0) - (adult?.baseFare.amount ?? 0) * 0.75)).toBeLessThanOrEqual(1);
      expect(Math.abs((infant?.baseFare.amount ?? 0) - (adult?.baseFare.amount ?? 0) * 0.1)).toBeLessThanOrEqual(1);
      expect(child?.total.amount ?? 0).toBeLessThan(adult?.total.amount ?? 0);
      expect(infant?.total.amount ?? 0).toBeLessThan((adult?.total.amount ?? 0) * 0.2);
    }
  });

  it('prices Basic below Standard below Flex, with their conditions', async () => {
    const { supplier } = createSandbox();
    const result = await supplier.search(searchRequest([slice('LIS', 'JFK', '2026-12-10')], { maxResults: 50 }));
    for (const offer of result.offers) {
      const [basic, standard, flex] = offer.fareFamilies;
      expect(offer.fareFamilies.map((f) => f.fareFamily)).toEqual(['Basic', 'Standard', 'Flex']);
      expect(basic?.price.total.amount ?? 0).toBeLessThan(standard?.price.total.amount ?? 0);
      expect(standard?.price.total.amount ?? 0).toBeLessThan(flex?.price.total.amount ?? 0);
      expect(basic?.conditions).toMatchObject({
        refundable: false,
        changeable: false,
        checkedBags: 0,
        cancellationPenalty: null,
      });
      expect(standard?.conditions).toMatchObject({
        refundable: true,
        checkedBags: 1,
        cancellationPenalty: { amount: 25_000, currency: 'USD' },
      });
      expect(flex?.conditions).toMatchObject({
        refundable: true,
        checkedBags: 2,
        cancellationPenalty: { amount: 0, currency: 'USD' },
      });
    }
  });

  it('prices the same flights dearer in each higher cabin', async () => {
    const { supplier } = createSandbox();
    const result = await supplier.search(searchRequest([slice('LHR', 'SIN', '2026-12-10')], { cabin: 'NoPreference' }));
    const byFlights = new Map<string, Map<CabinClass, number>>();
    for (const offer of result.offers) {
      const cabins = byFlights.get(flightsOf(offer)) ?? new Map<CabinClass, number>();
      cabins.set(offer.cabin, offer.price.total.amount);
      byFlights.set(flightsOf(offer), cabins);
    }
    const withFirst = [...byFlights.values()].filter((cabins) => cabins.size === 4);
    expect(withFirst.length).toBeGreaterThan(0);
    for (const cabins of byFlights.values()) {
      const prices = (['Economy', 'Premium', 'Business', 'First'] as const).flatMap((c) => cabins.get(c) ?? []);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(prices).size).toBe(prices.length);
    }
  });

  it('prices the same flights dearer when departure is closer', async () => {
    const priceByFlights = async (searchInstant: string) => {
      const clock = new TestClock(searchInstant);
      const supplier = new SandboxFlightSupplier({
        secret: 'pricing-test-secret-0123',
        orders: new MemoryOrderStore(),
        now: clock.now,
      });
      const result = await supplier.search(searchRequest([slice('MAD', 'FRA', '2026-12-10')]));
      return new Map(result.offers.map((o) => [flightsOf(o), o.price.total.amount]));
    };
    const early = await priceByFlights('2026-10-10T09:00:00.000Z');
    const late = await priceByFlights('2026-12-08T09:00:00.000Z');
    const shared = [...late.keys()].filter((flights) => early.has(flights));
    expect(shared.length).toBeGreaterThan(5);
    for (const flights of shared) expect(late.get(flights) ?? 0).toBeGreaterThan((early.get(flights) ?? 0) * 1.3);
  });

  it('prices nonstops above connections on the same route, typically', async () => {
    const { supplier } = createSandbox();
    const result = await supplier.search(searchRequest([slice('JFK', 'LHR', '2026-12-10')]));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const nonstop = result.offers.filter((o) => o.slices[0]?.stops === 0).map((o) => o.price.total.amount);
    const oneStop = result.offers.filter((o) => o.slices[0]?.stops === 1).map((o) => o.price.total.amount);
    expect(median(nonstop)).toBeGreaterThan(median(oneStop));
  });
});

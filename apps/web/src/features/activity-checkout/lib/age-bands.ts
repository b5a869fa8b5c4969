import type { ActivityAgeBand, ActivityProduct } from '@travel/contracts';

/** The counters' start: each band at its fewest, and one grown-up when none is required. */
export function initialCounts(product: Pick<ActivityProduct, 'ageBands'>): Partial<Record<ActivityAgeBand, number>> {
  const counts: Partial<Record<ActivityAgeBand, number>> = Object.fromEntries(
    product.ageBands.map((band) => [band.band, band.minTravelers]),
  );
  if (Object.values(counts).every((count) => !count)) {
    const first =
      product.ageBands.find((band) => band.band === 'ADULT' || band.band === 'TRAVELER') ?? product.ageBands[0];
    if (first) counts[first.band] = Math.max(1, first.minTravelers);
  }
  return counts;
}

export function travelerTotal(counts: Partial<Record<ActivityAgeBand, number>>): number {
  return Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
}

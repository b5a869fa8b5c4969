/**
 * Activity prices (Viator's model): per person by age band, each band with its ages and its
 * fewest and most travellers, or per unit (a private tour for up to N people, one price per
 * group of up to N). Amounts are integer minor units of the supplier's currency.
 */

/** Age bands as activity suppliers name them; TRAVELER is the one band of a per-unit product. */
export const ACTIVITY_AGE_BANDS = ['ADULT', 'SENIOR', 'YOUTH', 'CHILD', 'INFANT', 'TRAVELER'] as const;
export type ActivityAgeBand = (typeof ACTIVITY_AGE_BANDS)[number];

export interface AgeBandRule {
  band: ActivityAgeBand;
  /** Ages in the band, inclusive. */
  minAge: number;
  maxAge: number;
  /** Fewest and most travellers of the band in one booking (0 minimum: optional band). */
  minTravelers: number;
  maxTravelers: number;
  /** Price per person in the band (per-person pricing); 0 for a free band (infants). */
  price: number;
}

export type ActivityPricing =
  | { type: 'PER_PERSON'; bands: AgeBandRule[] }
  /** One price per unit of up to `unitSize` travellers, whatever their ages (the bands still bound who may come). */
  | { type: 'UNIT'; bands: AgeBandRule[]; unitSize: number; unitPrice: number };

export interface TravelerCount {
  band: ActivityAgeBand;
  count: number;
}

/** One line of a priced booking: a band's travellers at their price, or the units of a private tour. */
export interface ActivityPriceLine {
  band: ActivityAgeBand | 'UNIT';
  count: number;
  unitPrice: number;
  total: number;
}

export type ActivityPriceResult =
  | { ok: true; lines: ActivityPriceLine[]; total: number; travelers: number }
  | { ok: false; field: string; reason: 'UNKNOWN_BAND' | 'TOO_FEW' | 'TOO_MANY' | 'NO_TRAVELERS' | 'ADULT_REQUIRED' };

/** The band a traveller of this age belongs to among the product's bands (null: none takes that age). */
export function ageBandOf(bands: readonly AgeBandRule[], age: number): ActivityAgeBand | null {
  if (!Number.isInteger(age) || age < 0) return null;
  // TRAVELER spans every age: a named band is preferred.
  const named = bands.find((rule) => rule.band !== 'TRAVELER' && age >= rule.minAge && age <= rule.maxAge);
  const any = bands.find((rule) => age >= rule.minAge && age <= rule.maxAge);
  return (named ?? any)?.band ?? null;
}

/** Travellers who may come alone: any band but children and infants. */
const isGrownUp = (band: ActivityAgeBand) => band !== 'CHILD' && band !== 'INFANT';

/**
 * Prices a booking's travellers: every band known to the product, within its minimum and
 * maximum, at least one traveller and at least one who is not a child or infant. Per person:
 * each band's count times its price. Per unit: ceil(travellers / unitSize) units (infants ride free
 * and take no place).
 */
export function priceActivity(pricing: ActivityPricing, travelers: readonly TravelerCount[]): ActivityPriceResult {
  const counts = new Map<ActivityAgeBand, number>();
  for (const [index, entry] of travelers.entries()) {
    if (!pricing.bands.some((rule) => rule.band === entry.band))
      return { ok: false, field: `travelers.${index}.band`, reason: 'UNKNOWN_BAND' };
    counts.set(entry.band, (counts.get(entry.band) ?? 0) + entry.count);
  }
  for (const rule of pricing.bands) {
    const count = counts.get(rule.band) ?? 0;
    const field = `travelers.${rule.band}`;
    if (count > rule.maxTravelers) return { ok: false, field, reason: 'TOO_MANY' };
    if (count < rule.minTravelers && count + sumOf(counts) > 0) return { ok: false, field, reason: 'TOO_FEW' };
  }
  const total = sumOf(counts);
  if (total === 0) return { ok: false, field: 'travelers', reason: 'NO_TRAVELERS' };
  if (![...counts].some(([band, count]) => count > 0 && isGrownUp(band)))
    return { ok: false, field: 'travelers', reason: 'ADULT_REQUIRED' };
  if (pricing.type === 'UNIT') {
    const seated = total - (counts.get('INFANT') ?? 0);
    const units = Math.max(1, Math.ceil(seated / pricing.unitSize));
    const line = {
      band: 'UNIT' as const,
      count: units,
      unitPrice: pricing.unitPrice,
      total: units * pricing.unitPrice,
    };
    return { ok: true, lines: [line], total: line.total, travelers: total };
  }
  const lines: ActivityPriceLine[] = pricing.bands
    .filter((rule) => (counts.get(rule.band) ?? 0) > 0)
    .map((rule) => {
      const count = counts.get(rule.band) ?? 0;
      return { band: rule.band, count, unitPrice: rule.price, total: count * rule.price };
    });
  return { ok: true, lines, total: lines.reduce((sum, line) => sum + line.total, 0), travelers: total };
}

/** Places a booking takes in a slot: every traveller but infants on a lap. */
export function placesTaken(travelers: readonly TravelerCount[]): number {
  return travelers.reduce((sum, entry) => sum + (entry.band === 'INFANT' ? 0 : entry.count), 0);
}

function sumOf(counts: ReadonlyMap<ActivityAgeBand, number>): number {
  let total = 0;
  for (const count of counts.values()) total += count;
  return total;
}

/** The lowest price one person pays: the cheapest paid band, or a unit's price shared by a full unit. */
export function fromPriceOf(pricing: ActivityPricing): number {
  if (pricing.type === 'UNIT') return pricing.unitPrice;
  const paid = pricing.bands.filter((rule) => rule.price > 0 && isGrownUp(rule.band)).map((rule) => rule.price);
  return paid.length > 0 ? Math.min(...paid) : 0;
}

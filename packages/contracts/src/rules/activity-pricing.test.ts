import { describe, expect, it } from 'vitest';
import {
  ageBandOf,
  fromPriceOf,
  placesTaken,
  priceActivity,
  type AgeBandRule,
  type ActivityPricing,
} from './activity-pricing';

const BANDS: AgeBandRule[] = [
  { band: 'ADULT', minAge: 18, maxAge: 64, minTravelers: 0, maxTravelers: 9, price: 4_500 },
  { band: 'SENIOR', minAge: 65, maxAge: 120, minTravelers: 0, maxTravelers: 9, price: 4_000 },
  { band: 'YOUTH', minAge: 13, maxAge: 17, minTravelers: 0, maxTravelers: 9, price: 3_500 },
  { band: 'CHILD', minAge: 3, maxAge: 12, minTravelers: 0, maxTravelers: 9, price: 2_250 },
  { band: 'INFANT', minAge: 0, maxAge: 2, minTravelers: 0, maxTravelers: 2, price: 0 },
];
const PER_PERSON: ActivityPricing = { type: 'PER_PERSON', bands: BANDS };
const PRIVATE: ActivityPricing = {
  type: 'UNIT',
  unitSize: 4,
  unitPrice: 30_000,
  bands: [
    { band: 'TRAVELER', minAge: 3, maxAge: 120, minTravelers: 0, maxTravelers: 8, price: 0 },
    { band: 'INFANT', minAge: 0, maxAge: 2, minTravelers: 0, maxTravelers: 2, price: 0 },
  ],
};

describe('activity age bands', () => {
  it('puts each age in its band, at both ends', () => {
    expect(ageBandOf(BANDS, 2)).toBe('INFANT');
    expect(ageBandOf(BANDS, 3)).toBe('CHILD');
    expect(ageBandOf(BANDS, 12)).toBe('CHILD');
    expect(ageBandOf(BANDS, 13)).toBe('YOUTH');
    expect(ageBandOf(BANDS, 17)).toBe('YOUTH');
    expect(ageBandOf(BANDS, 18)).toBe('ADULT');
    expect(ageBandOf(BANDS, 64)).toBe('ADULT');
    expect(ageBandOf(BANDS, 65)).toBe('SENIOR');
    expect(ageBandOf(BANDS, -1)).toBeNull();
    expect(ageBandOf(BANDS, 4.5)).toBeNull();
  });

  it('prefers a named band to the catch-all traveller band', () => {
    expect(ageBandOf(PRIVATE.bands, 1)).toBe('INFANT');
    expect(ageBandOf(PRIVATE.bands, 40)).toBe('TRAVELER');
  });
});

describe('activity prices', () => {
  it('prices each band per person; infants free', () => {
    const result = priceActivity(PER_PERSON, [
      { band: 'ADULT', count: 2 },
      { band: 'CHILD', count: 1 },
      { band: 'INFANT', count: 1 },
    ]);
    expect(result).toEqual({
      ok: true,
      total: 11_250,
      travelers: 4,
      lines: [
        { band: 'ADULT', count: 2, unitPrice: 4_500, total: 9_000 },
        { band: 'CHILD', count: 1, unitPrice: 2_250, total: 2_250 },
        { band: 'INFANT', count: 1, unitPrice: 0, total: 0 },
      ],
    });
  });

  it('prices a private tour by units of its size, infants taking no place', () => {
    expect(priceActivity(PRIVATE, [{ band: 'TRAVELER', count: 4 }])).toMatchObject({ ok: true, total: 30_000 });
    expect(priceActivity(PRIVATE, [{ band: 'TRAVELER', count: 5 }])).toMatchObject({ ok: true, total: 60_000 });
    expect(
      priceActivity(PRIVATE, [
        { band: 'TRAVELER', count: 4 },
        { band: 'INFANT', count: 2 },
      ]),
    ).toMatchObject({ ok: true, total: 30_000, travelers: 6, lines: [{ band: 'UNIT', count: 1 }] });
  });

  it("refuses a band the product does not have, and counts outside a band's limits", () => {
    expect(priceActivity(PRIVATE, [{ band: 'ADULT', count: 1 }])).toEqual({
      ok: false,
      field: 'travelers.0.band',
      reason: 'UNKNOWN_BAND',
    });
    expect(
      priceActivity(PER_PERSON, [
        { band: 'ADULT', count: 1 },
        { band: 'INFANT', count: 3 },
      ]),
    ).toEqual({
      ok: false,
      field: 'travelers.INFANT',
      reason: 'TOO_MANY',
    });
    const needsTwo: ActivityPricing = {
      type: 'PER_PERSON',
      bands: [{ band: 'ADULT', minAge: 18, maxAge: 99, minTravelers: 2, maxTravelers: 6, price: 1_000 }],
    };
    expect(priceActivity(needsTwo, [{ band: 'ADULT', count: 1 }])).toMatchObject({ ok: false, reason: 'TOO_FEW' });
    expect(priceActivity(needsTwo, [{ band: 'ADULT', count: 2 }])).toMatchObject({ ok: true, total: 2_000 });
  });

  it('needs someone who is not a child or an infant', () => {
    expect(priceActivity(PER_PERSON, [{ band: 'CHILD', count: 2 }])).toMatchObject({
      ok: false,
      reason: 'ADULT_REQUIRED',
    });
    expect(priceActivity(PER_PERSON, [])).toMatchObject({ ok: false, reason: 'NO_TRAVELERS' });
  });

  it('counts places without infants, and a from-price of the cheapest grown-up band', () => {
    expect(
      placesTaken([
        { band: 'ADULT', count: 2 },
        { band: 'INFANT', count: 1 },
      ]),
    ).toBe(2);
    expect(fromPriceOf(PER_PERSON)).toBe(3_500);
    expect(fromPriceOf(PRIVATE)).toBe(30_000);
  });
});

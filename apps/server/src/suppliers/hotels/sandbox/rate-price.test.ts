import { describe, expect, it } from 'vitest';
import type { RoomOccupancy } from '../port';
import type { HotelRecord } from './hotel-record';
import { loadHotelWorld } from './hotel-world';
import { seasonFactor } from '../../shared/season';
import { weekdayFactor } from './nightly-rate';
import { ratePlansOf } from './rate-plans';
import { isRecheck, priceRate, recheckFactor, type PriceInput } from './rate-price';
import { LISBON } from './test-support';
import { VENDORS } from './vendors';

const world = await loadHotelWorld();
const hotels = world.cityHotels(LISBON)?.hotels ?? [];
const NOW_MS = Date.parse('2026-11-20T10:00:00Z');

function inputFor(record: HotelRecord, overrides: Partial<PriceInput> & { rooms?: RoomOccupancy[] } = {}): PriceInput {
  const room = record.roomTypes[0];
  const vendor = overrides.vendor ?? VENDORS.atlas;
  const plan = room ? ratePlansOf(vendor, record, room)[0] : undefined;
  if (!room || !plan) throw new Error('hotel without rooms');
  const rooms = overrides.rooms ?? [{ adults: 2, childAges: [] }];
  return {
    vendor,
    record,
    room,
    plan,
    stay: { checkIn: '2026-12-08', checkOut: '2026-12-11', nights: 3, rooms, nationality: 'GB', currency: 'EUR' },
    currency: 'EUR',
    issuedAtMs: NOW_MS,
    checked: false,
    ...overrides,
  };
}

const standard = hotels.find((record) => record.roomTypes[0]?.code === 'DBL.ST' && record.cityTax === 0) ?? hotels[0];
if (!standard) throw new Error('no Lisbon hotels');

describe('priceRate', () => {
  it('makes every total the sum of its lines, in integer minor units', () => {
    for (const record of hotels.slice(0, 40)) {
      for (const vendor of [VENDORS.atlas, VENDORS.meridian]) {
        const price = priceRate(
          inputFor(record, {
            vendor,
            rooms: [
              { adults: 2, childAges: [] },
              { adults: 1, childAges: [7] },
            ],
          }),
        );
        const amounts = [price.base, price.total, price.taxes.amount, ...price.nights.map((n) => n.amount)];
        expect(amounts.every((money) => Number.isInteger(money.amount) && money.currency === 'EUR')).toBe(true);
        expect(price.nights.reduce((sum, night) => sum + night.amount.amount, 0)).toBe(price.base.amount);
        const discounts = price.discounts.reduce((sum, line) => sum + line.amount.amount, 0);
        expect(discounts).toBeLessThanOrEqual(0);
        const taxes = price.taxes.included ? price.taxes.amount.amount : 0;
        expect(price.total.amount).toBe(price.base.amount + discounts + taxes);
        expect(price.payAtPropertyTotal.amount).toBe(
          price.payAtProperty.reduce((sum, fee) => sum + fee.amount.amount, 0),
        );
        expect(price.payAtProperty.some((fee) => fee.kind === 'taxes')).toBe(!price.taxes.included);
      }
    }
  });

  it('prices in the currency asked for with its ISO 4217 exponent (yen have no minor unit)', () => {
    const euros = priceRate(inputFor(standard, { vendor: VENDORS.meridian }));
    const yen = priceRate(inputFor(standard, { vendor: VENDORS.meridian, currency: 'JPY' }));
    expect(yen.currency).toBe('JPY');
    // 165 yen per price unit, no decimals: about 1.65 times the euro cents.
    expect(yen.base.amount / euros.base.amount).toBeGreaterThan(1.6);
    expect(yen.base.amount / euros.base.amount).toBeLessThan(1.7);
  });

  it('is the same for the same input (deterministic)', () => {
    expect(priceRate(inputFor(standard))).toEqual(priceRate(inputFor(standard)));
  });

  it('charges nothing for an infant and a teenager like an adult', () => {
    const couple = priceRate(inputFor(standard)).base.amount;
    expect(priceRate(inputFor(standard, { rooms: [{ adults: 2, childAges: [1] }] })).base.amount).toBe(couple);
    const withTeen = priceRate(inputFor(standard, { rooms: [{ adults: 2, childAges: [14] }] })).base.amount;
    const threeAdults = priceRate(inputFor(standard, { rooms: [{ adults: 3, childAges: [] }] })).base.amount;
    expect(withTeen).toBe(threeAdults);
    expect(priceRate(inputFor(standard, { rooms: [{ adults: 2, childAges: [6] }] })).base.amount).toBeGreaterThan(
      couple,
    );
  });

  it('makes the non-refundable rate of a board cheaper than its refundable one', () => {
    const room = standard.roomTypes[0];
    const plans = room ? ratePlansOf(VENDORS.atlas, standard, room) : [];
    for (const nonRefundable of plans.filter((plan) => !plan.refundable)) {
      const refundable = plans.find((plan) => plan.refundable && plan.board === nonRefundable.board);
      if (!refundable) throw new Error('non-refundable plan without its refundable one');
      const nrf = priceRate(inputFor(standard, { plan: nonRefundable })).base.amount;
      expect(nrf).toBeLessThan(priceRate(inputFor(standard, { plan: refundable })).base.amount);
    }
  });

  it('changes a RECHECK rate once checked, by 1 to 9 percent, and no other rate', () => {
    let seen = 0;
    for (const record of hotels.slice(0, 60)) {
      const input = inputFor(record);
      const before = priceRate(input).total.amount;
      const after = priceRate({ ...input, checked: true }).total.amount;
      if (!isRecheck(input)) {
        expect(after).toBe(before);
        continue;
      }
      seen += 1;
      expect(after).not.toBe(before);
      expect(Math.abs(after / before - 1)).toBeGreaterThanOrEqual(0.009);
      expect(Math.abs(after / before - 1)).toBeLessThanOrEqual(0.091);
      expect(recheckFactor(input)).not.toBe(1);
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('season and weekday', () => {
  it('makes August dearer than January in Lisbon and the other way round in Sydney', () => {
    expect(seasonFactor('2026-08-10', 38.7)).toBeGreaterThan(seasonFactor('2026-01-20', 38.7));
    expect(seasonFactor('2026-08-10', -33.9)).toBeLessThan(seasonFactor('2026-01-20', -33.9));
  });

  it('keeps the tropics flatter and raises every hotel over Christmas', () => {
    const spread = (latitude: number) => seasonFactor('2026-08-10', latitude) - seasonFactor('2026-01-20', latitude);
    expect(Math.abs(spread(10))).toBeLessThan(Math.abs(spread(45)));
    expect(seasonFactor('2026-12-24', 10)).toBe(1.2);
    expect(seasonFactor('2026-12-24', -33.9)).toBe(1.2);
  });

  it('makes leisure hotels dearer on Friday and Saturday nights and business hotels on weeknights', () => {
    // 2026-12-11 is a Friday, 2026-12-08 a Tuesday.
    expect(weekdayFactor('2026-12-11', false)).toBeGreaterThan(weekdayFactor('2026-12-08', false));
    expect(weekdayFactor('2026-12-11', true)).toBeLessThan(weekdayFactor('2026-12-08', true));
  });
});

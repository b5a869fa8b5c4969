import { describe, expect, it } from 'vitest';
import { localToUtc } from '../../shared/zone-time';
import { VEHICLES, VENDORS } from './fleet';
import type { RentalLocation } from './locations';
import { ageFeeOf, ageFeeUnits, oneWayFeeUnits, priceRental, rentalDaysOf, rentalUnits } from './rental-price';

const HOUR = 3_600_000;
const at = (zone: string, date: string, hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return localToUtc(zone, date, h * 60 + m);
};

const location = (over: Partial<RentalLocation>): RentalLocation => ({
  id: 'a-lis',
  name: 'Lisbon Airport',
  address: 'Lisbon Airport (LIS), arrivals hall',
  countryCode: 'PT',
  latitude: 38.7742,
  longitude: -9.1342,
  timeZone: 'Europe/Lisbon',
  counterType: 'in_terminal',
  iataCode: 'LIS',
  openingHours: Array.from({ length: 7 }, () => '06:00-23:30'),
  isMajor: true,
  ...over,
});
const LIS = location({});
const OPO = location({ id: 'a-opo', name: 'Porto Airport', latitude: 41.2481, longitude: -8.6814, iataCode: 'OPO' });
const MAD = location({ id: 'a-mad', name: 'Madrid Airport', countryCode: 'ES', latitude: 40.4719, longitude: -3.5626 });

describe('rental days', () => {
  it('counts 24 hours from pick-up as a day, with a grace hour', () => {
    const start = Date.UTC(2026, 5, 1, 10);
    expect(rentalDaysOf(start, start + 2 * HOUR)).toBe(1);
    expect(rentalDaysOf(start, start + 24 * HOUR)).toBe(1);
    expect(rentalDaysOf(start, start + 25 * HOUR)).toBe(1);
    expect(rentalDaysOf(start, start + 25 * HOUR + 60_000)).toBe(2);
    expect(rentalDaysOf(start, start + 72 * HOUR)).toBe(3);
  });

  it('counts the same days across a change to summer time (a 23-hour day)', () => {
    // Lisbon moves to summer time on 29 March 2026: 10:00 to 10:00 two days later is 47 hours.
    const pickUp = at('Europe/Lisbon', '2026-03-28', '10:00');
    const back = at('Europe/Lisbon', '2026-03-30', '10:00');
    expect(back - pickUp).toBe(47 * HOUR);
    expect(rentalDaysOf(pickUp, back)).toBe(2);
  });

  it('counts the same days across a change back to winter time (a 25-hour day), thanks to the grace hour', () => {
    const pickUp = at('Europe/Lisbon', '2026-10-24', '10:00');
    const back = at('Europe/Lisbon', '2026-10-26', '10:00');
    expect(back - pickUp).toBe(49 * HOUR);
    expect(rentalDaysOf(pickUp, back)).toBe(2);
    expect(rentalDaysOf(pickUp, at('Europe/Lisbon', '2026-10-26', '10:01'))).toBe(3);
  });
});

describe('weekly rates', () => {
  it('charges a week as 5.25 days and caps the days past a week at another week', () => {
    expect(rentalUnits(40, 3)).toBe(120);
    expect(rentalUnits(40, 7)).toBe(210);
    expect(rentalUnits(40, 6)).toBe(210);
    expect(rentalUnits(40, 8)).toBe(250);
  });
});

describe('driver age', () => {
  it('refuses drivers under 21', () => {
    expect(ageFeeOf(20)).toBe('refused');
    expect(ageFeeOf(21)).toEqual({ kind: 'young_driver', perDay: 11 });
  });

  it('charges a young-driver fee up to 24 and a senior fee from 71, at most 10 days', () => {
    expect(ageFeeUnits(24, 3)).toBe(33);
    expect(ageFeeUnits(25, 3)).toBe(0);
    expect(ageFeeUnits(70, 3)).toBe(0);
    expect(ageFeeUnits(71, 3)).toBe(21);
    expect(ageFeeUnits(23, 14)).toBe(110);
  });
});

describe('one-way fee', () => {
  it('charges nothing back at the same place', () => {
    expect(oneWayFeeUnits(LIS, LIS)).toBe(0);
  });

  it('charges by distance in the country (Lisbon to Porto, about 275 km)', () => {
    expect(oneWayFeeUnits(LIS, OPO)).toBeCloseTo(30 + 0.2 * 275, -1);
  });

  it('charges more across a border', () => {
    expect(oneWayFeeUnits(LIS, MAD)).toBeGreaterThan(oneWayFeeUnits(LIS, OPO) + 100);
  });
});

describe('the price of a rental', () => {
  const vehicle = VEHICLES.find((v) => v.acriss === 'CDAR');
  const pickUpMs = at('Europe/Lisbon', '2026-07-10', '10:00');
  const input = (vendorCode: string, over: object = {}) => {
    const vendor = VENDORS.find((v) => v.code === vendorCode);
    if (!vendor || !vehicle) throw new Error('fixture');
    return {
      vendor,
      vehicle,
      plan: 'standard' as const,
      pickup: LIS,
      dropoff: OPO,
      pickUpMs,
      returnMs: pickUpMs + 72 * HOUR,
      driverAge: 23,
      ...over,
    };
  };

  it('puts the young-driver and one-way fees in the prepaid price with a company that bills them', () => {
    const price = priceRental(input('ATD'));
    expect(price.rentalDays).toBe(3);
    expect(price.payAtCounter.amount).toBe(0);
    const now = price.charges.filter((c) => c.payAt === 'now').reduce((sum, c) => sum + c.amount.amount, 0);
    expect(price.payNow.amount).toBe(now);
    expect(price.charges.map((c) => c.kind)).toEqual([
      'rental',
      'young_driver',
      'one_way',
      'airport_surcharge',
      'taxes',
    ]);
  });

  it('leaves them to the counter with a company that charges them there', () => {
    const price = priceRental(input('SUN'));
    const counter = price.charges.filter((c) => c.payAt === 'counter');
    expect(counter.map((c) => c.kind)).toEqual(['young_driver', 'one_way']);
    expect(price.payAtCounter.amount).toBe(counter.reduce((sum, c) => sum + c.amount.amount, 0));
  });

  it('charges an out-of-hours fee for a pick-up when the counter is closed', () => {
    const night = at('Europe/Lisbon', '2026-07-10', '02:00');
    const price = priceRental(input('ATD', { pickUpMs: night, returnMs: night + 48 * HOUR, dropoff: LIS }));
    expect(price.charges.filter((c) => c.kind === 'out_of_hours')).toHaveLength(1);
  });

  it('keeps one day of a free-cancellation rate late, everything of a saver rate', () => {
    const standard = priceRental(input('ATD'));
    expect(standard.lateCancellationFee.amount).toBe(Math.round(standard.payNow.amount / 3));
    const saver = priceRental(input('ATD', { plan: 'saver' }));
    expect(saver.isFreeCancellation).toBe(false);
    expect(saver.lateCancellationFee).toEqual(saver.payNow);
  });
});

import { describe, expect, it } from 'vitest';
import { hotelCountOf } from './city-layout';
import { loadHotelWorld } from './hotel-world';
import { ratePlansOf } from './rate-plans';
import { VENDORS, SANDBOX_VENDOR_CODES } from './vendors';

/**
 * The sandbox's figures against the published ones (supplier-behaviour.md: one Hotelbeds
 * availability response; the decision record 'Sandbox hotel figures' for the figures we chose). Loose bounds: the
 * sample is one response, and ours are draws over a few hundred hotels.
 */

const world = await loadHotelWorld();
const CITIES = ['c-pt-lisboa-lisbon', 'c-pt-porto-porto', 'c-es-comunidad-de-madrid-madrid'];
const hotels = CITIES.flatMap((id) => world.cityHotels(id)?.hotels ?? []);
const plans = hotels.flatMap((record) =>
  record.roomTypes.flatMap((room) => ratePlansOf(VENDORS.atlas, record, room).map((plan) => ({ record, room, plan }))),
);
const share = (count: number, total: number) => count / total;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('sandbox hotel figures', () => {
  it('gives a big city several hundred hotels and a town a handful', () => {
    expect(hotels.length).toBeGreaterThan(300);
    expect(hotelCountOf(14_400_000)).toBeGreaterThanOrEqual(500);
    expect(hotelCountOf(1_665_000)).toBeGreaterThan(100);
    expect(hotelCountOf(12_000)).toBeLessThanOrEqual(5);
    expect(hotelCountOf(12_000)).toBeGreaterThanOrEqual(1);
  });

  it('sells about 40% of rates non-refundable', () => {
    expect(share(plans.filter(({ plan }) => !plan.refundable).length, plans.length)).toBeGreaterThan(0.34);
    expect(share(plans.filter(({ plan }) => !plan.refundable).length, plans.length)).toBeLessThan(0.46);
  });

  it('puts the first penalty 2, 5, 14, 1 and 30 days before check-in in the published proportions', () => {
    const refundable = plans.filter(({ plan }) => plan.refundable);
    const of = (days: number) =>
      share(refundable.filter(({ plan }) => plan.freeDays === days).length, refundable.length);
    expect(of(2)).toBeGreaterThan(0.44);
    expect(of(2)).toBeLessThan(0.58);
    expect(of(5)).toBeGreaterThan(0.17);
    expect(of(5)).toBeLessThan(0.29);
    expect(of(14)).toBeGreaterThan(0.07);
    expect(of(14)).toBeLessThan(0.17);
    expect(of(1)).toBeGreaterThan(0.05);
    expect(of(1)).toBeLessThan(0.14);
    expect(of(30)).toBeGreaterThan(0.02);
    expect(of(30)).toBeLessThan(0.09);
    expect(of(1) + of(2) + of(5) + of(14) + of(30)).toBe(1);
  });

  it('makes the first penalty usually one night, and about half the refundable rates end with the full amount', () => {
    const refundable = plans.filter(({ plan }) => plan.refundable);
    expect(
      share(refundable.filter(({ plan }) => plan.firstPenalty === 'night').length, refundable.length),
    ).toBeGreaterThan(0.78);
    const full = share(refundable.filter(({ plan }) => plan.fullFromArrival).length, refundable.length);
    expect(full).toBeGreaterThan(0.42);
    expect(full).toBeLessThan(0.58);
  });

  it('sells mostly breakfast and room only, few half board and other boards', () => {
    const ofBoard = (board: string) => share(plans.filter(({ plan }) => plan.board === board).length, plans.length);
    expect(ofBoard('BB')).toBeGreaterThan(0.4);
    expect(ofBoard('BB')).toBeLessThan(0.58);
    expect(ofBoard('RO')).toBeGreaterThan(0.32);
    expect(ofBoard('RO')).toBeLessThan(0.5);
    expect(ofBoard('HB') + ofBoard('FB') + ofBoard('AI')).toBeLessThan(0.2);
  });

  it('gives hotels a median of about 3 room types (1 to 5) and about 8 rates', () => {
    const roomCounts = hotels.map((record) => record.roomTypes.length);
    expect(median(roomCounts)).toBeGreaterThanOrEqual(2);
    expect(median(roomCounts)).toBeLessThanOrEqual(4);
    expect(Math.min(...roomCounts)).toBe(1);
    expect(Math.max(...roomCounts)).toBeLessThanOrEqual(5);
    const ratesPerHotel = hotels.map((record) => plans.filter((entry) => entry.record === record).length);
    expect(median(ratesPerHotel)).toBeGreaterThanOrEqual(4);
    expect(median(ratesPerHotel)).toBeLessThanOrEqual(12);
  });

  it('rates stars 3 and 4 most often and 5 least of the upper ones', () => {
    const stars = (n: number) => share(hotels.filter((record) => record.summary.stars === n).length, hotels.length);
    expect(stars(3)).toBeGreaterThan(0.3);
    expect(stars(4)).toBeGreaterThan(0.24);
    expect(stars(5)).toBeLessThan(0.16);
    expect(stars(1)).toBeLessThan(0.1);
  });

  it('sells every hotel through at least one vendor, many through two or three', () => {
    expect(hotels.every((record) => record.vendors.length >= 1)).toBe(true);
    expect(share(hotels.filter((record) => record.vendors.length >= 2).length, hotels.length)).toBeGreaterThan(0.4);
    for (const code of SANDBOX_VENDOR_CODES) {
      const sold = share(hotels.filter((record) => record.vendors.includes(code)).length, hotels.length);
      expect(Math.abs(sold - VENDORS[code].share)).toBeLessThan(0.08);
    }
  });
});

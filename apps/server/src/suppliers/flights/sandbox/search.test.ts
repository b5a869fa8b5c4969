import { describe, expect, it } from 'vitest';
import { allotmentOf } from './seat-inventory';
import { FlightSupplierErrorCode, isFlightSupplierError, type FlightSearchRequest } from '../port';
import { createSandbox, FAMILY, searchRequest, slice } from './test-support';

const MINUTE = 60_000;

async function searchError(request: FlightSearchRequest) {
  const { supplier } = createSandbox();
  const error = await supplier.search(request).catch((e: unknown) => e);
  if (!isFlightSupplierError(error, FlightSupplierErrorCode.INVALID_REQUEST))
    throw new Error('expected INVALID_REQUEST');
  return error.details;
}

describe('sandbox search: determinism', () => {
  it('answers the same request identically, ids and prices included', async () => {
    const request = searchRequest([slice('LIS', 'JFK', '2026-12-10'), slice('JFK', 'LIS', '2026-12-17')], {
      passengers: FAMILY,
    });
    const first = await createSandbox().supplier.search(request);
    const second = await createSandbox().supplier.search(request);
    expect(second).toEqual(first);
    expect(first.offers.length).toBeGreaterThan(50);
  });

  it('answers another date with other flights or prices', async () => {
    const { supplier } = createSandbox();
    const first = await supplier.search(searchRequest([slice('LIS', 'JFK', '2026-12-10')]));
    const second = await supplier.search(searchRequest([slice('LIS', 'JFK', '2026-12-11')]));
    const summary = (offers: typeof first.offers) =>
      offers.map((o) => [o.slices[0]?.segments[0]?.departure.local.slice(11), o.price.total.amount]);
    expect(summary(second.offers)).not.toEqual(summary(first.offers));
  });
});

describe('sandbox search: itineraries', () => {
  it('gives each slice stops = segments - 1, chained segments and consistent durations', async () => {
    const { supplier } = createSandbox();
    const result = await supplier.search(searchRequest([slice('MAD', 'SIN', '2026-12-10')], { cabin: 'NoPreference' }));
    const stops = new Set<number>();
    for (const offer of result.offers) {
      for (const s of offer.slices) {
        stops.add(s.stops);
        expect(s.stops).toBe(s.segments.length - 1);
        expect(s.layovers).toHaveLength(s.stops);
        const first = s.segments[0];
        const last = s.segments.at(-1);
        expect(first?.departure.airport).toBe('MAD');
        expect(last?.arrival.airport).toBe('SIN');
        expect((Date.parse(last?.arrival.at ?? '') - Date.parse(first?.departure.at ?? '')) / MINUTE).toBe(
          s.durationMinutes,
        );
        s.segments.forEach((segment, i) => {
          expect((Date.parse(segment.arrival.at) - Date.parse(segment.departure.at)) / MINUTE).toBe(
            segment.durationMinutes,
          );
          // Nothing sold yet: the airline's whole allotment of the flight's cabin.
          expect(segment.seatsLeft).toBe(
            allotmentOf(
              `${segment.marketingCarrier}${segment.flightNumber}`,
              segment.departure.local.slice(0, 10),
              segment.cabin,
            ),
          );
          expect(segment.seatsLeft).toBeGreaterThanOrEqual(1);
          const next = s.segments[i + 1];
          if (next) {
            const layover = (Date.parse(next.departure.at) - Date.parse(segment.arrival.at)) / MINUTE;
            expect(next.departure.airport).toBe(segment.arrival.airport);
            expect(s.layovers[i]).toEqual({ airport: segment.arrival.airport, durationMinutes: layover });
            expect(layover).toBeGreaterThanOrEqual(45);
            expect(layover).toBeLessThanOrEqual(360);
          }
        });
      }
    }
    expect([...stops].sort()).toEqual([0, 1, 2]);
  });

  it('flies a long nonstop on a wide-body and a short hop on a narrow-body', async () => {
    const { supplier } = createSandbox();
    const long = await supplier.search(searchRequest([slice('LIS', 'JFK', '2026-12-10')]));
    const short = await supplier.search(searchRequest([slice('LIS', 'OPO', '2026-12-10')]));
    const nonstopAircraft = (offers: typeof long.offers) =>
      new Set(offers.filter((o) => o.slices[0]?.stops === 0).map((o) => o.slices[0]?.segments[0]?.aircraft));
    for (const aircraft of nonstopAircraft(long.offers)) expect(aircraft).toMatch(/787|A330|A350|777|767|A321LR/);
    for (const aircraft of nonstopAircraft(short.offers)) expect(aircraft).toMatch(/A320|A319|A220|737|E190|E195|ATR/);
    expect(short.offers.every((o) => o.slices[0]?.stops === 0)).toBe(true);
  });

  it('has nonstops between two big airports and none between two small distant ones', async () => {
    const { supplier } = createSandbox();
    const busy = await supplier.search(searchRequest([slice('LIS', 'JFK', '2026-12-10')]));
    const carriers = new Set(busy.offers.filter((o) => o.slices[0]?.stops === 0).map((o) => o.validatingCarrier));
    expect(carriers.has('TP')).toBe(true);
    expect(carriers.size).toBeGreaterThan(1);
    const thin = await supplier.search(searchRequest([slice('FNC', 'LIM', '2026-12-10')]));
    expect(thin.offers.length).toBeGreaterThan(0);
    expect(thin.offers.every((o) => (o.slices[0]?.stops ?? 0) >= 1)).toBe(true);
  });

  it('connects through hubs of the carrier that sells the connection', async () => {
    const { supplier } = createSandbox();
    const result = await supplier.search(searchRequest([slice('OPO', 'NRT', '2026-12-10')]));
    const hubs = new Set(result.offers.flatMap((o) => o.slices[0]?.layovers.map((l) => l.airport) ?? []));
    expect(
      [...hubs].some((hub) =>
        ['LIS', 'MAD', 'FRA', 'CDG', 'LHR', 'IST', 'DXB', 'DOH', 'HEL', 'AMS', 'ZRH', 'MUC'].includes(hub),
      ),
    ).toBe(true);
    expect(hubs.has('SYD')).toBe(false);
  });

  it('answers round trips and multi-city trips with one slice per leg, in date order', async () => {
    const { supplier } = createSandbox();
    const roundTrip = await supplier.search(
      searchRequest([slice('JFK', 'LHR', '2026-12-10'), slice('LHR', 'JFK', '2026-12-17')]),
    );
    const multiCity = await supplier.search(
      searchRequest([
        slice('LIS', 'MAD', '2026-12-10'),
        slice('MAD', 'CDG', '2026-12-12'),
        slice('CDG', 'LIS', '2026-12-15'),
      ]),
    );
    for (const result of [roundTrip, multiCity]) expect(result.offers.length).toBeGreaterThan(0);
    expect(multiCity.offers[0]?.slices.map((s) => `${s.origin}-${s.destination} ${s.departureDate}`)).toEqual([
      'LIS-MAD 2026-12-10',
      'MAD-CDG 2026-12-12',
      'CDG-LIS 2026-12-15',
    ]);
    for (const offer of roundTrip.offers) {
      expect(offer.slices.map((s) => s.segments[0]?.departure.local.slice(0, 10))).toEqual([
        '2026-12-10',
        '2026-12-17',
      ]);
    }
  });

  it('reaches 1000 offers on a busy route and far fewer on a thin one', async () => {
    const { supplier } = createSandbox();
    const busy = await supplier.search(
      searchRequest([slice('JFK', 'LHR', '2026-12-10'), slice('LHR', 'JFK', '2026-12-17')], { cabin: 'NoPreference' }),
    );
    const capped = await supplier.search(searchRequest([slice('JFK', 'LHR', '2026-12-10')], { maxResults: 25 }));
    const thin = await supplier.search(searchRequest([slice('FNC', 'LIM', '2026-12-10')]));
    expect(busy.offers).toHaveLength(1000);
    expect(new Set(busy.offers.map((o) => o.id)).size).toBe(1000);
    expect(capped.offers).toHaveLength(25);
    expect(thin.offers.length).toBeLessThan(100);
  });

  it('sells no flight leaving within 2 hours of the search', async () => {
    const { supplier } = createSandbox();
    const result = await supplier.search(searchRequest([slice('LIS', 'OPO', '2026-11-20')]));
    for (const offer of result.offers) {
      expect(Date.parse(offer.slices[0]?.segments[0]?.departure.at ?? '')).toBeGreaterThanOrEqual(
        Date.parse('2026-11-20T12:00:00Z'),
      );
    }
  });
});

describe('sandbox search: rejected requests', () => {
  it('rejects an unknown airport', async () => {
    expect(await searchError(searchRequest([slice('LIS', 'XQZ', '2026-12-10')]))).toEqual({
      reason: 'UNKNOWN_AIRPORT',
      field: 'slices[0].destination',
    });
  });

  it('rejects the same origin and destination', async () => {
    expect(await searchError(searchRequest([slice('LIS', 'lis', '2026-12-10')]))).toEqual({
      reason: 'SAME_ORIGIN_DESTINATION',
      field: 'slices[0].destination',
    });
  });

  it('rejects a date in the past of the injected clock, and a malformed one', async () => {
    expect(await searchError(searchRequest([slice('LIS', 'JFK', '2026-11-19')]))).toEqual({
      reason: 'DATE_IN_PAST',
      field: 'slices[0].departureDate',
    });
    expect(await searchError(searchRequest([slice('LIS', 'JFK', '2026-02-30')]))).toEqual({
      reason: 'INVALID_DATE',
      field: 'slices[0].departureDate',
    });
  });

  it('rejects more than 5 slices, and slices out of date order', async () => {
    const six = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((d) =>
      slice('LIS', 'MAD', d),
    );
    expect(await searchError(searchRequest(six))).toEqual({ reason: 'TOO_MANY_SLICES', field: 'slices' });
    expect(
      await searchError(searchRequest([slice('LIS', 'MAD', '2026-12-10'), slice('MAD', 'LIS', '2026-12-09')])),
    ).toEqual({
      reason: 'SLICES_OUT_OF_ORDER',
      field: 'slices[1].departureDate',
    });
  });

  it('rejects more infants than adults and more than 9 seats', async () => {
    const base = [slice('LIS', 'MAD', '2026-12-10')];
    expect(await searchError(searchRequest(base, { passengers: { adults: 1, children: 0, infants: 2 } }))).toEqual({
      reason: 'TOO_MANY_INFANTS',
      field: 'passengers.infants',
    });
    expect(await searchError(searchRequest(base, { passengers: { adults: 6, children: 4, infants: 0 } }))).toEqual({
      reason: 'INVALID_PASSENGERS',
      field: 'passengers',
    });
  });
});

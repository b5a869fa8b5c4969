import { describe, expect, it } from 'vitest';
import type { FlightEndpoint, FlightOffer } from '../port';
import { findAirport } from '../reference/airports';
import { createSandbox, searchRequest, slice } from './test-support';

/** The wall clock of an instant in a zone, formatted by Intl independently of the sandbox. */
function wallClock(at: string, timeZone: string): { local: string; utcOffset: string } {
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(at))
    .replace(' ', 'T');
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  return { local, utcOffset: name === 'GMT' ? '+00:00' : (name ?? '').replace('GMT', '') };
}

const daysBetween = (from: string, to: string) => (Date.parse(to.slice(0, 10)) - Date.parse(from)) / 86_400_000;

function expectEndpointInItsZone(endpoint: FlightEndpoint, sliceDate: string): void {
  const airport = findAirport(endpoint.airport);
  expect(endpoint.timeZone).toBe(airport?.timeZone);
  expect({ local: endpoint.local, utcOffset: endpoint.utcOffset }).toEqual(wallClock(endpoint.at, endpoint.timeZone));
  expect(endpoint.dayOffset).toBe(daysBetween(sliceDate, endpoint.local));
}

const nonstops = (offers: FlightOffer[]) =>
  offers.filter((o) => o.slices[0]?.stops === 0).flatMap((o) => o.slices[0]?.segments ?? []);

describe('sandbox search: local times', () => {
  it('lands an evening JFK-LIS nonstop the next morning, shown as +1', async () => {
    const { supplier } = createSandbox();
    const result = await supplier.search(searchRequest([slice('JFK', 'LIS', '2026-12-10')]));
    const evening = nonstops(result.offers).filter((s) => Number(s.departure.local.slice(11, 13)) >= 17);
    expect(evening.length).toBeGreaterThan(0);
    for (const segment of evening) {
      expect(segment.departure.local.slice(0, 10)).toBe('2026-12-10');
      expect(segment.departure.utcOffset).toBe('-05:00');
      expect(segment.arrival.local.slice(0, 10)).toBe('2026-12-11');
      expect(segment.arrival.dayOffset).toBe(1);
      expect(Number(segment.arrival.local.slice(11, 13))).toBeLessThan(12);
    }
  });

  it('lands a morning NRT-HNL nonstop on the previous calendar day, shown as -1', async () => {
    const { supplier } = createSandbox();
    const result = await supplier.search(searchRequest([slice('NRT', 'HNL', '2026-12-10')]));
    const backInTime = nonstops(result.offers).filter((s) => s.arrival.dayOffset === -1);
    expect(backInTime.length).toBeGreaterThan(0);
    for (const segment of backInTime) {
      expect(segment.departure.local.slice(0, 10)).toBe('2026-12-10');
      expect(segment.arrival.local.slice(0, 10)).toBe('2026-12-09');
      expect(Date.parse(segment.arrival.at)).toBeGreaterThan(Date.parse(segment.departure.at));
    }
  });

  it('shows every departure and arrival in its airport zone, across a DST change', async () => {
    const { supplier } = createSandbox();
    // 2027-03-28: Europe moves to summer time at 01:00 UTC; the US already has.
    const requests = [
      searchRequest([slice('LHR', 'JFK', '2027-03-28'), slice('JFK', 'LHR', '2027-04-04')], { maxResults: 300 }),
      searchRequest([slice('SYD', 'LAX', '2026-12-10')], { maxResults: 200 }),
      searchRequest([slice('DEL', 'KTM', '2026-12-10'), slice('KTM', 'BOM', '2026-12-12')], { maxResults: 200 }),
    ];
    let checked = 0;
    for (const request of requests) {
      const result = await supplier.search(request);
      for (const offer of result.offers) {
        for (const s of offer.slices) {
          expect(s.segments[0]?.departure.local.slice(0, 10)).toBe(s.departureDate);
          for (const segment of s.segments) {
            expectEndpointInItsZone(segment.departure, s.departureDate);
            expectEndpointInItsZone(segment.arrival, s.departureDate);
            checked += 2;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1_000);
  });

  it('keeps a timetable at the same local time on both sides of a DST change', async () => {
    const { supplier } = createSandbox();
    const local = async (date: string) => {
      const result = await supplier.search(searchRequest([slice('LHR', 'MAD', date)]));
      return new Map(nonstops(result.offers).map((s) => [`${s.marketingCarrier}${s.flightNumber}`, s.departure]));
    };
    const before = await local('2027-03-27');
    const after = await local('2027-03-29');
    const shared = [...before.keys()].filter((flight) => after.has(flight));
    expect(shared.length).toBeGreaterThan(0);
    for (const flight of shared) {
      expect(after.get(flight)?.local.slice(11)).toBe(before.get(flight)?.local.slice(11));
      expect(before.get(flight)?.utcOffset).toBe('+00:00');
      expect(after.get(flight)?.utcOffset).toBe('+01:00');
    }
  });
});

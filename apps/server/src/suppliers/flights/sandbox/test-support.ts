import type { FlightOffer, FlightSearchRequest, PassengerCounts, PassengerDetails, SearchSlice } from '../port';
import { TestClock as SharedTestClock } from '../../shared/test-clock';
import { MemoryOrderStore } from './memory-order-store';
import { predictRepriceStatus } from './reprice-rule';
import { SandboxFlightSupplier, type SandboxFlightSupplierOptions } from './sandbox-flight-supplier';

/** Builders shared by the sandbox tests (and usable by a demo seed). */

export const SEARCH_INSTANT = '2026-11-20T10:00:00.000Z';
export const SECRET = 'sandbox-test-secret-0123456789';
export const ONE_ADULT: PassengerCounts = { adults: 1, children: 0, infants: 0 };
export const FAMILY: PassengerCounts = { adults: 2, children: 1, infants: 1 };

/** A clock that stays where it is put, starting at the search instant. */
export class TestClock extends SharedTestClock {
  constructor(iso = SEARCH_INSTANT) {
    super(iso);
  }
}

export function createSandbox(options: Partial<SandboxFlightSupplierOptions> = {}) {
  const clock = new TestClock();
  const orders = new MemoryOrderStore();
  const supplier = new SandboxFlightSupplier({ secret: SECRET, orders, now: clock.now, ...options });
  return { supplier, clock, orders };
}

export function slice(origin: string, destination: string, departureDate: string): SearchSlice {
  return { origin, destination, departureDate };
}

export function searchRequest(
  slices: SearchSlice[],
  overrides: Partial<FlightSearchRequest> = {},
): FlightSearchRequest {
  return { slices, passengers: ONE_ADULT, cabin: 'Economy', ...overrides };
}

/** Travellers matching counts, old enough for their type on any date in 2026-2027. */
export function travellers(counts: PassengerCounts): PassengerDetails[] {
  const make = (type: PassengerDetails['type'], n: number, birthDate: string): PassengerDetails[] =>
    Array.from({ length: n }, (_, i) => ({ type, givenName: `${type}${i + 1}`, familyName: 'Silva', birthDate }));
  return [
    ...make('ADT', counts.adults, '1985-04-02'),
    ...make('CHD', counts.children, '2018-06-15'),
    ...make('INF', counts.infants, '2026-01-10'),
  ];
}

export const CONTACT = { email: 'ana.silva@example.com', phone: '+351 912 345 678' };

/** The first offer whose reprice outcome is the one wanted (see reprice-rule.ts). */
export function offerWithRepriceStatus(
  offers: FlightOffer[],
  status: 'unchanged' | 'changed' | 'sold_out',
): FlightOffer {
  const offer = offers.find((candidate) => predictRepriceStatus(candidate.id) === status);
  if (!offer) throw new Error(`no ${status} offer in ${offers.length} offers`);
  return offer;
}

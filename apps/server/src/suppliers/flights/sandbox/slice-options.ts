import type { Airport } from '../reference/airports';
import { canConnect, type Carrier } from './carriers';
import { distanceKm } from './geo';
import type { LegFlight, ScheduleCache } from './leg-schedule';
import { connectionHubs, flies, hubCarriersAt, MIN_FLIGHT_KM, nonstopCarriers } from './network';
import { localDateAt, MINUTE_MS } from '../../shared/zone-time';

/**
 * Every way to fly one slice on its date: nonstops, one-stop connections through a hub of the
 * connecting carrier, and two-stop connections through two hubs of partner airlines.
 */

export interface SliceOption {
  /** Stable id of the option within its slice: flights, then connecting airports. */
  key: string;
  legs: LegFlight[];
  durationMinutes: number;
  /** Lower is better: duration plus a penalty per stop; used to rank combinations. */
  score: number;
}

export interface SliceQuery {
  origin: Airport;
  destination: Airport;
  /** Local departure date at the origin. */
  date: string;
  /** Flights leaving before this instant are no longer sold. */
  notBeforeUtc: number;
}

const MAX_CONNECTION_MINUTES = 360;
const ONE_STOP_HUBS = 16;
const ONE_STOP_PER_HUB = 36;
const TWO_STOP_HUBS = 20;
const TWO_STOP_PER_PAIR = 8;
const TWO_STOP_MAX = 600;
const TWO_STOP_MIN_KM = 1_500;
const STOP_PENALTY_MINUTES = 60;

function minimumConnection(previous: Airport, hub: Airport, next: Airport): number {
  return previous.countryCode === hub.countryCode && next.countryCode === hub.countryCode ? 45 : 70;
}

/** The first flights of a carrier leaving the hub within the connection window. */
function connectingFlights(
  cache: ScheduleCache,
  carrier: Carrier,
  hub: Airport,
  next: Airport,
  arrivalUtc: number,
  minimumMinutes: number,
  count: number,
): LegFlight[] {
  const earliest = arrivalUtc + minimumMinutes * MINUTE_MS;
  const latest = arrivalUtc + MAX_CONNECTION_MINUTES * MINUTE_MS;
  const firstDate = localDateAt(hub.timeZone, earliest);
  const lastDate = localDateAt(hub.timeZone, latest);
  const found: LegFlight[] = [];
  for (const date of firstDate === lastDate ? [firstDate] : [firstDate, lastDate]) {
    for (const flight of cache.on(carrier, hub, next, date)) {
      if (flight.departureUtc < earliest || flight.departureUtc > latest) continue;
      found.push(flight);
      if (found.length === count) return found;
    }
  }
  return found;
}

function toOption(legs: LegFlight[], via: string[]): SliceOption {
  const first = legs[0];
  const last = legs[legs.length - 1];
  const durationMinutes = first && last ? Math.round((last.arrivalUtc - first.departureUtc) / MINUTE_MS) : 0;
  const flights = legs.map((leg) => `${leg.template.carrier.code}${leg.flightNumber}`).join('.');
  return {
    key: via.length === 0 ? flights : `${flights}~${via.join('')}`,
    legs,
    durationMinutes,
    score: durationMinutes + STOP_PENALTY_MINUTES * via.length,
  };
}

function addNonstops(query: SliceQuery, km: number, cache: ScheduleCache, out: SliceOption[]): void {
  for (const carrier of nonstopCarriers(query.origin, query.destination, km)) {
    for (const flight of cache.on(carrier, query.origin, query.destination, query.date)) {
      if (flight.departureUtc >= query.notBeforeUtc) out.push(toOption([flight], []));
    }
  }
}

const unique = (carriers: Carrier[]): Carrier[] => [...new Set(carriers)];

/** Connections through one hub: its own carriers, or a partner from either end onto them. */
function oneStopsVia(query: SliceQuery, hub: Airport, cache: ScheduleCache): SliceOption[] {
  const { origin, destination } = query;
  const hubCarriers = hubCarriersAt(hub.code);
  const firstCarriers = unique([...hubCarriers, ...hubCarriersAt(origin.code)]).filter((c) => flies(c, origin, hub));
  const secondCarriers = unique([...hubCarriers, ...hubCarriersAt(destination.code)]).filter((c) =>
    flies(c, hub, destination),
  );
  const minimum = minimumConnection(origin, hub, destination);
  const options: SliceOption[] = [];
  for (const first of firstCarriers) {
    for (const second of secondCarriers) {
      if (!canConnect(first, second) || !(hubCarriers.includes(first) || hubCarriers.includes(second))) continue;
      for (const leg1 of cache.on(first, origin, hub, query.date)) {
        if (leg1.departureUtc < query.notBeforeUtc) continue;
        for (const leg2 of connectingFlights(cache, second, hub, destination, leg1.arrivalUtc, minimum, 2)) {
          options.push(toOption([leg1, leg2], [hub.code]));
          if (options.length >= ONE_STOP_PER_HUB) return options;
        }
      }
    }
  }
  return options;
}

function addOneStops(query: SliceQuery, km: number, cache: ScheduleCache, out: SliceOption[]): void {
  const maxDetour = km < 2_000 ? 1.35 : 1.45;
  for (const { airport } of connectionHubs(query.origin, query.destination, km, ONE_STOP_HUBS, maxDetour)) {
    out.push(...oneStopsVia(query, airport, cache));
  }
}

/** The first carrier triple that can sell origin-hub1-hub2-destination on one ticket. */
function twoStopCarriers(
  origin: Airport,
  hub1: Airport,
  hub2: Airport,
  destination: Airport,
): [Carrier, Carrier, Carrier] | null {
  const middle = [...hubCarriersAt(hub1.code), ...hubCarriersAt(hub2.code)].filter((c) => flies(c, hub1, hub2));
  const lasts = hubCarriersAt(hub2.code).filter((c) => flies(c, hub2, destination));
  for (const first of hubCarriersAt(hub1.code)) {
    if (!flies(first, origin, hub1)) continue;
    for (const second of middle) {
      if (!canConnect(first, second)) continue;
      const third = lasts.find((carrier) => canConnect(second, carrier));
      if (third) return [first, second, third];
    }
  }
  return null;
}

function addTwoStops(query: SliceQuery, km: number, cache: ScheduleCache, out: SliceOption[]): void {
  const { origin, destination } = query;
  if (km < TWO_STOP_MIN_KM) return;
  const hubs = connectionHubs(origin, destination, km, TWO_STOP_HUBS, 1.6);
  let added = 0;
  for (const first of hubs) {
    for (const second of hubs) {
      if (first === second || first.fromKm >= second.fromKm) continue;
      const middleKm = distanceKm(first.airport, second.airport);
      if (middleKm < MIN_FLIGHT_KM || first.fromKm + middleKm + second.toKm > 1.6 * km) continue;
      const carriers = twoStopCarriers(origin, first.airport, second.airport, destination);
      if (!carriers) continue;
      const [c1, c2, c3] = carriers;
      const minimum1 = minimumConnection(origin, first.airport, second.airport);
      const minimum2 = minimumConnection(first.airport, second.airport, destination);
      let pairAdded = 0;
      for (const leg1 of cache.on(c1, origin, first.airport, query.date)) {
        if (leg1.departureUtc < query.notBeforeUtc) continue;
        const leg2 = connectingFlights(cache, c2, first.airport, second.airport, leg1.arrivalUtc, minimum1, 1)[0];
        if (!leg2) continue;
        const leg3 = connectingFlights(cache, c3, second.airport, destination, leg2.arrivalUtc, minimum2, 1)[0];
        if (!leg3) continue;
        out.push(toOption([leg1, leg2, leg3], [first.airport.code, second.airport.code]));
        added += 1;
        pairAdded += 1;
        if (added >= TWO_STOP_MAX) return;
        if (pairAdded >= TWO_STOP_PER_PAIR) break;
      }
    }
  }
}

/** All options of a slice, best first; empty when nothing flies it (e.g. airports too close). */
export function buildSliceOptions(query: SliceQuery, cache: ScheduleCache): SliceOption[] {
  const km = distanceKm(query.origin, query.destination);
  if (km < MIN_FLIGHT_KM) return [];
  const options: SliceOption[] = [];
  addNonstops(query, km, cache, options);
  addOneStops(query, km, cache, options);
  addTwoStops(query, km, cache, options);
  const seen = new Set<string>();
  return options
    .filter((option) => (seen.has(option.key) ? false : (seen.add(option.key), true)))
    .sort(
      (a, b) =>
        a.score - b.score ||
        (a.legs[0]?.departureUtc ?? 0) - (b.legs[0]?.departureUtc ?? 0) ||
        (a.key < b.key ? -1 : 1),
    );
}

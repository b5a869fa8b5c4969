import {
  addDays,
  DEFAULT_FLIGHT_RETURN_AFTER_DAYS,
  DEFAULT_FLIGHT_START_OFFSET_DAYS,
  DEFAULT_TRAVELERS,
  isIsoDate,
  MAX_TRAVELERS_PER_TYPE,
  RETURN_START_OFFSET_DAYS,
  type FlightSearchBody,
  type IsoDate,
  type Travelers,
} from '@travel/contracts';

import { CABIN_PREFERENCE_OPTIONS, ROUTE_TYPE_OPTIONS, type CabinPreference, type RouteType } from './options';

export type { CabinPreference, RouteType };

export const MIN_MULTI_CITY_LEGS = 2;
export const MAX_MULTI_CITY_LEGS = 5;

/** One from/to/date row. Round-Trip and One-Way use the first row only. */
export interface SearchLeg {
  /** Stable React key while rows are added and removed. */
  id: string;
  /** IATA codes; null until an airport is picked. */
  from: string | null;
  to: string | null;
  date: IsoDate;
}

/** The search form (spec section 3, flight search state); `flightType` is the cabin. */
export interface FlightSearchForm {
  routeType: RouteType;
  flightType: CabinPreference;
  aircraftType: 'Commercial';
  passengers: Travelers;
  legs: SearchLeg[];
  /** Round-Trip's return date. */
  returnDate: IsoDate;
}

let nextLegId = 0;
const newLegId = () => `leg-${++nextLegId}`;

/** Defaults: Round-Trip, all cabins, one adult, leaving today + 2 days and back 7 days later. */
export function defaultSearchForm(today: IsoDate): FlightSearchForm {
  const start = addDays(today, DEFAULT_FLIGHT_START_OFFSET_DAYS);
  return {
    routeType: 'Round-Trip',
    flightType: 'NoPreference',
    aircraftType: 'Commercial',
    passengers: { ...DEFAULT_TRAVELERS },
    legs: [{ id: newLegId(), from: null, to: null, date: start }],
    returnDate: addDays(start, DEFAULT_FLIGHT_RETURN_AFTER_DAYS),
  };
}

/** The rows in use: one for Round-Trip and One-Way, all of them for Multi-City. */
export function activeLegs(form: FlightSearchForm): SearchLeg[] {
  return form.routeType === 'Multi-City' ? form.legs : form.legs.slice(0, 1);
}

/** A new Multi-City row: from where the last one lands, a day after it. */
export function nextLeg(previous: SearchLeg | undefined, today: IsoDate): SearchLeg {
  const date = previous
    ? addDays(previous.date, RETURN_START_OFFSET_DAYS)
    : addDays(today, DEFAULT_FLIGHT_START_OFFSET_DAYS);
  return { id: newLegId(), from: previous?.to ?? null, to: null, date };
}

export function setRouteType(form: FlightSearchForm, routeType: RouteType, today: IsoDate): FlightSearchForm {
  const legs = [...form.legs];
  if (routeType === 'Multi-City') {
    while (legs.length < MIN_MULTI_CITY_LEGS) legs.push(nextLeg(legs[legs.length - 1], today));
  }
  return { ...form, routeType, legs };
}

export function addLeg(form: FlightSearchForm, today: IsoDate): FlightSearchForm {
  if (form.legs.length >= MAX_MULTI_CITY_LEGS) return form;
  return { ...form, legs: [...form.legs, nextLeg(form.legs[form.legs.length - 1], today)] };
}

export function removeLeg(form: FlightSearchForm, id: string): FlightSearchForm {
  if (form.legs.length <= MIN_MULTI_CITY_LEGS) return form;
  return { ...form, legs: form.legs.filter((leg) => leg.id !== id) };
}

/**
 * Changes one row. A date moved past later rows' dates pushes them to the same day, so the legs
 * stay in order; Round-Trip's return date stays after the departure the same way.
 */
export function updateLeg(
  form: FlightSearchForm,
  id: string,
  change: Partial<Omit<SearchLeg, 'id'>>,
): FlightSearchForm {
  const legs = form.legs.map((leg) => (leg.id === id ? { ...leg, ...change } : leg));
  for (let index = 1; index < legs.length; index++) {
    const previous = legs[index - 1];
    const leg = legs[index];
    if (previous && leg && leg.date < previous.date) legs[index] = { ...leg, date: previous.date };
  }
  const departure = legs[0]?.date ?? form.returnDate;
  const returnDate = form.returnDate <= departure ? addDays(departure, RETURN_START_OFFSET_DAYS) : form.returnDate;
  return { ...form, legs, returnDate };
}

/** Swaps a row's from and to. */
export function swapLeg(form: FlightSearchForm, id: string): FlightSearchForm {
  const leg = form.legs.find((candidate) => candidate.id === id);
  return leg ? updateLeg(form, id, { from: leg.to, to: leg.from }) : form;
}

/** Why the form cannot be searched yet; empty when it can. */
export type SearchProblem = 'airports' | 'sameAirport' | 'pastDate' | 'infants';

export function searchProblems(form: FlightSearchForm, today: IsoDate): SearchProblem[] {
  const legs = activeLegs(form);
  const problems = new Set<SearchProblem>();
  for (const leg of legs) {
    if (!leg.from || !leg.to) problems.add('airports');
    else if (leg.from === leg.to) problems.add('sameAirport');
    if (leg.date < today) problems.add('pastDate');
  }
  if (form.routeType === 'Round-Trip' && form.returnDate < (legs[0]?.date ?? today)) problems.add('pastDate');
  if (form.passengers.infants > form.passengers.adults) problems.add('infants');
  return [...problems];
}

export function isSearchComplete(form: FlightSearchForm, today: IsoDate): boolean {
  return searchProblems(form, today).length === 0;
}

/**
 * The search as a readable query string, so a reload or a shared link repeats it:
 * `type=Round-Trip&cabin=NoPreference&aircraft=Commercial&adults=1&children=0&infants=0
 * &from=LIS&to=JFK&date=2026-12-01&return=2026-12-08`; Multi-City repeats from/to/date per leg.
 */
export function toSearchQuery(form: FlightSearchForm): string {
  const params = new URLSearchParams({
    type: form.routeType,
    cabin: form.flightType,
    aircraft: form.aircraftType,
    adults: String(form.passengers.adults),
    children: String(form.passengers.children),
    infants: String(form.passengers.infants),
  });
  for (const leg of activeLegs(form)) {
    params.append('from', leg.from ?? '');
    params.append('to', leg.to ?? '');
    params.append('date', leg.date);
  }
  if (form.routeType === 'Round-Trip') params.set('return', form.returnDate);
  return params.toString();
}

function pick<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

function count(value: string | null, min: number): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min && parsed <= MAX_TRAVELERS_PER_TYPE ? parsed : undefined;
}

const airport = (value: string | undefined) => (value && /^[A-Z]{3}$/.test(value) ? value : null);

/**
 * The form written in a query string, or null when the query does not describe one (missing or
 * malformed values). Airports may be empty: the search page keeps half-filled forms too.
 */
export function parseSearchQuery(query: string | URLSearchParams): FlightSearchForm | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const routeType = pick(ROUTE_TYPE_OPTIONS, params.get('type'));
  const flightType = pick(CABIN_PREFERENCE_OPTIONS, params.get('cabin'));
  const adults = count(params.get('adults'), 1);
  const children = count(params.get('children'), 0);
  const infants = count(params.get('infants'), 0);
  const froms = params.getAll('from');
  const tos = params.getAll('to');
  const dates = params.getAll('date');
  if (!routeType || !flightType || adults === undefined || children === undefined || infants === undefined) return null;
  const size = routeType === 'Multi-City' ? dates.length : 1;
  if (size < 1 || size > MAX_MULTI_CITY_LEGS || (routeType === 'Multi-City' && size < MIN_MULTI_CITY_LEGS)) return null;
  if (froms.length < size || tos.length < size) return null;
  const legs: SearchLeg[] = [];
  for (let index = 0; index < size; index++) {
    const date = dates[index];
    if (!date || !isIsoDate(date)) return null;
    legs.push({ id: newLegId(), from: airport(froms[index]), to: airport(tos[index]), date });
  }
  const returnDate = params.get('return');
  const firstDate = legs[0]?.date ?? '';
  if (routeType === 'Round-Trip' && (!returnDate || !isIsoDate(returnDate))) return null;
  return {
    routeType,
    flightType,
    aircraftType: 'Commercial',
    passengers: { adults, children, infants },
    legs,
    returnDate: returnDate ?? addDays(firstDate, DEFAULT_FLIGHT_RETURN_AFTER_DAYS),
  };
}

/**
 * A restored form whose dates have passed gets today's default dates back (keeping its airports),
 * since the date picker cannot show a day before today.
 */
export function refreshDates(form: FlightSearchForm, today: IsoDate): FlightSearchForm {
  if (!form.legs.some((leg) => leg.date < today)) return form;
  const fresh = defaultSearchForm(today);
  const start = fresh.legs[0]?.date ?? today;
  const legs = form.legs.map((leg, index) => ({ ...leg, date: addDays(start, index * RETURN_START_OFFSET_DAYS) }));
  return { ...form, legs, returnDate: fresh.returnDate };
}

/** The body of POST /api/flight/search; null while the form is incomplete. */
export function toSearchBody(form: FlightSearchForm, currency: string): FlightSearchBody | null {
  const legs = activeLegs(form);
  const slices: FlightSearchBody['slices'] = [];
  for (const leg of legs) {
    if (!leg.from || !leg.to) return null;
    slices.push({ origin: leg.from, destination: leg.to, departureDate: leg.date });
  }
  const first = slices[0];
  if (form.routeType === 'Round-Trip' && first) {
    slices.push({ origin: first.destination, destination: first.origin, departureDate: form.returnDate });
  }
  return {
    routeType: form.routeType,
    cabin: form.flightType,
    aircraftType: form.aircraftType,
    slices,
    passengers: { ...form.passengers },
    currency,
  };
}

/** The search page's URL is kept for the session: coming back to the search restores it. */
export const SEARCH_URL_KEY = 'flights.searchUrl';

export function saveSearchUrl(url: string): void {
  try {
    sessionStorage.setItem(SEARCH_URL_KEY, url);
  } catch {
    // Storage can be full or blocked; the form then simply starts fresh next time.
  }
}

export function readSearchUrl(): string | null {
  try {
    return sessionStorage.getItem(SEARCH_URL_KEY);
  } catch {
    return null;
  }
}

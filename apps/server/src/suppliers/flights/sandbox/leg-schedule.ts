import type { Airport } from '../reference/airports';
import type { CabinClass } from '../port';
import type { Carrier } from './carriers';
import { aircraftFor, cabinsFor } from './fleet';
import { blockMinutes, distanceKm } from './geo';
import { isHub } from './network';
import { hashString, intHash, unitHash } from '../../shared/prng';
import { localToUtc, MINUTE_MS, parseIsoDate } from '../../shared/zone-time';

/**
 * The daily timetable of one carrier on one route: how many flights, when they leave (local
 * time at the origin), their numbers and on which weekdays they operate. A timetable is the
 * same every week, like a real one; only the weekday pattern makes dates differ.
 */

export interface LegSlot {
  /** Local departure time, minutes after midnight. */
  minuteOfDay: number;
  flightNumber: string;
  /** Bit d set when the flight operates on weekday d (0 = Sunday). */
  weekdays: number;
}

export interface LegTemplate {
  carrier: Carrier;
  from: Airport;
  to: Airport;
  distanceKm: number;
  blockMinutes: number;
  aircraft: string;
  cabins: CabinClass[];
  slots: LegSlot[];
}

export interface LegFlight {
  template: LegTemplate;
  flightNumber: string;
  /** Local departure date at the origin. */
  date: string;
  departureUtc: number;
  arrivalUtc: number;
}

const AMERICAS = new Set(['NA', 'SA']);
const EASTERN_SIDE = new Set(['EU', 'AF', 'AS']);

/** Local departure window in minutes: long-haul banks follow the usual overnight patterns. */
function departureWindow(from: Airport, to: Airport, km: number): [number, number] {
  if (km < 4_500) return [6 * 60, 22 * 60];
  if (AMERICAS.has(from.continent) && EASTERN_SIDE.has(to.continent)) return [16 * 60 + 30, 22 * 60 + 30];
  if (EASTERN_SIDE.has(from.continent) && AMERICAS.has(to.continent)) return [8 * 60 + 30, 17 * 60];
  return [8 * 60, 23 * 60 + 45];
}

function dailyFrequency(carrier: Carrier, from: Airport, to: Airport, km: number, key: string): number {
  let frequency = km < 800 ? 5 : km < 2_000 ? 4 : km < 4_500 ? 3 : km < 8_000 ? 2 : 1;
  if (isHub(from.code) && isHub(to.code)) frequency += 1;
  if (from.size === 'medium' || to.size === 'medium') frequency -= 2;
  const isHubRoute = carrier.hubs.includes(from.code) || carrier.hubs.includes(to.code);
  if (carrier.isLowCost || !isHubRoute) frequency = Math.min(frequency, 3) - 1;
  frequency += intHash(`freq|${key}`, -1, 1);
  return Math.min(Math.max(frequency, 1), 8);
}

function buildTemplate(carrier: Carrier, from: Airport, to: Airport): LegTemplate {
  const key = `${carrier.code}|${from.code}|${to.code}`;
  const km = distanceKm(from, to);
  const frequency = dailyFrequency(carrier, from, to, km, key);
  const [start, end] = departureWindow(from, to, km);
  const spacing = (end - start) / frequency;
  // Long-haul numbers are low, short-haul high, as most airlines number them.
  const firstNumber =
    km >= 4_500 ? 1 + (hashString(`num|${key}`) % 480) * 2 : 1_000 + (hashString(`num|${key}`) % 3_000) * 2;
  const skipChance = frequency === 1 ? 0.2 : 0.1;
  const slots: LegSlot[] = [];
  for (let i = 0; i < frequency; i += 1) {
    const jitter = intHash(`jit|${key}|${i}`, -5, 5) * 5;
    const minuteOfDay = Math.round((start + spacing * (i + 0.5) + jitter) / 5) * 5;
    let weekdays = 0;
    for (let day = 0; day < 7; day += 1) {
      if (unitHash(`dow|${key}|${i}|${day}`) >= skipChance) weekdays |= 1 << day;
    }
    slots.push({ minuteOfDay, flightNumber: String(firstNumber + i * 10), weekdays });
  }
  const aircraft = aircraftFor(carrier, km, key);
  return {
    carrier,
    from,
    to,
    distanceKm: km,
    blockMinutes: blockMinutes(from, to),
    aircraft,
    cabins: cabinsFor(carrier, aircraft),
    slots,
  };
}

const MAX_TEMPLATES = 50_000;
const templates = new Map<string, LegTemplate>();

export function legTemplate(carrier: Carrier, from: Airport, to: Airport): LegTemplate {
  const key = `${carrier.code}|${from.code}|${to.code}`;
  let template = templates.get(key);
  if (!template) {
    if (templates.size >= MAX_TEMPLATES) templates.clear();
    template = buildTemplate(carrier, from, to);
    templates.set(key, template);
  }
  return template;
}

/** Flights of a timetable leaving on a local date, in departure order. */
export function legFlightsOn(template: LegTemplate, date: string): LegFlight[] {
  const weekday = new Date(parseIsoDate(date) ?? 0).getUTCDay();
  const flights: LegFlight[] = [];
  for (const slot of template.slots) {
    if ((slot.weekdays & (1 << weekday)) === 0) continue;
    const departureUtc = localToUtc(template.from.timeZone, date, slot.minuteOfDay);
    flights.push({
      template,
      flightNumber: slot.flightNumber,
      date,
      departureUtc,
      arrivalUtc: departureUtc + template.blockMinutes * MINUTE_MS,
    });
  }
  return flights.sort((a, b) => a.departureUtc - b.departureUtc);
}

/** Per-search cache of flights by carrier, route and date. */
export class ScheduleCache {
  private readonly flights = new Map<string, LegFlight[]>();

  on(carrier: Carrier, from: Airport, to: Airport, date: string): LegFlight[] {
    const key = `${carrier.code}|${from.code}|${to.code}|${date}`;
    let flights = this.flights.get(key);
    if (!flights) {
      flights = legFlightsOn(legTemplate(carrier, from, to), date);
      this.flights.set(key, flights);
    }
    return flights;
  }
}

import type { CabinClass } from '../port';
import type { Carrier } from './carriers';
import { pickHash } from '../../shared/prng';

/** Aircraft by stage length and carrier, and the cabins each type is fitted with. */

const REGIONAL = ['Embraer E190', 'Airbus A220-300', 'ATR 72-600'] as const;
const SHORT_HAUL = ['Airbus A320neo', 'Boeing 737-800', 'Airbus A220-300', 'Embraer E190'] as const;
const MEDIUM_HAUL = ['Airbus A321neo', 'Boeing 737 MAX 8', 'Airbus A320neo', 'Airbus A321'] as const;
const LONG_HAUL = ['Boeing 787-8', 'Boeing 787-9', 'Airbus A330-300', 'Airbus A330-900', 'Boeing 767-300ER'] as const;
const ULTRA_LONG_HAUL = ['Boeing 777-300ER', 'Airbus A350-900', 'Boeing 787-9', 'Airbus A350-1000'] as const;
const LOW_COST_FLEET: Record<string, readonly [string, ...string[]]> = {
  WN: ['Boeing 737-800', 'Boeing 737 MAX 8'],
  FR: ['Boeing 737-800', 'Boeing 737 MAX 8-200'],
  U2: ['Airbus A320neo', 'Airbus A319'],
  W6: ['Airbus A321neo', 'Airbus A320'],
  VY: ['Airbus A320', 'Airbus A321neo'],
  '6E': ['Airbus A320neo', 'Airbus A321neo'],
  G3: ['Boeing 737 MAX 8', 'Boeing 737-800'],
  AD: ['Airbus A320neo', 'Embraer E195-E2'],
};
/** Carriers that put the A380 on their longest routes. */
const A380_OPERATORS = new Set(['EK', 'QR', 'SQ', 'BA', 'LH', 'QF', 'KE', 'EY']);
/** Types whose flagship layouts include First on carriers that sell it. */
const FIRST_FITTED = new Set(['Boeing 777-300ER', 'Airbus A380-800', 'Airbus A350-1000']);
const WIDE_BODIES = new Set([...LONG_HAUL, ...ULTRA_LONG_HAUL, 'Airbus A380-800']);

const LONG_HAUL_KM = 4_500;

/** The aircraft flying a route for a carrier; stable per route. */
export function aircraftFor(carrier: Carrier, km: number, routeKey: string): string {
  const key = `aircraft|${routeKey}`;
  const lowCost = LOW_COST_FLEET[carrier.code];
  if (lowCost) return pickHash(key, lowCost);
  if (carrier.code === 'B6' && km >= 3_000) return 'Airbus A321LR';
  if (km < 500) return pickHash(key, REGIONAL);
  if (km < 1_500) return pickHash(key, SHORT_HAUL);
  if (km < LONG_HAUL_KM) return pickHash(key, MEDIUM_HAUL);
  if (km < 8_500) return pickHash(key, LONG_HAUL);
  if (A380_OPERATORS.has(carrier.code) && km >= 10_000) return pickHash(key, ['Airbus A380-800', ...ULTRA_LONG_HAUL]);
  return pickHash(key, ULTRA_LONG_HAUL);
}

/** Cabins sold on a flight, lowest first. */
export function cabinsFor(carrier: Carrier, aircraft: string): CabinClass[] {
  if (carrier.isLowCost) return ['Economy'];
  if (!WIDE_BODIES.has(aircraft)) return ['Economy', 'Business'];
  return carrier.hasFirst && FIRST_FITTED.has(aircraft)
    ? ['Economy', 'Premium', 'Business', 'First']
    : ['Economy', 'Premium', 'Business'];
}

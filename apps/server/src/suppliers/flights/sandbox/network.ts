import { findAirport, type Airport } from '../reference/airports';
import { CARRIERS, type Carrier } from './carriers';
import { distanceKm } from './geo';
import { unitHash } from '../../shared/prng';

/**
 * Which carrier flies which route. Hub carriers link their hubs to each other always, and to
 * other airports with a probability that falls with distance and airport size; carriers also
 * fly domestic point-to-point, and low-cost carriers within their region. Each decision is a
 * hash of the unordered airport pair, so a route exists in both directions on every date.
 */

/** No scheduled flight is shorter than this: nearby airports are reached by road. */
export const MIN_FLIGHT_KM = 150;

const HUB_CARRIERS = new Map<string, Carrier[]>();
for (const carrier of CARRIERS) {
  for (const hub of carrier.hubs) HUB_CARRIERS.set(hub, [...(HUB_CARRIERS.get(hub) ?? []), carrier]);
}

/** Hub airports found in the reference data, each once. */
export const HUB_AIRPORTS: readonly Airport[] = [...HUB_CARRIERS.keys()].flatMap((code) => findAirport(code) ?? []);

export function hubCarriersAt(code: string): readonly Carrier[] {
  return HUB_CARRIERS.get(code) ?? [];
}

export function isHub(code: string): boolean {
  return HUB_CARRIERS.has(code);
}

function pairKey(carrier: Carrier, from: Airport, to: Airport): string {
  return from.code < to.code
    ? `route|${carrier.code}|${from.code}|${to.code}`
    : `route|${carrier.code}|${to.code}|${from.code}`;
}

/** Chance a hub carrier links its hub to another airport. */
function spokeChance(carrier: Carrier, other: Airport, km: number): number {
  if (isHub(other.code)) return km < 11_000 ? 0.95 : 0.7;
  if (other.countryCode === carrier.country) return other.size === 'large' ? 0.95 : 0.75;
  if (other.size === 'large') return km < 4_500 ? 0.8 : km < 10_000 ? 0.45 : 0.25;
  return km < 2_500 ? 0.5 : km < 4_500 ? 0.15 : 0;
}

/** Chance of a domestic point-to-point route of a network carrier. */
function domesticChance(from: Airport, to: Airport, km: number): number {
  if (km > 4_500) return 0;
  const large = (from.size === 'large' ? 1 : 0) + (to.size === 'large' ? 1 : 0);
  return large === 2 ? 0.4 : large === 1 ? 0.2 : km < 900 ? 0.15 : 0;
}

function lowCostChance(carrier: Carrier, from: Airport, to: Airport): number {
  const continents = carrier.continents ?? [];
  if (!continents.includes(from.continent) || !continents.includes(to.continent)) return 0;
  if (!carrier.isPanRegional && from.countryCode !== carrier.country && to.countryCode !== carrier.country) return 0;
  const large = (from.size === 'large' ? 1 : 0) + (to.size === 'large' ? 1 : 0);
  return large === 2 ? 0.45 : large === 1 ? 0.3 : 0.2;
}

/** Whether the carrier flies nonstop between the two airports (either direction). */
export function flies(carrier: Carrier, from: Airport, to: Airport, km = distanceKm(from, to)): boolean {
  if (km < MIN_FLIGHT_KM || km > carrier.maxRangeKm) return false;
  let chance: number;
  if (carrier.isLowCost) chance = lowCostChance(carrier, from, to);
  else {
    const fromHub = carrier.hubs.includes(from.code);
    const toHub = carrier.hubs.includes(to.code);
    if (fromHub && toHub) return true;
    if (fromHub) chance = spokeChance(carrier, to, km);
    else if (toHub) chance = spokeChance(carrier, from, km);
    else if (carrier.hubs.length > 1 && from.countryCode === carrier.country && to.countryCode === carrier.country) {
      // Only carriers with several bases fly domestic point-to-point.
      chance = domesticChance(from, to, km);
    } else chance = 0;
  }
  return chance > 0 && unitHash(pairKey(carrier, from, to)) < chance;
}

const MAX_NONSTOP_CARRIERS = 5;

/** Carriers with a nonstop on the route, home carriers of either end first. */
export function nonstopCarriers(from: Airport, to: Airport, km: number): Carrier[] {
  const found = CARRIERS.filter((carrier) => flies(carrier, from, to, km));
  const isHome = (carrier: Carrier): boolean => carrier.hubs.includes(from.code) || carrier.hubs.includes(to.code);
  return found
    .sort(
      (a, b) =>
        Number(isHome(b)) - Number(isHome(a)) ||
        unitHash(`ns|${a.code}|${from.code}${to.code}`) - unitHash(`ns|${b.code}|${from.code}${to.code}`),
    )
    .slice(0, MAX_NONSTOP_CARRIERS);
}

export interface HubCandidate {
  airport: Airport;
  /** Distance via the hub divided by the direct distance. */
  detour: number;
  fromKm: number;
  toKm: number;
}

/** Hubs worth connecting through, least detour first. */
export function connectionHubs(
  from: Airport,
  to: Airport,
  km: number,
  limit: number,
  maxDetour: number,
): HubCandidate[] {
  const candidates: HubCandidate[] = [];
  for (const hub of HUB_AIRPORTS) {
    if (hub.code === from.code || hub.code === to.code) continue;
    const fromKm = distanceKm(from, hub);
    const toKm = distanceKm(hub, to);
    if (fromKm < MIN_FLIGHT_KM || toKm < MIN_FLIGHT_KM) continue;
    const detour = (fromKm + toKm) / km;
    if (detour <= maxDetour) candidates.push({ airport: hub, detour, fromKm, toKm });
  }
  return candidates.sort((a, b) => a.detour - b.detour).slice(0, limit);
}

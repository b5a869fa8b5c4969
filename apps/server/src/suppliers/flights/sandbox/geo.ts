/** Great-circle geometry and block times. */

import { greatCircleKm, type LatLon } from '../../shared/geo';

export type { LatLon };

const TAXI_MINUTES = 25;

/** Haversine distance in whole kilometres. */
export function distanceKm(from: LatLon, to: LatLon): number {
  return Math.round(greatCircleKm(from, to));
}

/** Whether the shorter way round goes east (jet streams make eastbound flights faster). */
export function isEastbound(from: LatLon, to: LatLon): boolean {
  const delta = ((((to.longitude - from.longitude) % 360) + 540) % 360) - 180;
  return delta > 0;
}

/**
 * Gate-to-gate minutes, rounded to 5: taxi plus distance at a block speed that grows with
 * stage length (climb and descent weigh more on short hops), corrected for prevailing winds.
 */
export function blockMinutes(from: LatLon, to: LatLon): number {
  const km = distanceKm(from, to);
  const speedKmh = km < 600 ? 560 : km < 1500 ? 700 : 820;
  const wind = km < 1500 ? 1 : isEastbound(from, to) ? 0.94 : 1.07;
  const minutes = TAXI_MINUTES + (km / speedKmh) * 60 * wind;
  return Math.max(35, Math.round(minutes / 5) * 5);
}

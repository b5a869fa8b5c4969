/** Great-circle geometry and block times. */

const EARTH_RADIUS_KM = 6371;
const TAXI_MINUTES = 25;

export interface LatLon {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in whole kilometres. */
export function distanceKm(from: LatLon, to: LatLon): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a))));
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

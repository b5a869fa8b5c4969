/** Great-circle geometry on a spherical Earth, shared by every vertical's sandbox and the places. */

export const EARTH_RADIUS_KM = 6371;

export interface LatLon {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres, unrounded. */
export function greatCircleKm(from: LatLon, to: LatLon): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The point at a distance (km) and bearing (degrees clockwise from north) from a start point,
 * on the sphere; longitudes are normalised to [-180, 180).
 */
export function destinationPoint(from: LatLon, distanceKm: number, bearingDegrees: number): LatLon {
  const angular = distanceKm / EARTH_RADIUS_KM;
  const bearing = radians(bearingDegrees);
  const lat1 = radians(from.latitude);
  const lon1 = radians(from.longitude);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  const longitude = (((((lon2 * 180) / Math.PI + 540) % 360) + 360) % 360) - 180;
  return { latitude: (lat2 * 180) / Math.PI, longitude };
}

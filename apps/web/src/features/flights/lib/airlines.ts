import type { Itinerary } from '@travel/contracts';

/**
 * Every airline of a trip, in the order they fly it: the airline selling each flight, then the
 * one flying it when another does (a codeshare). A return on another airline, or a mix of
 * airlines on a connection, is named, not only the first airline.
 */
export function itineraryAirlines(itinerary: Pick<Itinerary, 'airlineName' | 'flights'>): string[] {
  const names = new Set<string>();
  for (const leg of itinerary.flights) {
    for (const segment of leg.segments) {
      names.add(segment.airlineName);
      if (segment.operatingAirlineName) names.add(segment.operatingAirlineName);
    }
  }
  return names.size > 0 ? [...names] : [itinerary.airlineName];
}

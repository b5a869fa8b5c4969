import { describe, expect, it } from 'vitest';
import type { FlightLeg } from '@travel/contracts';
import { testLeg } from '../../../testing/flight-leg';
import { itineraryAirlines } from './airlines';

const flownBy = (leg: FlightLeg, airlines: Array<[string, string?]>): FlightLeg => ({
  ...leg,
  segments: airlines.map(([airlineName, operatingAirlineName], index) => ({
    ...(leg.segments[0] as FlightLeg['segments'][number]),
    flightNumber: String(100 + index),
    airlineName,
    ...(operatingAirlineName ? { operatingAirlineName } : {}),
  })),
});
const OUT = testLeg('LIS', 'JFK', '2026-12-10T09:10', '2026-12-10T11:40');
const BACK = testLeg('JFK', 'LIS', '2026-12-17T21:05', '2026-12-18T09:15', 1);

describe('the airlines of a trip', () => {
  it('names one airline once when it flies every leg', () => {
    const trip = { airlineName: 'TAP Air Portugal', flights: [OUT, BACK] };
    expect(itineraryAirlines(trip)).toEqual(['TAP Air Portugal']);
  });

  it('names the return airline too, in the order they fly', () => {
    const trip = { airlineName: 'TAP Air Portugal', flights: [OUT, flownBy(BACK, [['United Airlines']])] };
    expect(itineraryAirlines(trip)).toEqual(['TAP Air Portugal', 'United Airlines']);
  });

  it('names every airline of a connection and the one operating a codeshare', () => {
    const trip = {
      airlineName: 'Iberia',
      flights: [flownBy(OUT, [['Iberia'], ['American Airlines', 'JetBlue']])],
    };
    expect(itineraryAirlines(trip)).toEqual(['Iberia', 'American Airlines', 'JetBlue']);
  });
});

import type { FlightLeg } from '@travel/contracts';

/** A direct TAP leg of 7 h 30 at the given local times, in UTC, for page tests. */
export function testLeg(
  origin: string,
  destination: string,
  departureTime: string,
  arrivalTime: string,
  arrivalDayOffset = 0,
): FlightLeg {
  const endpoint = (airport: string, local: string, dayOffset: number) => ({
    airport,
    local,
    at: `${local}:00.000Z`,
    dayOffset,
    timeZone: 'UTC',
  });
  return {
    origin,
    destination,
    departureTime,
    arrivalTime,
    arrivalDayOffset,
    duration: 450,
    stops: [],
    cabin: 'Economy',
    airlineCode: 'TP',
    airlineName: 'TAP Air Portugal',
    segments: [
      {
        airlineCode: 'TP',
        airlineName: 'TAP Air Portugal',
        flightNumber: '201',
        aircraft: 'Airbus A330-900',
        cabin: 'Economy',
        departure: endpoint(origin, departureTime, 0),
        arrival: endpoint(destination, arrivalTime, arrivalDayOffset),
        durationMinutes: 450,
      },
    ],
  };
}

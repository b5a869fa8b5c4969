import type { Airport, FlightLeg, FlightQuote, FlightSearchResponse, Itinerary, UserProfile } from '@travel/contracts';
import { type ApiAnswer, type ApiHandlers, mockApi as mockAnyApi } from '../../../testing/mock-api';
import { renderPageAt } from '../../../testing/render';

/** The pages as the app renders them (the shared test render). */
export const renderFlights = renderPageAt;

export const AIRPORTS: Airport[] = [
  {
    code: 'LIS',
    name: 'Lisbon Portela Airport',
    city: 'Lisbon',
    country: 'Portugal',
    countryCode: 'PT',
    timeZone: 'Europe/Lisbon',
  },
  {
    code: 'JFK',
    name: 'John F Kennedy International Airport',
    city: 'New York',
    country: 'United States',
    countryCode: 'US',
    timeZone: 'America/New_York',
  },
  {
    code: 'MAD',
    name: 'Adolfo Suárez Madrid–Barajas Airport',
    city: 'Madrid',
    country: 'Spain',
    countryCode: 'ES',
    timeZone: 'Europe/Madrid',
  },
];

export interface LegSpec {
  stops?: string[];
  cabin?: FlightLeg['cabin'];
  airline?: [code: string, name: string];
  departs?: string;
  arrives?: string;
  dayOffset?: number;
  duration?: number;
}

function leg(spec: LegSpec, index: number): FlightLeg {
  const [airlineCode, airlineName] = spec.airline ?? ['TP', 'TAP Portugal'];
  const [origin, destination] = index % 2 === 0 ? ['LIS', 'JFK'] : ['JFK', 'LIS'];
  const date = index % 2 === 0 ? '2026-12-01' : '2026-12-08';
  const departureTime = `${date}T${spec.departs ?? '09:00'}`;
  const arrivalTime = `${date}T${spec.arrives ?? '13:00'}`;
  const endpoint = (airport: string, local: string) => ({
    airport,
    local,
    at: `${local}:00.000Z`,
    dayOffset: 0,
    timeZone: 'Europe/Lisbon',
  });
  const cabin = spec.cabin ?? 'Economy';
  return {
    origin,
    destination,
    departureTime,
    arrivalTime,
    arrivalDayOffset: spec.dayOffset ?? 0,
    duration: spec.duration ?? 480,
    stops: (spec.stops ?? []).map((airport) => ({ airport, durationMinutes: 75 })),
    cabin,
    airlineCode,
    airlineName,
    segments: [
      {
        airlineCode,
        airlineName,
        flightNumber: `${100 + index}`,
        aircraft: 'Airbus A330-900',
        cabin,
        departure: endpoint(origin, departureTime),
        arrival: endpoint(destination, arrivalTime),
        durationMinutes: spec.duration ?? 480,
      },
    ],
  };
}

/** A round trip (or as many legs as given) costing `total` cents in USD and EUR alike. */
export function itinerary(id: string, total: number, legs: LegSpec[], seatsLeft = 9): Itinerary {
  const flights = legs.map(leg);
  const first = flights[0];
  return {
    id: `offer-${id}-0123456789`,
    totalAmount: total,
    currency: 'USD',
    displayAmount: total,
    displayCurrency: 'USD',
    cabin: first?.cabin ?? 'Economy',
    airlineCode: first?.airlineCode ?? 'TP',
    airlineName: first?.airlineName ?? 'TAP Portugal',
    seatsLeft,
    expiresAt: '2099-01-01T00:00:00.000Z',
    flights,
    fares: [
      { fareFamily: 'Basic', totalAmount: total, displayAmount: total },
      { fareFamily: 'Standard', totalAmount: total + 10_000, displayAmount: total + 10_000 },
      { fareFamily: 'Flex', totalAmount: total + 30_000, displayAmount: total + 30_000 },
    ],
  };
}

export function searchResponse(data: Itinerary[], expiresAt = '2099-01-01T00:00:00.000Z'): FlightSearchResponse {
  return {
    data,
    fareFamilies: [
      { code: 'Basic', name: 'Basic', description: 'Lowest fare. No changes, not refundable.' },
      { code: 'Standard', name: 'Standard', description: 'Checked bag included.' },
      { code: 'Flex', name: 'Flex', description: 'Free changes, fully refundable.' },
    ],
    searchedAt: '2026-11-21T10:00:00.000Z',
    expiresAt,
  };
}

/** Answers the airport search as the server would: the airports whose code, city or name match. */
function airportsFound(url: URL): ApiAnswer {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const found = AIRPORTS.filter((airport) =>
    `${airport.code} ${airport.city} ${airport.name}`.toLowerCase().includes(search),
  );
  return { body: { data: found } };
}

/**
 * Answers the API client's fetch calls: `handlers` by 'METHOD /path'; airports by default;
 * the profile as `profile` (none: signed out). Returns the mock to read the calls made.
 */
export function mockApi(handlers: ApiHandlers, profile: UserProfile | null = null) {
  return mockAnyApi({ 'GET /api/flight/airports': (_body, url) => airportsFound(url), ...handlers }, { profile });
}

/**
 * A quote as POST /api/flight/reprice answers it (for a visitor: no client), for `offerId` and
 * `fareFamily`, totalling `total` cents in USD; every field can be overridden.
 */
export function quoteFor(
  offerId: string,
  fareFamily: FlightQuote['fareFamily'],
  total: number,
  overrides: Partial<FlightQuote> = {},
): FlightQuote {
  const fare = Math.round(total * 0.8);
  return {
    quoteId: `quote-${fareFamily.toLowerCase()}`,
    offerId,
    fareFamily,
    fareFamilyName: `Economy ${fareFamily}`,
    status: 'unchanged',
    previousTotal: total,
    breakdown: {
      currency: 'USD',
      lines: [
        { kind: 'base_fare', passengerType: 'ADT', count: 1, amount: fare },
        { kind: 'taxes', passengerType: 'ADT', count: 1, amount: total - fare },
      ],
      total,
    },
    exchangeRate: 1,
    conditions: {
      checkedBags: 0,
      carryOn: true,
      seatSelection: 'paid',
      changeable: false,
      changeFee: null,
      refundable: false,
      cancellationPenalty: null,
    },
    flights: [],
    passengers: { adults: 1, children: 0, infants: 0 },
    refundProtectPercent: 0,
    expiresAt: '2099-01-01T00:00:00.000Z',
    markupType: 'percent',
    markup: 0,
    client: null,
    ...overrides,
  };
}

/** The reprice answer for a quote: the quote, and its markup beside it as the server sends it. */
export function repriceAnswer(quote: FlightQuote) {
  return { body: { data: quote, markupType: quote.markupType, markup: quote.markup } };
}

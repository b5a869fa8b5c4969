import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import {
  SESSION_HINT_COOKIE,
  type FlightBooking,
  type FlightLeg,
  type FlightQuote,
  type UserProfile,
} from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { renderUi } from '../../../testing/render';

/** Where the page went: path and query, for pages the test does not render. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `page` at `path`, signed in, with the library in test mode; other paths show a probe. */
export function renderAt(page: ReactElement, { path, route }: { path: string; route: string }) {
  queryClient.clear();
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
  return renderUi(
    <MantineProvider env="test">
      <QueryProvider>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </QueryProvider>
    </MantineProvider>,
    { route },
  );
}

export function signOut(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
}

export const CLIENT: UserProfile = {
  _id: '5f1c2a8e-1111-4222-8333-444455556666',
  name: 'Clara Client',
  email: 'client@demo.test',
  userType: 'Client',
  isTravelAgent: false,
  isSubscribed: false,
  isRestrictedAgent: false,
  language: 'en',
  loginCount: 3,
  phone: '+351 912 345 678',
  profileImage: null,
  isRewardWalletEnable: false,
  agencyName: 'Blue Horizon Travel',
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const AGENT: UserProfile = {
  ...CLIENT,
  _id: '7a2b3c4d-1111-4222-8333-444455556666',
  name: 'Alex Agent',
  email: 'agent@demo.test',
  userType: 'Agent',
  isTravelAgent: true,
  phone: null,
};

type Answer = { status?: number; body?: unknown } | undefined;
type Handler = (body: unknown, url: URL, headers: Headers) => Answer;

/**
 * Answers the page's calls by 'METHOD /path' (the card tokens of the gateway too); the profile
 * is `profile` unless a handler says otherwise; anything else is 404.
 */
export function mockApi(handlers: Record<string, Handler>, profile: UserProfile = CLIENT) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    let answer = handlers[`${method} ${url.pathname}`]?.(body, url, new Headers(init?.headers));
    if (!answer && url.pathname === '/api/user/getProfile') answer = { body: { data: profile } };
    answer ??= { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one path: method, query, body and Idempotency-Key. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === path)
    .map(({ url, init }) => ({
      method: init?.method ?? 'GET',
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      key: new Headers(init?.headers).get('idempotency-key'),
    }));
}

export const OFFER_ID = 'offer-tp-direct-0123456789';

function leg(origin: string, destination: string, departureTime: string, arrivalTime: string): FlightLeg {
  const endpoint = (airport: string, local: string) => ({
    airport,
    local,
    at: `${local}:00.000Z`,
    dayOffset: 0,
    timeZone: 'UTC',
  });
  return {
    origin,
    destination,
    departureTime,
    arrivalTime,
    arrivalDayOffset: 0,
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
        departure: endpoint(origin, departureTime),
        arrival: endpoint(destination, arrivalTime),
        durationMinutes: 450,
      },
    ],
  };
}

/** A Lisbon - New York quote for two adults and a child, in EUR, for the caller; fields can be overridden. */
export function quote(overrides: Partial<FlightQuote> = {}): FlightQuote {
  return {
    quoteId: '11111111-1111-4111-8111-111111111111',
    offerId: OFFER_ID,
    fareFamily: 'Standard',
    fareFamilyName: 'Economy Standard',
    status: 'unchanged',
    previousTotal: 150_000,
    breakdown: {
      currency: 'EUR',
      lines: [
        { kind: 'base_fare', passengerType: 'ADT', count: 2, amount: 100_000 },
        { kind: 'taxes', passengerType: 'ADT', count: 2, amount: 20_000 },
        { kind: 'base_fare', passengerType: 'CHD', count: 1, amount: 18_000 },
        { kind: 'taxes', passengerType: 'CHD', count: 1, amount: 4_000 },
        { kind: 'markup', passengerType: null, count: 0, amount: 8_000 },
      ],
      total: 150_000,
    },
    exchangeRate: 0.92,
    conditions: {
      checkedBags: 1,
      carryOn: true,
      seatSelection: 'standard_free',
      changeable: true,
      changeFee: null,
      refundable: false,
      cancellationPenalty: null,
    },
    flights: [
      leg('LIS', 'JFK', '2026-12-11T09:10', '2026-12-11T11:40'),
      leg('JFK', 'LIS', '2026-12-18T21:05', '2026-12-19T09:15'),
    ],
    passengers: { adults: 2, children: 1, infants: 0 },
    refundProtectPercent: 0,
    expiresAt: '2099-01-01T00:00:00.000Z',
    markupType: 'percent',
    markup: 8,
    client: null,
    ...overrides,
  };
}

/** The answer of POST /api/flight/flightStore for a quote: a draft id and the quote. */
export function stored(draftId: string, storedQuote: FlightQuote) {
  return { body: { data: { id: draftId, quote: storedQuote } } };
}

/** A booking held for the quote, awaiting payment. */
export function heldBooking(overrides: Partial<FlightBooking> = {}): FlightBooking {
  const held = quote();
  return {
    bookingId: '0b7e4c1a-2222-4333-8444-555566667777',
    referenceNumber: 'FL9BMEA3CM',
    pnr: 'ES4D26',
    bookingStatus: 'pending_payment',
    bookedStatus: 'held',
    breakdown: held.breakdown,
    isTripProtectionSelected: false,
    protectionAmount: 0,
    fareFamily: held.fareFamily,
    fareFamilyName: held.fareFamilyName,
    conditions: held.conditions,
    flights: [],
    travelers: [],
    contact: { email: 'client@demo.test', phone: '+351 912 345 678' },
    customerName: 'Clara Client',
    ticketingTimeLimit: null,
    ticketedAt: null,
    voidableUntil: null,
    cancelledAt: null,
    refund: null,
    travelDate: '2026-12-11',
    createdAt: '2026-11-21T23:51:00.000Z',
    payment: null,
    history: [],
    ...overrides,
  };
}

/** The travellers of the quote (two adults and a child) as a customer would type them. */
export const TRAVELERS = [
  { type: 'ADT', givenName: 'Ana', familyName: 'Silva', birthDate: '1985-04-02' },
  { type: 'ADT', givenName: 'Rui', familyName: 'Silva', birthDate: '1983-07-12' },
  { type: 'CHD', givenName: 'Leo', familyName: 'Silva', birthDate: '2018-03-02' },
] as const;

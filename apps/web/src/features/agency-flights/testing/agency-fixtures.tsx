import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { FlightBooking, UserProfile } from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { renderUi } from '../../../testing/render';

/** Renders a page at `route`, signed in as `profile`, with the library in test mode. */
export function renderPage(page: ReactElement, { path, route }: { path: string; route: string }) {
  queryClient.clear();
  document.cookie = 'has-session=1; Path=/';
  return renderUi(
    <MantineProvider env="test">
      <QueryProvider>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </QueryProvider>
    </MantineProvider>,
    { route },
  );
}

export function signOut(): void {
  document.cookie = 'has-session=; Max-Age=0; Path=/';
}

export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: '7d0c2a8e-1111-4222-8333-444455556666',
    name: 'Ana Agent',
    email: 'agent@demo.test',
    userType: 'Agent',
    isTravelAgent: true,
    isSubscribed: true,
    isRestrictedAgent: false,
    language: 'en',
    loginCount: 4,
    phone: null,
    profileImage: null,
    isRewardWalletEnable: false,
    agencyName: 'Blue Horizon Travel',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown } | undefined;
type Handler = (body: unknown, url: URL) => Answer;

/** Answers calls by 'METHOD /path' (the profile by default); anything else is a 404. */
export function mockApi(handlers: Record<string, Handler>, user: UserProfile = profile()) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    let answer = handlers[`${method} ${url.pathname}`]?.(body, url);
    if (!answer && url.pathname === '/api/user/getProfile') answer = { body: { data: user } };
    answer ??= { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one path: method, query and body. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === path)
    .map(({ url, init }) => ({
      method: init?.method ?? 'GET',
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

let sequence = 0;

/** A one-way Lisbon - New York booking for one adult; every field can be overridden. */
export function booking(overrides: Partial<FlightBooking> = {}): FlightBooking {
  sequence += 1;
  const endpoint = (airport: string, local: string, dayOffset: number) => ({
    airport,
    local,
    at: `${local}:00.000Z`,
    dayOffset,
    timeZone: 'UTC',
  });
  return {
    bookingId: `0b7e4c1a-2222-4333-8444-${String(sequence).padStart(12, '0')}`,
    referenceNumber: `FLREF${String(sequence).padStart(5, '0')}`,
    pnr: 'ES4D26',
    bookingStatus: 'confirmed',
    bookedStatus: 'held',
    breakdown: {
      currency: 'USD',
      lines: [
        { kind: 'base_fare', passengerType: 'ADT', count: 1, amount: 80000 },
        { kind: 'taxes', passengerType: 'ADT', count: 1, amount: 12000 },
        { kind: 'markup', passengerType: null, count: 0, amount: 6400 },
        { kind: 'agency_fee', passengerType: null, count: 0, amount: 1200 },
      ],
      total: 99600,
    },
    isTripProtectionSelected: false,
    protectionAmount: 0,
    fareFamily: 'Basic',
    fareFamilyName: 'Economy Basic',
    conditions: {
      checkedBags: 0,
      carryOn: true,
      seatSelection: 'paid',
      changeable: false,
      changeFee: null,
      refundable: false,
      cancellationPenalty: null,
    },
    flights: [
      {
        origin: 'LIS',
        destination: 'JFK',
        departureTime: '2026-12-11T21:10',
        arrivalTime: '2026-12-12T00:40',
        arrivalDayOffset: 1,
        duration: 510,
        stops: [],
        cabin: 'Economy',
        airlineCode: 'TP',
        airlineName: 'TAP Air Portugal',
        segments: [
          {
            airlineCode: 'TP',
            airlineName: 'TAP Air Portugal',
            flightNumber: '203',
            aircraft: 'Airbus A330-900',
            cabin: 'Economy',
            departure: endpoint('LIS', '2026-12-11T21:10', 0),
            arrival: endpoint('JFK', '2026-12-12T00:40', 1),
            durationMinutes: 510,
          },
        ],
      },
    ],
    travelers: [{ type: 'ADT', givenName: 'Clara', familyName: 'Client', birthDate: '1985-04-12', ticketNumber: null }],
    contact: { email: 'client@demo.test', phone: '+351 912 345 678' },
    customerName: 'Clara Client',
    ticketingTimeLimit: '2026-11-23T10:00:00.000Z',
    ticketedAt: null,
    voidableUntil: null,
    cancelledAt: null,
    refund: null,
    travelDate: '2026-12-11',
    createdAt: '2026-11-21T23:51:00.000Z',
    payment: { status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' },
    history: [{ status: 'confirmed', note: null, at: '2026-11-21T23:52:00.000Z' }],
    ...overrides,
  };
}

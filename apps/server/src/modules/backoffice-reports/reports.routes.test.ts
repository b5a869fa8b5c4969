import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PriceLine } from '@travel/contracts';
import { bookings, payments, type UserRow } from '../../platform/db/schema';
import { COASTAL, createUser, DEMO, getUser, lastMail, readOutbox } from '../../testing/auth-helpers';
import { openWorld, type World } from '../../testing/booking-helpers';
import { carSearch, quoteOf, reserved, searchCars } from '../../testing/car-helpers';
import { heldBooking } from '../../testing/flight-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { pdfText } from '../../testing/pdf-text';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { UTF8_BOM } from '../../platform/csv/csv';
import { reportsRepo } from './reports.repo';

let t: TestApp;
let w: World;
let client: UserRow;
let other: UserRow;
let restricted: UserRow;
let agent: UserRow;
let coastalOwner: UserRow;
const ids = new Map<string, string>();

const JANUARY = 'startDate=2026-01-01&endDate=2026-01-31';
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12, 0, 0));
const lines = (base: number, markup: number, fee: number, taxes = 0): PriceLine[] => [
  { kind: 'base_fare', passengerType: 'ADT', count: 1, amount: base },
  { kind: 'taxes', passengerType: 'ADT', count: 1, amount: taxes },
  { kind: 'markup', passengerType: null, count: 1, amount: markup },
  { kind: 'agency_fee', passengerType: null, count: 1, amount: fee },
];
const sum = (breakdown: PriceLine[]) => breakdown.reduce((total, line) => total + line.amount, 0);

type NewBooking = typeof bookings.$inferInsert;
async function insertBooking(values: Omit<NewBooking, 'supplier' | 'totalAmount'> & { breakdown: PriceLine[] }) {
  const [row] = await t.db
    .insert(bookings)
    .values({ supplier: 'sandbox', totalAmount: sum(values.breakdown), updatedAt: values.createdAt, ...values })
    .returning();
  if (!row) throw new Error('insert returned no row');
  ids.set(row.referenceNumber, row.id);
  return row;
}

const call = (token: string, options: InjectOptions, host = DEMO) => api(t, token, options, host);
const get = (token: string, url: string, host = DEMO) => call(token, { method: 'GET', url }, host);

beforeAll(async () => {
  t = await createTestApp();
  w = await openWorld(t);
  client = await getUser(t, 'demo', 'client@demo.test');
  restricted = await getUser(t, 'demo', 'restricted@demo.test');
  agent = await getUser(t, 'demo', 'agent@demo.test');
  coastalOwner = await getUser(t, 'coastal', 'owner@coastal.test');
  other = await createUser(t, 'demo', { name: 'Smith, "Jo"', email: 'jo@example.test', createdAt: day(9) });
  await createUser(t, 'demo', { name: 'Nina Newbie', email: 'nina@example.test', createdAt: day(15) });
  const demoId = client.agencyId;

  await insertBooking({
    agencyId: demoId,
    referenceNumber: 'FL-1001',
    vertical: 'flight',
    status: 'confirmed',
    userId: client.id,
    createdById: agent.id,
    currency: 'USD',
    supplierReference: 'PNRAB1',
    breakdown: lines(10000, 1500, 500, 2000),
    details: { flights: [{ origin: 'LIS', destination: 'JFK' }] },
    travelDate: '2026-03-01',
    createdAt: day(2),
  });
  await insertBooking({
    agencyId: demoId,
    referenceNumber: 'HT-1002',
    vertical: 'hotel',
    status: 'confirmed',
    userId: client.id,
    createdById: restricted.id,
    currency: 'EUR',
    supplierReference: 'VND-1',
    breakdown: lines(20000, 2000, 0),
    details: {
      hotelConfirmationNumber: 'HCN-777',
      stay: { hotel: { name: 'Hotel Avenida Palace', address: 'Lisbon' } },
    },
    travelDate: '2026-04-02',
    createdAt: day(3),
  });
  await insertBooking({
    agencyId: demoId,
    referenceNumber: '=HYPERLINK("http://evil.example")',
    vertical: 'car',
    status: 'cancelled',
    userId: other.id,
    createdById: restricted.id,
    currency: 'USD',
    breakdown: lines(5000, 500, 300),
    details: { confirmationNumber: 'CAR-55', car: { pickup: { address: 'Porto Airport (OPO)' } } },
    createdAt: day(10),
  });
  await insertBooking({
    agencyId: demoId,
    referenceNumber: 'AC-1004',
    vertical: 'activity',
    status: 'pending_payment',
    userId: other.id,
    createdById: agent.id,
    currency: 'USD',
    breakdown: lines(3000, 0, 0),
    details: { activity: { title: 'Sintra day trip', destinationName: 'Sintra' } },
    createdAt: day(20),
  });
  await insertBooking({
    agencyId: demoId,
    referenceNumber: 'FL-1005',
    vertical: 'flight',
    status: 'ticketed',
    userId: restricted.id,
    createdById: restricted.id,
    currency: 'USD',
    supplierReference: 'PNRCD2',
    breakdown: lines(8000, 800, 200),
    travelDate: '2026-02-10',
    createdAt: day(21),
  });
  // Another agency's booking with the same hotel confirmation: never seen on demo.
  await insertBooking({
    agencyId: coastalOwner.agencyId,
    referenceNumber: 'CO-1',
    vertical: 'hotel',
    status: 'confirmed',
    userId: coastalOwner.id,
    createdById: coastalOwner.id,
    currency: 'USD',
    breakdown: lines(100, 0, 0),
    details: { hotelConfirmationNumber: 'HCN-777' },
    createdAt: day(5),
  });
  const pay = (reference: string, userId: string, kind: 'charge' | 'refund', amount: number, createdAt: Date) => ({
    agencyId: demoId,
    bookingId: ids.get(reference) ?? null,
    userId,
    kind,
    status: 'succeeded' as const,
    amount,
    currency: 'USD',
    gateway: 'sandbox',
    cardBrand: 'visa',
    cardLast4: '4242',
    createdAt,
  });
  await t.db
    .insert(payments)
    .values([
      pay('FL-1001', client.id, 'charge', 14000, day(2)),
      pay('HT-1002', client.id, 'charge', 22000, day(3)),
      pay('=HYPERLINK("http://evil.example")', other.id, 'charge', 5800, day(10)),
      pay('=HYPERLINK("http://evil.example")', other.id, 'refund', 5500, day(11)),
      pay('FL-1005', restricted.id, 'charge', 9000, day(21)),
    ]);
});
afterAll(() => t.close());

describe('GET /api/agency/dashboards', () => {
  it("answers the period's counts, money per currency, series and top agents", async () => {
    const res = await get(w.owner, `/api/agency/dashboards?${JANUARY}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.period).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31', interval: 'day' });
    expect(data.bookingCount).toEqual({ flights: 2, hotels: 1, cars: 1, activities: 1, total: 5 });
    expect(data.byStatus).toEqual([
      { vertical: 'flight', status: 'confirmed', count: 1 },
      { vertical: 'flight', status: 'ticketed', count: 1 },
      { vertical: 'hotel', status: 'confirmed', count: 1 },
      { vertical: 'car', status: 'cancelled', count: 1 },
      { vertical: 'activity', status: 'pending_payment', count: 1 },
    ]);
    // Sold: FL-1001 and FL-1005 (USD), HT-1002 (EUR); the cancelled and the unpaid earn nothing.
    expect(data.earnings).toEqual([
      { currency: 'EUR', bookings: 1, sales: 22000, net: 20000, markup: 2000, fee: 0, commission: 2000 },
      { currency: 'USD', bookings: 2, sales: 23000, net: 20000, markup: 2300, fee: 700, commission: 3000 },
    ]);
    expect(data.byVertical).toEqual([
      {
        vertical: 'flight',
        currency: 'USD',
        bookings: 2,
        sales: 23000,
        net: 20000,
        markup: 2300,
        fee: 700,
        commission: 3000,
      },
      {
        vertical: 'hotel',
        currency: 'EUR',
        bookings: 1,
        sales: 22000,
        net: 20000,
        markup: 2000,
        fee: 0,
        commission: 2000,
      },
    ]);
    expect(data.newClients).toBe(2);
    expect(data.series).toContainEqual({
      date: '2026-01-02',
      vertical: 'flight',
      currency: 'USD',
      bookings: 1,
      sold: 1,
      sales: 14000,
    });
    expect(data.series).toContainEqual({
      date: '2026-01-10',
      vertical: 'car',
      currency: 'USD',
      bookings: 1,
      sold: 0,
      sales: 0,
    });
    expect(data.series).toHaveLength(5);
    expect(data.topAgents).toEqual([
      {
        userId: restricted.id,
        name: restricted.name,
        bookings: 3,
        sales: [
          { currency: 'EUR', amount: 22000 },
          { currency: 'USD', amount: 9000 },
        ],
      },
      { userId: agent.id, name: agent.name, bookings: 2, sales: [{ currency: 'USD', amount: 14000 }] },
    ]);
    expect(data.recentTransactions.map((x: { amount: number }) => x.amount)).toEqual([9000, 5500, 5800, 22000, 14000]);
  });

  it('buckets a period of more than 62 days by week (weeks start on Monday)', async () => {
    const res = await get(w.admin, '/api/agency/dashboards?startDate=2025-12-01&endDate=2026-03-01');
    expect(res.statusCode, res.body).toBe(200);
    const { period, series } = res.json().data;
    expect(period.interval).toBe('week');
    // 2 and 3 January 2026 are in the week of Monday 29 December.
    expect(series).toContainEqual({
      date: '2025-12-29',
      vertical: 'flight',
      currency: 'USD',
      bookings: 1,
      sold: 1,
      sales: 14000,
    });
  });

  it("shows a restricted agent only their own bookings' figures", async () => {
    const res = await get(w.restricted, `/api/agency/dashboards?${JANUARY}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.bookingCount).toEqual({ flights: 1, hotels: 1, cars: 1, activities: 0, total: 3 });
    expect(data.earnings).toEqual([
      { currency: 'EUR', bookings: 1, sales: 22000, net: 20000, markup: 2000, fee: 0, commission: 2000 },
      { currency: 'USD', bookings: 1, sales: 9000, net: 8000, markup: 800, fee: 200, commission: 1000 },
    ]);
    // Of January's new clients only Jo is a customer of theirs.
    expect(data.newClients).toBe(1);
    expect(data.topAgents.map((a: { userId: string }) => a.userId)).toEqual([restricted.id]);
  });

  it.each([
    ['owner', () => w.owner],
    ['restricted', () => w.restricted],
  ])('agrees with getUserBookingCount, getRecentActivity and getUserTransactions (%s)', async (_, token) => {
    const dashboard = (await get(token(), `/api/agency/dashboards?${JANUARY}`)).json().data;
    const count = (await get(token(), '/api/user/getUserBookingCount')).json().data;
    const recent = (await get(token(), '/api/user/getRecentActivity')).json().data;
    const transactions = (
      await call(token(), {
        method: 'POST',
        url: '/api/user/getUserTransactions',
        payload: { startDate: '2026-01-01', endDate: '2026-01-31', offSet: 0, limit: 10 },
      })
    ).json().data;
    expect(dashboard.bookingCount).toEqual(count);
    expect(dashboard.recentActivity).toEqual(recent);
    expect(dashboard.recentTransactions).toEqual(transactions.transactions);
  });

  it('defaults to the last 30 days, today included', async () => {
    const res = await get(w.agent, '/api/agency/dashboards');
    expect(res.statusCode, res.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    expect(res.json().data.period).toEqual({ startDate: start, endDate: today, interval: 'day' });
    expect(res.json().data.bookingCount.total).toBe(0);
  });

  it.each([
    ['startDate=2026-02-01&endDate=2026-01-01', 'endDate'],
    ['startDate=2026-02-30', 'startDate'],
    ['endDate=yesterday', 'endDate'],
    ['startDate=2024-01-01&endDate=2026-01-01', 'endDate'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await get(w.owner, `/api/agency/dashboards?${query}`);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(res.json().details)).toEqual([field]);
  });

  it('refuses clients (403) and sessions of another agency (401); that agency sees only its own', async () => {
    expectError(await get(w.client, '/api/agency/dashboards'), 403, 'FORBIDDEN');
    expect((await get(w.coastalOwner, '/api/agency/dashboards')).statusCode).toBe(401);
    const coastal = await get(w.coastalOwner, `/api/agency/dashboards?${JANUARY}`, COASTAL);
    expect(coastal.json().data.bookingCount.total).toBe(1);
  });
});

/** The CSV's rows (BOM and header off), each split into its cells (none of the test's cells holds a comma). */
function csvRows(body: string): string[] {
  expect(body.startsWith(UTF8_BOM)).toBe(true);
  return body.slice(1).split('\r\n').filter(Boolean);
}

describe('GET /api/agency/bookings/download.csv', () => {
  it('exports every vertical, newest first, formula-safe, dates in the agency format, UTF-8 with BOM', async () => {
    const res = await get(w.owner, `/api/agency/bookings/download.csv?${JANUARY}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings.csv"');
    const [header, ...rows] = csvRows(res.body);
    expect(header).toBe(
      'Reference,Vertical,Status,Customer,Customer e-mail,Agent,Travel date,Booked on,Net,Markup,Fee,Commission,Total,Currency',
    );
    expect(rows.map((row) => row.split(',')[0])).toEqual([
      'FL-1005',
      'AC-1004',
      `"'=HYPERLINK(""http://evil.example"")"`,
      'HT-1002',
      'FL-1001',
    ]);
    expect(rows[4]).toBe(
      `FL-1001,flight,confirmed,${client.name},client@demo.test,${agent.name},03/01/2026,01/02/2026,120.00,15.00,5.00,20.00,140.00,USD`,
    );
    // A cancelled booking earns nothing; its customer's name is quoted.
    expect(rows[2]).toContain(
      `,car,cancelled,"Smith, ""Jo""",jo@example.test,${restricted.name},,01/10/2026,50.00,5.00,3.00,0.00,58.00,USD`,
    );
  });

  it('filters by vertical and by user (their bookings and those they made)', async () => {
    const flights = csvRows((await get(w.owner, `/api/agency/bookings/download.csv?${JANUARY}&category=flight`)).body);
    expect(flights.slice(1).map((row) => row.split(',')[0])).toEqual(['FL-1005', 'FL-1001']);
    const byAgent = csvRows((await get(w.owner, `/api/agency/bookings/download.csv?userId=${agent.id}`)).body);
    expect(byAgent.slice(1).map((row) => row.split(',')[0])).toEqual(['AC-1004', 'FL-1001']);
  });

  it("gives a restricted agent only their own bookings, and another agency's nothing of demo's", async () => {
    const rows = csvRows((await get(w.restricted, `/api/agency/bookings/download.csv?${JANUARY}`)).body);
    expect(rows).toHaveLength(4);
    const coastal = csvRows((await get(w.coastalOwner, '/api/agency/bookings/download.csv', COASTAL)).body);
    expect(coastal.slice(1).map((row) => row.split(',')[0])).toEqual(['CO-1']);
  });

  it.each([
    ['category=boats', 'category'],
    ['userId=42', 'userId'],
    ['startDate=2026-02-01&endDate=2026-01-01', 'endDate'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await get(w.owner, `/api/agency/bookings/download.csv?${query}`);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(res.json().details)).toEqual([field]);
  });

  it('refuses clients', async () => {
    expectError(await get(w.client, '/api/agency/bookings/download.csv'), 403, 'FORBIDDEN');
  });
});

describe('GET /api/agency/search/services', () => {
  const search = (token: string, query: string, host = DEMO) =>
    get(token, `/api/agency/search/services?${query}`, host);
  const references = (res: { json(): { data: { bookings: Array<{ referenceNumber: string }> } } }) =>
    res.json().data.bookings.map((b) => b.referenceNumber);

  it.each([
    ['pnrab1', ['FL-1001']],
    ['HCN-777', ['HT-1002']],
    ['avenida', ['HT-1002']],
    ['porto airport', ['=HYPERLINK("http://evil.example")']],
    ['car-55', ['=HYPERLINK("http://evil.example")']],
    ['sintra', ['AC-1004']],
    ['jfk', ['FL-1001']],
    ['jo@example', ['AC-1004', '=HYPERLINK("http://evil.example")']],
    ['1_0', []],
  ])('finds %j in a reference, PNR, confirmation, destination or customer', async (query, expected) => {
    const res = await search(w.owner, `searchQuery=${encodeURIComponent(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(references(res)).toEqual(expected);
    expect(res.json().data.totalBookings).toBe(expected.length);
  });

  it('finds clients by name or e-mail', async () => {
    const res = await search(w.agent, 'searchQuery=smith');
    expect(res.json().data).toMatchObject({
      clients: [{ _id: other.id, name: 'Smith, "Jo"', email: 'jo@example.test', userType: 'Client', status: 'Active' }],
      totalClients: 1,
    });
  });

  it('pages with from and size, newest first', async () => {
    const all = await search(w.owner, 'searchQuery=client@demo.test');
    expect(references(all)).toEqual(['HT-1002', 'FL-1001']);
    expect(references(await search(w.owner, 'searchQuery=client@demo.test&from=1&size=1'))).toEqual(['FL-1001']);
    const beyond = await search(w.owner, 'searchQuery=client@demo.test&from=2&size=1');
    expect(beyond.json().data).toMatchObject({ bookings: [], totalBookings: 2, clients: [], totalClients: 1 });
  });

  it('keeps a restricted agent to their own bookings and customers, another agency to its own', async () => {
    expect(references(await search(w.restricted, 'searchQuery=pnrab1'))).toEqual([]);
    expect(references(await search(w.restricted, 'searchQuery=hcn-777'))).toEqual(['HT-1002']);
    const clients = (await search(w.restricted, 'searchQuery=example.test')).json().data.clients;
    expect(clients.map((c: { _id: string }) => c._id)).toEqual([other.id]);
    expect(references(await search(w.coastalOwner, 'searchQuery=hcn-777', COASTAL))).toEqual(['CO-1']);
  });

  it.each([
    ['', 'searchQuery'],
    ['searchQuery=a', 'searchQuery'],
    ['searchQuery=abc&size=0', 'size'],
    ['searchQuery=abc&size=51', 'size'],
    ['searchQuery=abc&from=-1', 'from'],
    ['searchQuery=abc&from=x', 'from'],
  ])('answers 400 for %j', async (query, field) => {
    const res = await search(w.owner, query);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(res.json().details)).toEqual([field]);
  });

  it('refuses clients', async () => {
    expectError(await search(w.client, 'searchQuery=abc'), 403, 'FORBIDDEN');
  });
});

describe('POST /api/v2/agency/email-itinerary', () => {
  let flightId: string;
  let carId: string;

  beforeAll(async () => {
    const flight = await heldBooking(t, w.client);
    flightId = flight.bookingId;
    const { cars } = await searchCars(t, w.client, carSearch({}, 40));
    const offer = cars[0];
    if (!offer) throw new Error('no car offer');
    const car = await reserved(t, w.client, await quoteOf(t, w.client, offer));
    carId = car.bookingId;
  });

  const send = (token: string, payload: object, host = DEMO) =>
    call(token, { method: 'POST', url: '/api/v2/agency/email-itinerary', payload }, host);

  it('e-mails the client the itinerary of several bookings, local times, with a PDF', async () => {
    const res = await send(w.agent, { bookingIds: [flightId, carId], message: 'See you soon!' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'The itinerary has been sent' });
    const mail = await lastMail(t, 'client@demo.test', 'agency-itinerary');
    expect(mail.subject).toContain('Your itinerary from');
    expect(mail.text).toContain('See you soon!');
    expect(mail.text).toMatch(/LIS → JFK: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(mail.text).toContain('Pick-up:');
    expect(mail.text).toContain('(local time,');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    const text = pdfText(Buffer.from(pdf?.contentBase64 ?? '', 'base64'));
    expect(text).toContain('Itinerary');
    expect(text).toMatch(/LIS -> JFK: \d{4}-\d{2}-\d{2} \d{2}:\d{2} - \d{2}:\d{2}/);
    expect(text).toContain('Pick-up:');
  });

  it('sends to another address in the language of the request', async () => {
    const res = await call(w.owner, {
      method: 'POST',
      url: '/api/v2/agency/email-itinerary',
      payload: { bookingIds: [carId], email: 'Family@Example.test' },
      headers: { 'accept-language': 'pt' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('O itinerário foi enviado');
    const mail = await lastMail(t, 'family@example.test', 'agency-itinerary');
    expect(mail.subject).toContain('Seu itinerário');
  });

  it("answers 404 for another agency's booking or one out of a restricted agent's sight, and sends nothing", async () => {
    const before = (await readOutbox(t, { template: 'agency-itinerary' })).length;
    expectError(await send(w.coastalOwner, { bookingIds: [flightId] }, COASTAL), 404, 'NOT_FOUND');
    expectError(await send(w.owner, { bookingIds: [flightId, ids.get('CO-1')] }), 404, 'NOT_FOUND');
    expectError(await send(w.restricted, { bookingIds: [flightId] }), 404, 'NOT_FOUND');
    expect((await readOutbox(t, { template: 'agency-itinerary' })).length).toBe(before);
  });

  it.each([
    [{}, 'bookingIds'],
    [{ bookingIds: [] }, 'bookingIds'],
    [{ bookingIds: ['FL-1'] }, 'bookingIds.0'],
    [{ bookingIds: Array.from({ length: 11 }, () => '7c4b1a9e-2f1d-4c1e-9a55-0d6f1b2c3d4e') }, 'bookingIds'],
    [{ bookingIds: ['7c4b1a9e-2f1d-4c1e-9a55-0d6f1b2c3d4e'], email: 'nope' }, 'email'],
  ])('answers 400 for %j', async (payload, field) => {
    const res = await send(w.agent, payload);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(res.json().details)).toEqual([field]);
  });

  it('refuses clients', async () => {
    expectError(await send(w.client, { bookingIds: [flightId] }), 403, 'FORBIDDEN');
  });
});

describe('the CSV export streams', () => {
  const BULK = 1_205;
  let bulkClient: UserRow;

  beforeAll(async () => {
    bulkClient = await createUser(t, 'demo', { name: 'Bulk Buyer' });
    const start = Date.UTC(2025, 5, 1);
    await t.db.insert(bookings).values(
      Array.from({ length: BULK }, (_, i) => ({
        agencyId: client.agencyId,
        referenceNumber: `BK-${String(i).padStart(5, '0')}`,
        vertical: 'hotel' as const,
        status: 'confirmed' as const,
        supplier: 'sandbox',
        userId: bulkClient.id,
        currency: 'EUR',
        totalAmount: 1000,
        breakdown: lines(1000, 0, 0),
        // Two bookings share each instant: the keyset's id breaks the tie.
        createdAt: new Date(start + Math.floor(i / 2) * 60_000),
      })),
    );
  });

  it('sends the file in chunks (a page of 1,000 rows at a time), every booking once', async () => {
    const pageReads = vi.spyOn(reportsRepo, 'exportPage');
    const res = await t.request(DEMO, {
      method: 'GET',
      url: `/api/agency/bookings/download.csv?userId=${bulkClient.id}`,
      cookies: { 'x-access-token': w.owner },
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    for await (const chunk of res.stream()) chunks.push(Buffer.from(chunk as Buffer));
    // Read by keyset in two pages (1,000 and 205 rows) and sent as it is read: never one buffer holding the whole file.
    expect(pageReads.mock.calls.map((args) => args[4])).toEqual([1_000, 1_000]);
    expect(pageReads.mock.calls[1]?.[3]).not.toBeNull();
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(Buffer.concat(chunks).length / 1.1);
    const rows = csvRows(Buffer.concat(chunks).toString('utf8')).slice(1);
    expect(rows).toHaveLength(BULK);
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(BULK);
    expect(rows[0]?.startsWith('BK-0120')).toBe(true);
    pageReads.mockRestore();
  });
});

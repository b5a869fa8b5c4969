import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, type UserRow } from '../../platform/db/schema';
import { seedDemo } from '../../seed/seed';
import { createUser, DEMO, getUser, openSession, withCookie } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let demoId: string;
let coastalId: string;
let client: UserRow;
let other: UserRow;
let restricted: UserRow;
let agent: UserRow;
/** Booking ids by reference. */
const ids = new Map<string, string>();

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12, 0, 0));

type NewBooking = typeof bookings.$inferInsert;
async function insertBooking(values: Omit<NewBooking, 'supplier' | 'status'> & Partial<Pick<NewBooking, 'status'>>) {
  const [row] = await t.db
    .insert(bookings)
    .values({ supplier: 'sandbox', status: 'confirmed', ...values })
    .returning();
  if (!row) throw new Error('insert returned no row');
  ids.set(row.referenceNumber, row.id);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  client = await getUser(t, 'demo', 'client@demo.test');
  restricted = await getUser(t, 'demo', 'restricted@demo.test');
  agent = await getUser(t, 'demo', 'agent@demo.test');
  other = await createUser(t, 'demo', { name: 'Smith, "Jo"', email: 'jo@example.test' });
  demoId = client.agencyId;
  const coastalOwner = await getUser(t, 'coastal', 'owner@coastal.test');
  coastalId = coastalOwner.agencyId;

  const base = { agencyId: demoId, currency: 'USD' };
  // The client's own bookings: one made by themselves, one by the restricted agent.
  await insertBooking({
    ...base,
    referenceNumber: 'FL-1001',
    vertical: 'flight',
    userId: client.id,
    createdById: client.id,
    totalAmount: 123456,
    travelDate: '2026-03-01',
    createdAt: day(1),
    updatedAt: day(10),
  });
  await insertBooking({
    ...base,
    referenceNumber: 'HT-1002',
    vertical: 'hotel',
    userId: client.id,
    createdById: restricted.id,
    totalAmount: 50000,
    currency: 'EUR',
    travelDate: '2026-04-02',
    createdAt: day(2),
    updatedAt: day(9),
  });
  // Another client's: one made by the restricted agent, one by the other agent.
  await insertBooking({
    ...base,
    referenceNumber: '=HYPERLINK("http://evil.example")',
    vertical: 'car',
    userId: other.id,
    createdById: restricted.id,
    totalAmount: 5000,
    currency: 'JPY',
    createdAt: day(3),
    updatedAt: day(8),
  });
  await insertBooking({
    ...base,
    referenceNumber: '+AC-1004',
    vertical: 'activity',
    userId: other.id,
    createdById: agent.id,
    totalAmount: 9900,
    status: 'cancelled',
    createdAt: day(4),
    updatedAt: day(7),
  });
  // The restricted agent's own trip.
  await insertBooking({
    ...base,
    referenceNumber: 'FL-1005',
    vertical: 'flight',
    userId: restricted.id,
    createdById: restricted.id,
    totalAmount: 20000,
    createdAt: day(5),
    updatedAt: day(6),
  });
  // Another agency's booking, never visible on demo.
  await insertBooking({
    agencyId: coastalId,
    currency: 'USD',
    referenceNumber: 'CO-1',
    vertical: 'hotel',
    userId: coastalOwner.id,
    createdById: coastalOwner.id,
    totalAmount: 1,
    createdAt: day(6),
    updatedAt: day(20),
  });

  const pay = (
    bookingRef: string,
    userId: string,
    kind: 'charge' | 'refund',
    amount: number,
    createdAt: Date,
    agencyId = demoId,
  ) => ({
    agencyId,
    bookingId: ids.get(bookingRef) ?? null,
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
      pay('FL-1001', client.id, 'charge', 123456, day(1)),
      pay('FL-1001', client.id, 'refund', 1000, day(11)),
      pay('HT-1002', client.id, 'charge', 50000, day(2)),
      pay('=HYPERLINK("http://evil.example")', other.id, 'charge', 5000, day(3)),
      pay('+AC-1004', other.id, 'charge', 9900, day(4)),
      pay('FL-1005', restricted.id, 'charge', 20000, day(5)),
      pay('CO-1', coastalOwner.id, 'charge', 1, day(6), coastalId),
    ]);
});
afterAll(() => t.close());

const as = async (email: string) => openSession(t, 'demo', email);
const get = async (email: string, url: string) => t.request(DEMO, withCookie(await as(email), { method: 'GET', url }));
const transactions = async (email: string, payload: Record<string, unknown> = {}) =>
  t.request(DEMO, withCookie(await as(email), { method: 'POST', url: '/api/user/getUserTransactions', payload }));

describe('GET /api/user/getUserBookingCount', () => {
  it.each([
    ['client@demo.test', { flights: 1, hotels: 1, cars: 0, activities: 0, total: 2 }],
    ['restricted@demo.test', { flights: 1, hotels: 1, cars: 1, activities: 0, total: 3 }],
    ['agent@demo.test', { flights: 2, hotels: 1, cars: 1, activities: 1, total: 5 }],
    ['owner@demo.test', { flights: 2, hotels: 1, cars: 1, activities: 1, total: 5 }],
    ['admin@demo.test', { flights: 2, hotels: 1, cars: 1, activities: 1, total: 5 }],
  ])('counts what %s may see', async (email, counts) => {
    const res = await get(email, '/api/user/getUserBookingCount');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: counts });
  });

  it('counts nothing for a user without bookings', async () => {
    const fresh = await createUser(t, 'demo');
    expect((await get(fresh.email, '/api/user/getUserBookingCount')).json().data.total).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const res = await t.request(DEMO, { method: 'GET', url: '/api/user/getUserBookingCount' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});

describe('GET /api/user/getRecentActivity', () => {
  it("lists the client's own bookings, latest change first", async () => {
    const res = await get('client@demo.test', '/api/user/getRecentActivity');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        _id: ids.get('FL-1001'),
        vertical: 'flight',
        referenceNumber: 'FL-1001',
        status: 'confirmed',
        amount: 123456,
        currency: 'USD',
        customerName: 'Clara Client',
        updatedAt: day(10).toISOString(),
      },
      {
        _id: ids.get('HT-1002'),
        vertical: 'hotel',
        referenceNumber: 'HT-1002',
        status: 'confirmed',
        amount: 50000,
        currency: 'EUR',
        customerName: 'Clara Client',
        updatedAt: day(9).toISOString(),
      },
    ]);
  });

  it.each([
    ['restricted@demo.test', ['HT-1002', '=HYPERLINK("http://evil.example")', 'FL-1005']],
    ['agent@demo.test', ['FL-1001', 'HT-1002', '=HYPERLINK("http://evil.example")', '+AC-1004', 'FL-1005']],
  ])('lists for %s the bookings made, held, or of the whole agency', async (email, references) => {
    const res = await get(email, '/api/user/getRecentActivity');
    expect(res.json().data.map((item: { referenceNumber: string }) => item.referenceNumber)).toEqual(references);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request(DEMO, { method: 'GET', url: '/api/user/getRecentActivity' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/getUserTransactions', () => {
  it("pages the client's own charges and refunds, newest first", async () => {
    const res = await transactions('client@demo.test');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.totalRecords).toBe(3);
    expect(data.transactions[0]).toEqual({
      _id: expect.any(String),
      kind: 'refund',
      status: 'succeeded',
      outcome: 'refunded',
      movedMoney: true,
      amount: 1000,
      currency: 'USD',
      cardBrand: 'visa',
      cardLast4: '4242',
      referenceNumber: 'FL-1001',
      createdAt: day(11).toISOString(),
    });
    expect(
      data.transactions.map((tx: { referenceNumber: string; kind: string }) => `${tx.kind}:${tx.referenceNumber}`),
    ).toEqual(['refund:FL-1001', 'charge:HT-1002', 'charge:FL-1001']);
  });

  it('shows a restricted agent what they made or paid, and an agent the whole agency', async () => {
    const mine = (await transactions('restricted@demo.test')).json().data;
    expect(mine.transactions.map((tx: { referenceNumber: string }) => tx.referenceNumber)).toEqual([
      'FL-1005',
      '=HYPERLINK("http://evil.example")',
      'HT-1002',
    ]);
    const all = (await transactions('agent@demo.test')).json().data;
    expect(all.totalRecords).toBe(6);
    expect(all.transactions.map((tx: { referenceNumber: string }) => tx.referenceNumber)).not.toContain('CO-1');
  });

  it('pages with offSet and limit, keeping the total', async () => {
    const first = (await transactions('agent@demo.test', { offSet: 0, limit: 4 })).json().data;
    const second = (await transactions('agent@demo.test', { offSet: 4, limit: 4 })).json().data;
    expect(first.transactions).toHaveLength(4);
    expect(second.transactions).toHaveLength(2);
    expect(first.totalRecords).toBe(6);
    expect(second.totalRecords).toBe(6);
    const seen = [...first.transactions, ...second.transactions].map((tx: { _id: string }) => tx._id);
    expect(new Set(seen).size).toBe(6);
  });

  it('filters by date, both ends included', async () => {
    const res = await transactions('agent@demo.test', { startDate: '2026-01-02', endDate: '2026-01-04' });
    expect(res.json().data.totalRecords).toBe(3);
  });

  it.each([
    [{ limit: 0 }, 'limit', 'Invalid value'],
    [{ limit: 101 }, 'limit', 'Invalid value'],
    [{ offSet: -1 }, 'offSet', 'Must be zero or more'],
    [{ offSet: 1.5 }, 'offSet', 'Must be a number'],
    [{ startDate: '01/02/2026' }, 'startDate', 'Enter a real date as YYYY-MM-DD'],
    [{ startDate: '2026-01-05', endDate: '2026-01-01' }, 'endDate', 'Invalid value'],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const res = await transactions('agent@demo.test', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { [field]: message },
    });
  });

  it('answers 401 without a session', async () => {
    const res = await t.request(DEMO, { method: 'POST', url: '/api/user/getUserTransactions', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/user/bookings/download.csv', () => {
  const HEADER = 'Reference,Type,Status,Customer,Customer e-mail,Travel date,Amount,Currency,Created (UTC)';

  it('answers a CSV attachment with a header row, quoting and formula-safe fields', async () => {
    const res = await get('agent@demo.test', '/api/user/bookings/download.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings.csv"');
    expect(res.body.split('\r\n')).toEqual([
      HEADER,
      `FL-1005,flight,confirmed,Rui Restricted,restricted@demo.test,,200.00,USD,${day(5).toISOString()}`,
      `'+AC-1004,activity,cancelled,"Smith, ""Jo""",jo@example.test,,99.00,USD,${day(4).toISOString()}`,
      `"'=HYPERLINK(""http://evil.example"")",car,confirmed,"Smith, ""Jo""",jo@example.test,,5000,JPY,${day(3).toISOString()}`,
      `HT-1002,hotel,confirmed,Clara Client,client@demo.test,2026-04-02,500.00,EUR,${day(2).toISOString()}`,
      `FL-1001,flight,confirmed,Clara Client,client@demo.test,2026-03-01,1234.56,USD,${day(1).toISOString()}`,
      '',
    ]);
  });

  it('gives a client only their own bookings, and a restricted agent what they made or hold', async () => {
    const mine = (await get('client@demo.test', '/api/user/bookings/download.csv')).body.split('\r\n');
    expect(mine.slice(1, -1).map((line) => line.split(',')[0])).toEqual(['HT-1002', 'FL-1001']);
    const made = (await get('restricted@demo.test', '/api/user/bookings/download.csv')).body.split('\r\n');
    expect(made.slice(1, -1).map((line) => line.split(',')[0])).toEqual([
      'FL-1005',
      `"'=HYPERLINK(""http://evil.example"")"`,
      'HT-1002',
    ]);
  });

  it('filters by category and creation date', async () => {
    const flights = (await get('agent@demo.test', '/api/user/bookings/download.csv?category=flight')).body.split(
      '\r\n',
    );
    expect(flights.slice(1, -1).map((line) => line.split(',')[0])).toEqual(['FL-1005', 'FL-1001']);
    const early = (
      await get('agent@demo.test', '/api/user/bookings/download.csv?startDate=2026-01-01&endDate=2026-01-02')
    ).body.split('\r\n');
    expect(early.slice(1, -1).map((line) => line.split(',')[0])).toEqual(['HT-1002', 'FL-1001']);
  });

  it('answers just the header row when there is nothing to export', async () => {
    const fresh = await createUser(t, 'demo');
    expect((await get(fresh.email, '/api/user/bookings/download.csv')).body).toBe(`${HEADER}\r\n`);
  });

  it.each([
    ['?category=boat', 'category', 'Invalid value'],
    ['?startDate=2026-1-1', 'startDate', 'Enter a real date as YYYY-MM-DD'],
    ['?startDate=2026-01-05&endDate=2026-01-01', 'endDate', 'Invalid value'],
  ])('refuses %s with 400 naming %s', async (query, field, message) => {
    const res = await get('agent@demo.test', `/api/user/bookings/download.csv${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { [field]: message },
    });
  });

  it('answers 401 without a session, and for a coastal session on demo', async () => {
    const coastal = await openSession(t, 'coastal', 'owner@coastal.test');
    for (const options of [{}, withCookie(coastal)]) {
      const res = await t.request(DEMO, { method: 'GET', url: '/api/user/bookings/download.csv', ...options });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });
});

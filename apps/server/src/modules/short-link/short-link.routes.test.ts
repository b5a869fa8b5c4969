import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT_CODE_PATTERN, type Itinerary } from '@travel/contracts';
import { seedDemo } from '../../seed/seed';
import { COASTAL, DEMO, cookieOf, lastMail, openSession, uniqueEmail, withCookie } from '../../testing/auth-helpers';
import { book, expectError, itineraryWith, quote, search } from '../../testing/flight-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SHORT_LINK_COOKIE } from './short-link-attribution';

let t: TestApp;
let agent: string;
let owner: string;
let client: string;
let coastalOwner: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  await seedDemo(t.db);
  await t.services.exchange.seedMissing();
  agent = await openSession(t, 'demo', 'agent@demo.test');
  owner = await openSession(t, 'demo', 'owner@demo.test');
  client = await openSession(t, 'demo', 'client@demo.test');
  coastalOwner = await openSession(t, 'coastal', 'owner@coastal.test');
});
afterAll(() => t.close());

const ORIGIN = `http://${DEMO}`;
const ONE_ADULT = { adults: 1, children: 0, infants: 0 };
const SEARCH_PATH =
  '/booknow/flights/search-details?type=One-Way&cabin=NoPreference&aircraft=Commercial&adults=1&children=0&infants=0&from=LIS&to=JFK&date=2027-01-10';

const create = (token: string | null, url: unknown, host = DEMO) =>
  t.request(host, {
    method: 'POST',
    url: '/api/short-url',
    payload: { url },
    ...(token ? withCookie(token) : {}),
  });
const open = (code: string, host = DEMO, cookie?: string) =>
  t.request(host, {
    method: 'GET',
    url: `/api/short-url/${code}`,
    ...(cookie ? { cookies: { [SHORT_LINK_COOKIE]: cookie } } : {}),
  });
const list = (token: string, query = '', host = DEMO) =>
  t.request(host, withCookie(token, { method: 'GET', url: `/api/agency/short-urls${query}` }));

async function created(url = `${ORIGIN}${SEARCH_PATH}`, token = agent) {
  const res = await create(token, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; code: string; shortUrl: string; url: string; type: string };
}

describe('POST /api/short-url', () => {
  it("shortens a page of the agency's own site, absolute or as a path, to a random 10-character code", async () => {
    const link = await created();
    expect(link.code).toMatch(SHORT_CODE_PATTERN);
    expect(link).toMatchObject({ shortUrl: `${ORIGIN}/url/${link.code}`, url: SEARCH_PATH, type: 'flights' });
    const fromPath = await created('/booknow/hotels/search?x=1');
    expect(fromPath).toMatchObject({ url: '/booknow/hotels/search?x=1', type: 'hotels' });
    expect(fromPath.code).not.toBe(link.code);
  });

  it.each([
    ['another agency', `http://${COASTAL}/booknow/flights/search`],
    ['another site', 'https://evil.example/booknow/flights'],
    ['a protocol-relative address', '//evil.example/x'],
    ['another scheme', 'javascript:alert(1)'],
    ['credentials in the address', `http://user:pw@${DEMO}/x`],
    ['the API', '/api/agency/short-urls'],
    ['a short link', '/url/abcdefghij'],
  ])('refuses %s with 400 on url', async (_, url) => {
    expectError(await create(agent, url), 400, 'VALIDATION_FAILED', {
      details: { url: 'Only pages of this site can be shortened' },
    });
  });

  it('refuses a missing or non-text url, a visitor (401) and a client (403)', async () => {
    expectError(await create(agent, undefined), 400, 'VALIDATION_FAILED');
    expectError(await create(agent, 42), 400, 'VALIDATION_FAILED');
    expectError(await create(null, SEARCH_PATH), 401, 'UNAUTHORIZED');
    expectError(await create(client, SEARCH_PATH), 403, 'FORBIDDEN');
  });
});

describe('GET /api/short-url/{code}', () => {
  it('answers the url and the state it restores, counts the click and marks the visitor', async () => {
    const link = await created();
    const res = await open(link.code);
    expect(res.statusCode, res.body).toBe(200);
    const { url, deepLinkDetails } = res.json().data;
    expect(url).toBe(SEARCH_PATH);
    expect(deepLinkDetails).toMatchObject({
      type: 'flights',
      pathname: '/booknow/flights/search-details',
      params: { from: ['LIS'], to: ['JFK'], date: ['2027-01-10'], adults: ['1'] },
    });
    const cookie = cookieOf(res, SHORT_LINK_COOKIE);
    expect(cookie).toMatchObject({ value: link.id, path: '/api', httpOnly: true, sameSite: 'Lax' });
    const row = (await list(owner, `?search=${link.code}`)).json().data.shortUrls[0];
    expect(row).toMatchObject({ clicks: 1, searches: 0, bookings: 0 });
  });

  it('is 404 for an unknown code, a malformed one 400, and a link of another agency 404', async () => {
    expectError(await open('ZZZZZZZZZZ'), 404, 'NOT_FOUND');
    expectError(await open('short'), 400, 'VALIDATION_FAILED');
    const link = await created();
    expectError(await open(link.code, COASTAL), 404, 'NOT_FOUND');
  });
});

describe('funnel: searches and bookings of visitors who came through a link', () => {
  it('counts the search and the booking of a visitor carrying the mark, and nothing without it', async () => {
    const link = await created();
    const opened = await open(link.code);
    const mark = cookieOf(opened, SHORT_LINK_COOKIE)?.value ?? '';
    const marked = { [SHORT_LINK_COOKIE]: mark };
    const searchBody = {
      routeType: 'One-Way',
      slices: [{ origin: 'LIS', destination: 'JFK', departureDate: '2027-01-10' }],
      passengers: ONE_ADULT,
      currency: 'EUR',
    };
    const searched = await t.request(DEMO, {
      method: 'POST',
      url: '/api/flight/search',
      payload: searchBody,
      cookies: { ...marked, ...withCookie(client).cookies },
    });
    expect(searched.statusCode, searched.body).toBe(200);
    // Without the mark, the same search counts nowhere.
    await search(t, client, searchBody);
    const itinerary = itineraryWith(searched.json().data as Itinerary[], 'unchanged');
    const priced = await quote(t, client, itinerary, 'Standard', ONE_ADULT);
    const booked = await t.request(DEMO, {
      method: 'POST',
      url: '/api/flight/booking',
      payload: {
        quoteId: priced.quoteId,
        travelers: [{ type: 'ADT', givenName: 'Ana', familyName: 'Silva', birthDate: '1985-04-02' }],
        contact: { email: 'ana@example.test', phone: '+351 912 345 678' },
        isTripProtectionSelected: false,
      },
      headers: { 'idempotency-key': crypto.randomUUID() },
      cookies: { ...marked, ...withCookie(client).cookies },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    await book(t, client, (await quote(t, client, itinerary, 'Standard', ONE_ADULT)).quoteId, {
      travelers: [{ type: 'ADT', givenName: 'Rui', familyName: 'Silva', birthDate: '1983-07-12' }],
    });
    // A failed call counts nothing either.
    await t.request(DEMO, { method: 'POST', url: '/api/flight/search', payload: {}, cookies: marked });
    await t.request(DEMO, {
      method: 'POST',
      url: '/api/flight/search',
      payload: searchBody,
      cookies: { ...marked, ...withCookie(client).cookies },
    });
    const row = (await list(owner, `?search=${link.code}`)).json().data.shortUrls[0];
    expect(row).toMatchObject({ clicks: 1, searches: 2, bookings: 1 });
  });
});

describe('POST /api/short-url/email', () => {
  it('writes the link to the outbox with the agent as sender', async () => {
    const link = await created();
    const to = uniqueEmail('friend');
    const res = await t.request(
      DEMO,
      withCookie(agent, {
        method: 'POST',
        url: '/api/short-url/email',
        payload: { code: link.code, email: to, note: 'Look!' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'The link has been sent' });
    const mail = await lastMail(t, to, 'short-link');
    expect(mail.text).toContain(link.shortUrl);
    expect(mail.text).toContain('Ana Agent');
    expect(mail.text).toContain('Look!');
  });

  it('refuses a bad e-mail (400), an unknown code (404) and a link of another agency (404)', async () => {
    const link = await created();
    const send = (payload: object, token = agent, host = DEMO) =>
      t.request(host, withCookie(token, { method: 'POST', url: '/api/short-url/email', payload }));
    expectError(await send({ code: link.code, email: 'nope' }), 400, 'VALIDATION_FAILED', {
      details: { email: 'Please include an @ in the email address' },
    });
    expectError(await send({ code: 'ZZZZZZZZZZ', email: 'a@b.pt' }), 404, 'NOT_FOUND');
    expectError(await send({ code: link.code, email: 'a@b.pt' }, coastalOwner, COASTAL), 404, 'NOT_FOUND');
  });
});

describe('GET and DELETE /api/agency/short-urls', () => {
  it('lists the agency links with their maker, filtered by type, search and dates, paged', async () => {
    const mine = await created('/booknow/activities/search?q=unique-activity-term', owner);
    const page = (await list(agent, '?type=activities&search=unique-activity')).json().data;
    expect(page.totalRecords).toBe(1);
    expect(page.shortUrls[0]).toMatchObject({ id: mine.id, createdBy: { name: 'Olivia Owner' }, type: 'activities' });
    const all = (await list(owner, '?limit=2')).json().data;
    expect(all.shortUrls).toHaveLength(2);
    expect(all.totalRecords).toBeGreaterThan(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(owner, `?startDate=${today}&endDate=${today}`)).json().data.totalRecords).toBe(all.totalRecords);
    expect((await list(owner, '?endDate=2020-01-01')).json().data.totalRecords).toBe(0);
    expect((await list(coastalOwner, '', COASTAL)).json().data.totalRecords).toBe(0);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    expectError(await list(owner, '?type=boats'), 400, 'VALIDATION_FAILED');
    expectError(await list(owner, '?limit=0'), 400, 'VALIDATION_FAILED');
    expectError(await list(owner, '?startDate=2026-05-02&endDate=2026-05-01'), 400, 'VALIDATION_FAILED', {
      details: { endDate: 'Invalid value' },
    });
    expectError(await list(client), 403, 'FORBIDDEN');
  });

  it('deletes a link: it stops resolving; another agency cannot delete it (404)', async () => {
    const link = await created();
    const remove = (token: string, host = DEMO, id = link.id) =>
      t.request(host, withCookie(token, { method: 'DELETE', url: `/api/agency/short-urls/${id}` }));
    expectError(await remove(coastalOwner, COASTAL), 404, 'NOT_FOUND');
    expect((await open(link.code)).statusCode).toBe(200);
    const res = await remove(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Link deleted' });
    expectError(await open(link.code), 404, 'NOT_FOUND');
    expectError(await remove(owner), 404, 'NOT_FOUND');
    expectError(await remove(owner, DEMO, 'not-a-uuid'), 400, 'VALIDATION_FAILED');
  });

  it("shows a restricted agent only their own links, and another's is not found to delete", async () => {
    const restricted = await openSession(t, 'demo', 'restricted@demo.test');
    const theirs = await created('/booknow/cars/search?q=restricted-own-link', restricted);
    const others = await created('/booknow/cars/search?q=someone-else-link', agent);
    const page = (await list(restricted, '?limit=50')).json().data;
    expect(page.shortUrls.map((link: { id: string }) => link.id)).toEqual([theirs.id]);
    expect(page.totalRecords).toBe(1);
    // The agency's other agents and managers see every link.
    const all = (await list(agent, '?limit=50&type=cars')).json().data.shortUrls.map((l: { id: string }) => l.id);
    expect(all).toEqual(expect.arrayContaining([theirs.id, others.id]));
    const remove = (id: string) =>
      t.request(DEMO, withCookie(restricted, { method: 'DELETE', url: `/api/agency/short-urls/${id}` }));
    expectError(await remove(others.id), 404, 'NOT_FOUND');
    expect((await open(others.code)).statusCode).toBe(200);
    expect((await remove(theirs.id)).statusCode).toBe(200);
  });
});

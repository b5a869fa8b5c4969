import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, INACTIVE, openSession, withCookie } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildAgency } from '../../seed/builders';
import { seedDemo } from '../../seed/seed';
import { agencyRepo } from './agency.repo';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await agencyRepo.upsertByCode(
    t.db,
    buildAgency({
      code: 'custom',
      subdomain: 'custom',
      customDomain: 'travel.example.com',
      agencyName: 'Custom Domain Travel',
    }),
  );
});
afterAll(() => t.close());

describe('GET /api/agency', () => {
  it('answers the agency of a subdomain with every public field and no secrets', async () => {
    const res = await t.request('demo.localhost:3000', { method: 'GET', url: '/api/agency' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      code: 'demo',
      agencyName: 'Blue Horizon Travel',
      status: 'Active',
      isOwner: false,
      primaryColor: '#0b7285',
      backgroundOverlay: 35,
      authLayout: 'default',
      social: { isGoogleEnabled: true, isFacebookEnabled: true },
      sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true },
      isSubscribed: true,
      tiktok: 'https://www.tiktok.com/@bluehorizon.example',
      contactEmailId: 'hello@bluehorizon.example',
    });
    expect(data.bookingMenuItemOptions).toEqual([
      { title: 'Flights', active: true },
      { title: 'Hotels', active: true },
      { title: 'Cars', active: true },
      { title: 'Activities', active: true },
    ]);
    for (const key of ['subdomain', 'customDomain', 'ssoSecret', 'createdAt']) expect(data).not.toHaveProperty(key);
  });

  it('finds an agency by its exact custom domain', async () => {
    const res = await t.request('travel.example.com', { method: 'GET', url: '/api/agency' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.agencyName).toBe('Custom Domain Travel');
  });

  it('gives the base domain to the product owner agency', async () => {
    const res = await t.request('localhost:3000', { method: 'GET', url: '/api/agency' });
    expect(res.json().data).toMatchObject({ code: 'owner', isOwner: true });
    expect(res.json().data.sellingPoints).toHaveLength(6);
  });

  it('answers 404 AGENCY_NOT_FOUND for an unknown host, translated', async () => {
    const res = await t.request('nowhere.localhost', {
      method: 'GET',
      url: '/api/agency',
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'AGENCY_NOT_FOUND', message: 'Agência não encontrada!' });
    const en = await t.request('nowhere.localhost', { method: 'GET', url: '/api/agency' });
    expect(en.json().message).toBe('Agency not found!');
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const res = await t.request('nowhere.example', {
      method: 'GET',
      url: '/api/agency',
      headers: { 'x-forwarded-host': 'demo.localhost' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('serves an inactive agency so its site can say so', async () => {
    const res = await t.request('inactive.localhost', { method: 'GET', url: '/api/agency' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('inactive');
  });
});

describe('TRUST_PROXY', () => {
  it('uses X-Forwarded-Host behind a trusted proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      await seedDemo(proxied.db);
      const res = await proxied.request('internal-lb', {
        method: 'GET',
        url: '/api/agency',
        headers: { 'x-forwarded-host': 'coastal.localhost' },
      });
      expect(res.json().data.code).toBe('coastal');
    } finally {
      await proxied.close();
    }
  });
});

describe('NODE_NAME', () => {
  it('names the node that answered in X-Served-By, and only when it has a name', async () => {
    const named = await createTestApp({ env: { NODE_NAME: 'node7' } });
    try {
      await seedDemo(named.db);
      const res = await named.request('demo.localhost', { method: 'GET', url: '/api/agency' });
      expect(res.headers['x-served-by']).toBe('node7');
      const health = await named.request('demo.localhost', { method: 'GET', url: '/readyz' });
      expect(health.headers['x-served-by']).toBe('node7');
    } finally {
      await named.close();
    }
    const res = await t.request('demo.localhost', { method: 'GET', url: '/api/agency' });
    expect(res.headers['x-served-by']).toBeUndefined();
  });
});

describe('unknown API routes', () => {
  it('answers 404 ROUTE_NOT_FOUND on any host, known or not', async () => {
    for (const host of ['demo.localhost', 'nowhere.localhost']) {
      const res = await t.request(host, { method: 'POST', url: '/api/no/such/route', payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Route not found' });
    }
  });

  // Neither the session, the CSRF check nor the inactive-agency write rule may turn a missing
  // route into 401, 403 or anything but ROUTE_NOT_FOUND.
  it.each([
    [
      'a valid session cookie',
      async (): Promise<InjectOptions> =>
        withCookie(await openSession(t, 'demo', 'agent@demo.test'), { method: 'GET' }),
    ],
    [
      'a bogus x-access-token header',
      async (): Promise<InjectOptions> => withCookie('not-a-real-token', { method: 'GET' }),
    ],
    [
      'a bogus cookie on a cross-site DELETE',
      async (): Promise<InjectOptions> =>
        withCookie('not-a-real-token', { method: 'DELETE', headers: { 'sec-fetch-site': 'cross-site' } }),
    ],
    [
      'a valid session cookie on a cross-site DELETE',
      async (): Promise<InjectOptions> =>
        withCookie(await openSession(t, 'demo', 'agent@demo.test'), {
          method: 'DELETE',
          headers: { origin: 'https://evil.example' },
        }),
    ],
  ])('answers 404 ROUTE_NOT_FOUND with %s', async (_label, optionsOf) => {
    const res = await t.request(DEMO, { ...(await optionsOf()), url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Route not found' });
  });

  it('answers 404 ROUTE_NOT_FOUND to a POST on the inactive agency, not AGENCY_INACTIVE', async () => {
    const res = await t.request(INACTIVE, {
      method: 'POST',
      url: '/api/no/such/route',
      payload: { anything: true },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Route not found' });
  });
});

describe('GET /api/agency/navigations', () => {
  const navigationAs = async (email: string | null) => {
    const token = email ? await openSession(t, 'demo', email) : null;
    const res = await t.request(
      DEMO,
      token
        ? withCookie(token, { method: 'GET', url: '/api/agency/navigations' })
        : { method: 'GET', url: '/api/agency/navigations' },
    );
    expect(res.statusCode).toBe(200);
    return res.json().data as Array<{ key: string; path: string }>;
  };

  it('points Book Now at the first active booking type whose pages exist', async () => {
    // Coastal lists hotels first, then flights; hotels have their search page.
    const res = await t.request('coastal.localhost', { method: 'GET', url: '/api/agency/navigations' });
    expect(res.json().data).toContainEqual({ key: 'bookNow', path: '/booknow/hotels' });
  });

  it('gives a visitor home and Book Now', async () => {
    expect(await navigationAs(null)).toEqual([
      { key: 'home', path: '/' },
      { key: 'bookNow', path: '/booknow/flights' },
    ]);
  });

  it('adds My trips for a signed-in client', async () => {
    expect(await navigationAs('client@demo.test')).toEqual([
      { key: 'home', path: '/' },
      { key: 'bookNow', path: '/booknow/flights' },
      { key: 'myTrips', path: '/mytrip' },
    ]);
  });

  it('gives an agent, restricted or not, the dashboard, their clients, proposals, the bookings and the short links but not the agents, the approvals or the markups', async () => {
    const expected = [
      { key: 'search', path: '/search' },
      { key: 'dashboard', path: '/dashboard' },
      { key: 'bookNow', path: '/booknow/flights' },
      { key: 'clients', path: '/clients' },
      { key: 'proposals', path: '/proposals' },
      { key: 'flightBookings', path: '/bookings/flights' },
      { key: 'hotelBookings', path: '/bookings/hotels' },
      { key: 'carBookings', path: '/bookings/cars' },
      { key: 'activityBookings', path: '/bookings/activities' },
      { key: 'shortLinks', path: '/short-links' },
    ];
    expect(await navigationAs('agent@demo.test')).toEqual(expected);
    expect(await navigationAs('restricted@demo.test')).toEqual(expected);
  });

  it('adds the agents, the approvals, the markups, the website settings and the applications for owners and admins', async () => {
    const expected = [
      { key: 'search', path: '/search' },
      { key: 'dashboard', path: '/dashboard' },
      { key: 'bookNow', path: '/booknow/flights' },
      { key: 'clients', path: '/clients' },
      { key: 'agents', path: '/agents' },
      { key: 'approvals', path: '/approvals' },
      { key: 'proposals', path: '/proposals' },
      { key: 'flightBookings', path: '/bookings/flights' },
      { key: 'hotelBookings', path: '/bookings/hotels' },
      { key: 'carBookings', path: '/bookings/cars' },
      { key: 'activityBookings', path: '/bookings/activities' },
      { key: 'shortLinks', path: '/short-links' },
      { key: 'markups', path: '/settings/markups' },
      { key: 'websiteSettings', path: '/settings/website' },
      { key: 'subscription', path: '/subscription' },
      { key: 'applications', path: '/applications' },
    ];
    expect(await navigationAs('owner@demo.test')).toEqual(expected);
    expect(await navigationAs('admin@demo.test')).toEqual(expected);
  });
});

describe('GET /api/agency/:id/terms', () => {
  it('names the host agency', async () => {
    const demo = (await t.request('demo.localhost', { method: 'GET', url: '/api/agency' })).json().data;
    const res = await t.request('demo.localhost', { method: 'GET', url: `/api/agency/${demo._id}/terms` });
    expect(res.json().data).toEqual({ _id: demo._id, agencyName: 'Blue Horizon Travel' });
  });

  it("answers 404 for another agency's id", async () => {
    const coastal = (await t.request('coastal.localhost', { method: 'GET', url: '/api/agency' })).json().data;
    const res = await t.request('demo.localhost', { method: 'GET', url: `/api/agency/${coastal._id}/terms` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers 400 with the field for a malformed id', async () => {
    const res = await t.request('demo.localhost', { method: 'GET', url: '/api/agency/not-a-uuid/terms' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { id: 'Invalid value' },
    });
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { agencyByCode, COASTAL, DEMO, INACTIVE, openSession, withCookie } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { agencyRepo } from './agency.repo';
import { AgencyResolver } from './agency.service';
import type { AgencyRow } from '../../platform/db/schema';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Travel</title><!--app-head--></head><body><div id="root"></div></body></html>';

let t: TestApp;
let distDir: string;
let demo: AgencyRow;
let coastal: AgencyRow;
const tokens = new Map<string, string>();

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'travel-web-'));
  await writeFile(path.join(distDir, 'index.html'), TEMPLATE);
  t = await createTestApp({ web: true, env: { WEB_DIST_DIR: distDir } });
  await seedDemo(t.db);
  demo = await agencyByCode(t, 'demo');
  coastal = await agencyByCode(t, 'coastal');
  for (const role of ['owner', 'admin', 'agent', 'restricted', 'client'])
    tokens.set(role, await openSession(t, 'demo', `${role}@demo.test`));
  tokens.set('coastalOwner', await openSession(t, 'coastal', 'owner@coastal.test'));
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});
// Each test starts from the seeded agencies.
afterEach(async () => {
  for (const { id, createdAt: _createdAt, ...columns } of [demo, coastal]) await agencyRepo.update(t.db, id, columns);
  await t.services.agencies.invalidate();
});

const token = (role: string) => tokens.get(role) ?? '';
const UPDATED = 'Data updated successfully';
const READ_ONLY = 'This field cannot be changed here';
const BAD_URL = 'Enter a web address starting with http:// or https://';
const BAD_COLOUR = 'Use a colour like #1C7ED6';
const INVALID = 'Invalid value';

function patch(who: string | null, payload: unknown, host = DEMO, headers: Record<string, string> = {}) {
  const options: InjectOptions = { method: 'PATCH', url: '/api/agency', payload: payload as object, headers };
  return t.request(host, who ? withCookie(token(who), options) : options);
}
const rowOf = async (code: string) => agencyByCode(t, code);

/** Asserts a refused call answered this body and left the agency's row exactly as it was. */
async function expectRefused(call: Promise<{ statusCode: number; json(): unknown }>, status: number, body: object) {
  const before = await rowOf('demo');
  const res = await call;
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(body);
  expect(await rowOf('demo')).toEqual(before);
}

describe('PATCH /api/agency', () => {
  it("lets the owner change the hero and answers the updated agency with 'Data updated successfully'", async () => {
    const before = await rowOf('demo');
    const res = await patch('owner', {
      heading: '  Your next trip starts here  ',
      headingColor: '#FFD43B',
      subHeading: 'Flights and hotels, hand-picked',
      subHeadingColor: '#f8f9fa',
      textLanguage: 'pt',
      backgroundOverlay: 50,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(UPDATED);
    expect(body.data).toMatchObject({
      _id: demo.id,
      code: 'demo',
      agencyName: 'Blue Horizon Travel',
      heading: 'Your next trip starts here',
      headingColor: '#ffd43b',
      subHeading: 'Flights and hotels, hand-picked',
      subHeadingColor: '#f8f9fa',
      textLanguage: 'pt',
      backgroundOverlay: 50,
      logo: '/media/demo/blue-horizon-logo.svg',
      sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true },
    });
    for (const key of ['subdomain', 'customDomain', 'ssoSecret']) expect(body.data).not.toHaveProperty(key);

    const after = await rowOf('demo');
    expect(after).toEqual({
      ...before,
      heading: 'Your next trip starts here',
      headingColor: '#ffd43b',
      subHeading: 'Flights and hotels, hand-picked',
      subHeadingColor: '#f8f9fa',
      textLanguage: 'pt',
      backgroundOverlay: 50,
      updatedAt: after.updatedAt,
    });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('lets the admin change brand, contacts, social links and legal pages; empty texts clear them', async () => {
    const logo = `/media/uploads/${demo.id}/logo/${randomUUID()}.png`;
    const res = await patch('admin', {
      agencyName: 'Blue Horizon Journeys',
      primaryColor: '#5F3DC4',
      logo,
      favicon: 'https://cdn.example.com/favicon.ico',
      backgroundVideo: null,
      contactEmailId: 'team@bluehorizon.example',
      contactPhoneNumber: '+351 21 000 0000',
      twitter: '',
      tiktok: null,
      instagram: 'https://www.instagram.com/bluehorizon.journeys',
      privacyPolicy: 'We keep only what your booking needs.',
      disclaimer: '   ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      agencyName: 'Blue Horizon Journeys',
      primaryColor: '#5f3dc4',
      logo,
      favicon: 'https://cdn.example.com/favicon.ico',
      backgroundVideo: null,
      contactEmailId: 'team@bluehorizon.example',
      contactPhoneNumber: '+351 21 000 0000',
      twitter: null,
      tiktok: null,
      instagram: 'https://www.instagram.com/bluehorizon.journeys',
      facebook: 'https://www.facebook.com/bluehorizon.example',
      privacyPolicy: 'We keep only what your booking needs.',
      disclaimer: null,
      cookiesPolicy: demo.cookiesPolicy,
    });
    expect(await rowOf('demo')).toMatchObject({ agencyName: 'Blue Horizon Journeys', twitter: null, disclaimer: null });
  });

  it('changes the booking types offered, and Book Now follows the first active one', async () => {
    const menu = [
      { title: 'Activities', active: false },
      { title: 'Hotels', active: true },
      { title: 'Flights', active: true },
      { title: 'Cars', active: false },
    ];
    const res = await patch('owner', { bookingMenuItemOptions: menu });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.bookingMenuItemOptions).toEqual(menu);
    expect((await rowOf('demo')).bookingMenuItems).toEqual(menu);
    const navigation = await t.request(DEMO, { method: 'GET', url: '/api/agency/navigations' });
    // Activities come first but are switched off: Book Now skips them for hotels.
    expect(navigation.json().data).toContainEqual({ key: 'bookNow', path: '/booknow/hotels' });
  });

  it('says so in the language of the request', async () => {
    const pt = await patch('owner', { backgroundOverlay: 40 }, DEMO, { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(pt.json().message).toBe('Dados atualizados com sucesso');
    const es = await patch('owner', { backgroundOverlay: 45 }, DEMO, { 'accept-language': 'es' });
    expect(es.json().message).toBe('Datos actualizados correctamente');
  });

  it('shows the change at once: the next API call, another node, and the inlined index.html', async () => {
    const otherNode = new AgencyResolver(t.db, 'localhost', t.kv);
    await otherNode.start();
    // Warm every cache with the seeded agency first.
    expect((await t.request(DEMO, { method: 'GET', url: '/api/agency' })).json().data.heading).toBe(
      'Discover the world with Blue Horizon',
    );
    expect((await otherNode.resolve(DEMO))?.heading).toBe('Discover the world with Blue Horizon');
    const page = await t.request(DEMO, { method: 'GET', url: '/' });
    expect(page.body).toContain('<title>Blue Horizon Travel</title>');

    const res = await patch('owner', {
      heading: 'Summer sale',
      agencyName: 'Blue Horizon Summer',
      primaryColor: '#e8590c',
    });
    expect(res.statusCode, res.body).toBe(200);

    expect((await t.request(DEMO, { method: 'GET', url: '/api/agency' })).json().data).toMatchObject({
      heading: 'Summer sale',
      agencyName: 'Blue Horizon Summer',
    });
    expect((await otherNode.resolve(DEMO))?.heading).toBe('Summer sale');
    const html = (await t.request(DEMO, { method: 'GET', url: '/booknow/flights/search' })).body;
    expect(html).toContain('<title>Blue Horizon Summer</title>');
    expect(html).toContain('<meta name="theme-color" content="#e8590c">');
    expect(html).toContain('--brand-color:#e8590c');
    const inlined = /<script type="application\/json" id="agency-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null';
    expect(JSON.parse(inlined)).toMatchObject({ heading: 'Summer sale', agencyName: 'Blue Horizon Summer' });
  });

  it('changes only the agency of the host', async () => {
    const res = await patch('coastalOwner', { heading: 'Island hopping made easy' }, COASTAL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'coastal', heading: 'Island hopping made easy' });
    expect((await rowOf('coastal')).heading).toBe('Island hopping made easy');
    expect((await rowOf('demo')).heading).toBe('Discover the world with Blue Horizon');
  });

  it('answers the agency unchanged for an empty change', async () => {
    const before = await rowOf('demo');
    const res = await patch('owner', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: UPDATED, data: { heading: before.heading } });
    expect(await rowOf('demo')).toEqual(before);
  });
});

describe('PATCH /api/agency validation', () => {
  it('names every invalid field in one 400 and changes nothing', async () => {
    await expectRefused(
      patch('owner', {
        agencyName: '   ',
        heading: 'x'.repeat(151),
        primaryColor: 'teal',
        headingColor: '#fff',
        subHeadingColor: '#12345g',
        textLanguage: 'fr',
        backgroundOverlay: 101,
        logo: 'javascript:alert(1)',
        favicon: 'data:image/png;base64,AAAA',
        backgroundImage: '//evil.example/hero.jpg',
        backgroundVideo: '/media/../data/db',
        mobileBackgroundImage: 'https://cdn.example.com/a.jpg")',
        facebook: 'ftp://facebook.com/bluehorizon',
        youtube: '/media/demo/hero.webm',
        contactEmailId: 'hello.bluehorizon.example',
        contactPhoneNumber: 'call us',
        bookingMenuItemOptions: [
          { title: 'Flights', active: false },
          { title: 'Hotels', active: false },
          { title: 'Cars', active: false },
          { title: 'Activities', active: false },
        ],
      }),
      400,
      {
        code: 'VALIDATION_FAILED',
        message: 'Please check the highlighted fields',
        details: {
          agencyName: 'Required',
          heading: 'Too long',
          primaryColor: BAD_COLOUR,
          headingColor: BAD_COLOUR,
          subHeadingColor: BAD_COLOUR,
          textLanguage: INVALID,
          backgroundOverlay: 'Enter a whole number from 0 to 100',
          logo: BAD_URL,
          favicon: BAD_URL,
          backgroundImage: BAD_URL,
          backgroundVideo: BAD_URL,
          mobileBackgroundImage: BAD_URL,
          facebook: BAD_URL,
          youtube: BAD_URL,
          contactEmailId: 'Please include an @ in the email address',
          contactPhoneNumber: 'Use only digits, spaces and + ( ) -',
          bookingMenuItemOptions: 'Keep at least one booking type active',
        },
      },
    );
  });

  it('refuses an overlay that is not a whole number and texts of the wrong type', async () => {
    await expectRefused(patch('owner', { backgroundOverlay: 12.5, subHeading: 42, heading: null }), 400, {
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: {
        backgroundOverlay: 'Enter a whole number from 0 to 100',
        subHeading: 'Invalid value',
        heading: 'Invalid value',
      },
    });
    await expectRefused(patch('owner', { backgroundOverlay: '50' }), 400, {
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { backgroundOverlay: 'Must be a number' },
    });
  });

  it('refuses a booking menu that drops or repeats a booking type', async () => {
    for (const bookingMenuItemOptions of [
      [{ title: 'Flights', active: true }],
      [
        { title: 'Flights', active: true },
        { title: 'Flights', active: false },
        { title: 'Cars', active: true },
        { title: 'Activities', active: true },
      ],
    ]) {
      await expectRefused(patch('owner', { bookingMenuItemOptions }), 400, {
        code: 'VALIDATION_FAILED',
        message: 'Please check the highlighted fields',
        details: { bookingMenuItemOptions: 'Invalid value' },
      });
    }
  });

  it('refuses, by name, every field that is not a website setting', async () => {
    await expectRefused(
      patch('owner', {
        heading: 'Taken over',
        _id: randomUUID(),
        id: randomUUID(),
        code: 'hijack',
        subdomain: 'hijack',
        customDomain: 'hijack.example',
        status: 'inactive',
        isActive: false,
        isOwner: true,
        isSubscribed: false,
        ssoSecret: 'x'.repeat(32),
        sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true },
      }),
      400,
      {
        code: 'VALIDATION_FAILED',
        message: 'Please check the highlighted fields',
        details: {
          _id: READ_ONLY,
          id: READ_ONLY,
          code: READ_ONLY,
          subdomain: READ_ONLY,
          customDomain: READ_ONLY,
          status: READ_ONLY,
          isActive: READ_ONLY,
          isOwner: READ_ONLY,
          isSubscribed: READ_ONLY,
          ssoSecret: READ_ONLY,
          sso: READ_ONLY,
        },
      },
    );
  });

  it("refuses another agency's upload as an image", async () => {
    await expectRefused(
      patch('owner', { heading: 'New', logo: `/media/uploads/${coastal.id}/logo/${randomUUID()}.png` }),
      400,
      { code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields', details: { logo: 'Invalid value' } },
    );
  });
});

describe('PATCH /api/agency permissions', () => {
  it.each([
    ['an agent', 'agent', 403, 'FORBIDDEN', 'You are not allowed to do this'],
    ['a restricted agent', 'restricted', 403, 'FORBIDDEN', 'You are not allowed to do this'],
    ['a client', 'client', 403, 'FORBIDDEN', 'You are not allowed to do this'],
    ['nobody', null, 401, 'UNAUTHORIZED', 'Your session has expired, Please login again.'],
    ["another agency's owner", 'coastalOwner', 401, 'UNAUTHORIZED', 'Your session has expired, Please login again.'],
  ] as const)('refuses %s and changes nothing', async (_who, who, status, code, message) => {
    await expectRefused(patch(who, { heading: 'Not yours' }), status, { code, message });
  });

  it('decides the permission before looking at the input', async () => {
    await expectRefused(patch('agent', { subdomain: 'hijack', primaryColor: 'teal' }), 403, {
      code: 'FORBIDDEN',
      message: 'You are not allowed to do this',
    });
  });

  it('refuses changes to an inactive agency', async () => {
    const res = await patch(null, { heading: 'Back in business' }, INACTIVE);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'AGENCY_INACTIVE',
      message: 'Agency is inactive, Please contact the administrator',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { DEMO, signIn, withCookie } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  owner = await signIn(t, DEMO, 'owner@demo.test');
});
afterAll(() => t.close());

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every documented API operation with the fields of its path, query and JSON body. */
function operations(): Array<{ method: string; path: string; field: string; where: 'path' | 'query' | 'body' }> {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const found: Array<{ method: string; path: string; field: string; where: 'path' | 'query' | 'body' }> = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' || parameter.in === 'query')
          found.push({ method: method.toUpperCase(), path, field: parameter.name, where: parameter.in });
      }
      const properties = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      for (const field of Object.keys(properties))
        found.push({ method: method.toUpperCase(), path, field, where: 'body' });
    }
  }
  return found;
}

const NUL_TEXT = 'abcd\u0000efgh';
/** Other path parameters get a valid value, so that the field under test is the one refused. */
const VALID_PATH_VALUES: Record<string, string> = { id: '00000000-0000-4000-8000-000000000000', type: 'google' };

describe('a NUL byte in any field of any route', () => {
  it('is a 400 naming the field, never a 500, on every documented route', async () => {
    const cases = operations();
    expect(cases.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const { method, path, field, where } of cases) {
      let url = path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
        name === field ? encodeURIComponent(NUL_TEXT) : (VALID_PATH_VALUES[name] ?? 'placeholder'),
      );
      if (where === 'query') url += `?${field}=${encodeURIComponent(NUL_TEXT)}`;
      const res = await t.request(
        DEMO,
        withCookie(owner, {
          method: method as 'GET',
          url,
          // As the app's API client sends it (the GETs that change data require it).
          headers: { 'x-requested-with': 'fetch' },
          ...(where === 'body' ? { payload: { [field]: NUL_TEXT } } : method === 'GET' ? {} : { payload: {} }),
        }),
      );
      const details = res.statusCode === 400 ? (res.json().details ?? {}) : {};
      if (res.statusCode !== 400 || !(field in details))
        failures.push(`${method} ${path} ${where}.${field}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });

  it('says what is wrong, translated', async () => {
    const res = await t.request(
      DEMO,
      withCookie(owner, {
        method: 'GET',
        url: '/api/user/list/email?text=ana%00',
        headers: { 'accept-language': 'es' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { text: 'Quite los caracteres de control de este texto' },
    });
  });
});

describe('impossible dates', () => {
  it.each(['9999-99-99', '2026-13-45', '0000-00-00', '2026-02-30', '2025-02-29'])(
    'refuses %s on the transactions, the CSV and the booking lists with a 400 naming the field',
    async (date) => {
      const calls = [
        { method: 'POST' as const, url: '/api/user/getUserTransactions', payload: { startDate: date } },
        { method: 'GET' as const, url: `/api/user/bookings/download.csv?startDate=${date}` },
        { method: 'GET' as const, url: `/api/flight/bookings/all?startDate=${date}` },
        { method: 'GET' as const, url: `/api/agency/flights/bookings?startDate=${date}` },
      ];
      for (const call of calls) {
        const res = await t.request(DEMO, withCookie(owner, call));
        expect(res.statusCode, call.url).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: { startDate: 'Enter a real date as YYYY-MM-DD' },
        });
      }
    },
  );

  it('takes a real leap day', async () => {
    const res = await t.request(
      DEMO,
      withCookie(owner, { method: 'POST', url: '/api/user/getUserTransactions', payload: { startDate: '2024-02-29' } }),
    );
    expect(res.statusCode).toBe(200);
  });
});

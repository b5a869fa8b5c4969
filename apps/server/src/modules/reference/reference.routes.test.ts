import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await t.services.exchange.seedMissing();
});
afterAll(() => t.close());

describe('GET /api/code', () => {
  it('lists about 250 countries with name, code, currency, emoji, unicode, image and symbol', async () => {
    const res = await t.request('demo.localhost', { method: 'GET', url: '/api/code' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.length).toBeGreaterThanOrEqual(240);
    expect(body.data).toContainEqual({
      name: 'Portugal',
      code: 'PT',
      currency: 'EUR',
      emoji: '🇵🇹',
      unicode: 'U+1F1F5 U+1F1F9',
      image: '/flags/pt.svg',
      symbol: '€',
    });
    expect(body.defaultCountry).toBe('US');
  });
});

describe('GET /api/multi-currency/exchange', () => {
  it('answers stored rates against USD for at least 30 currencies with their minor units', async () => {
    const res = await t.request('demo.localhost', { method: 'GET', url: '/api/multi-currency/exchange' });
    const { data } = res.json();
    expect(data.base).toBe('USD');
    expect(Object.keys(data.rates).length).toBeGreaterThanOrEqual(30);
    expect(data.rates.USD).toBe(1);
    expect(data.decimals).toMatchObject({ USD: 2, EUR: 2, JPY: 0 });
  });

  it('serves updated rates to every reader after an update', async () => {
    await t.services.exchange.updateRates({ EUR: 0.9 });
    const res = await t.request('demo.localhost', { method: 'GET', url: '/api/multi-currency/exchange' });
    expect(res.json().data.rates.EUR).toBe(0.9);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz without an agency', async () => {
    expect((await t.request('anything', { method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.request('anything', { method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the API from the same schemas', async () => {
    const res = await t.request('demo.localhost', { method: 'GET', url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/agency'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/code']).toBeDefined();
  });
});

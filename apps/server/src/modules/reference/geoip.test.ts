import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { DEMO } from '../../testing/auth-helpers';
import { writeMmdb } from '../../testing/mmdb-writer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openGeoIp } from './geoip';

/** 81.2.69.142 is in MaxMind's own test data as GB; 200.147.0.0/16 is a Brazilian provider's range. */
const GB_IP = '81.2.69.142';
const BR_IP = '200.147.35.149';

let dir: string;
let dbPath: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'travel-geoip-'));
  dbPath = path.join(dir, 'country.mmdb');
  await writeFile(
    dbPath,
    writeMmdb(
      [
        { network: '81.2.69.0/24', data: { country: { iso_code: 'GB' } } },
        { network: '200.147.0.0/16', data: { country: { iso_code: 'BR' } } },
        // A record without a country, as some MaxMind networks have (anonymous proxies).
        { network: '192.0.2.0/24', data: { continent: { code: 'EU' } } },
      ],
      { databaseType: 'GeoLite2-Country' },
    ),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('openGeoIp', () => {
  it('answers the country of the network an address is in', async () => {
    const geoIp = await openGeoIp(dbPath);
    expect(geoIp.countryOf(GB_IP)).toBe('GB');
    expect(geoIp.countryOf(BR_IP)).toBe('BR');
  });

  it('looks up an IPv4 client reported by a dual-stack socket as ::ffff:a.b.c.d', async () => {
    const geoIp = await openGeoIp(dbPath);
    expect(geoIp.countryOf(`::ffff:${GB_IP}`)).toBe('GB');
    expect(geoIp.countryOf(`::FFFF:${BR_IP}`)).toBe('BR');
  });

  it('answers nothing for an unknown address, a record without a country, IPv6 on an IPv4 database, or no address', async () => {
    const geoIp = await openGeoIp(dbPath);
    expect(geoIp.countryOf('8.8.8.8')).toBeNull();
    expect(geoIp.countryOf('192.0.2.10')).toBeNull();
    // 5102:4592::/32 would read as 81.2.69.146 if the IPv4 tree were walked with IPv6 bits.
    expect(geoIp.countryOf('5102:4592::1')).toBeNull();
    expect(geoIp.countryOf('')).toBeNull();
    expect(geoIp.countryOf('not-an-ip')).toBeNull();
  });

  it('answers nothing without a database', async () => {
    expect((await openGeoIp(undefined)).countryOf(GB_IP)).toBeNull();
  });
});

describe('GET /api/code default country', () => {
  const defaultCountry = async (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) => {
    const res = await app.request(DEMO, { method: 'GET', url: '/api/code', remoteAddress, headers });
    expect(res.statusCode).toBe(200);
    return res.json().defaultCountry as string;
  };

  describe('without a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { GEOIP_DB_PATH: dbPath } });
      await seedDemo(t.db);
    });
    afterAll(() => t.close());

    it("is the country of the visitor's address in the local database", async () => {
      expect(await defaultCountry(t, GB_IP)).toBe('GB');
      expect(await defaultCountry(t, BR_IP)).toBe('BR');
    });

    it('is US for an address the database does not know', async () => {
      expect(await defaultCountry(t, '8.8.8.8')).toBe('US');
      expect(await defaultCountry(t, '127.0.0.1')).toBe('US');
    });

    it('ignores X-Forwarded-For: anyone could claim any address', async () => {
      expect(await defaultCountry(t, '127.0.0.1', { 'x-forwarded-for': GB_IP })).toBe('US');
      expect(await defaultCountry(t, BR_IP, { 'x-forwarded-for': GB_IP })).toBe('BR');
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { GEOIP_DB_PATH: dbPath, TRUST_PROXY: 'true' } });
      await seedDemo(t.db);
    });
    afterAll(() => t.close());

    it('is the country of the client address the proxy forwards', async () => {
      expect(await defaultCountry(t, '10.0.0.5', { 'x-forwarded-for': GB_IP })).toBe('GB');
      expect(await defaultCountry(t, '10.0.0.5', { 'x-forwarded-for': `${BR_IP}, 10.0.0.7` })).toBe('BR');
      expect(await defaultCountry(t, '10.0.0.5', { 'x-forwarded-for': '8.8.8.8' })).toBe('US');
    });
  });
});

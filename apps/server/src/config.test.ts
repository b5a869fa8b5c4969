import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      APP_BASE_DOMAIN: 'localhost',
      TRUST_PROXY: false,
      SEED_DEMO: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'REDIS_URL', 'LOG_LEVEL']));
  });

  it('seeds the demo outside production, and in production only when asked for', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), SINGLE_NODE: 'true' };
    expect(parseConfig({}).SEED_DEMO).toBe(true);
    expect(parseConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(parseConfig(production).SEED_DEMO).toBe(false);
    expect(parseConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('refuses production without Redis unless SINGLE_NODE says one node is intended', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
    expect(() => parseConfig(production)).toThrow(/REDIS_URL: required in production.*SINGLE_NODE=true/);
    expect(parseConfig({ ...production, REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(parseConfig({ ...production, SINGLE_NODE: 'true' }).SINGLE_NODE).toBe(true);
    expect(parseConfig({}).SINGLE_NODE).toBe(false);
  });

  it('links to the agencies on the listening port outside production, on https without a port in it', () => {
    expect(parseConfig({})).toMatchObject({ PUBLIC_SCHEME: 'http', PUBLIC_PORT: 3000 });
    expect(parseConfig({ PORT: '8080' })).toMatchObject({ PUBLIC_PORT: 8080 });
    expect(parseConfig({ PUBLIC_PORT: '80' })).toMatchObject({ PUBLIC_PORT: null });
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), SINGLE_NODE: 'true' };
    expect(parseConfig(production)).toMatchObject({ PUBLIC_SCHEME: 'https', PUBLIC_PORT: null });
    expect(parseConfig({ ...production, PUBLIC_PORT: '8443' })).toMatchObject({ PUBLIC_PORT: 8443 });
  });

  it("takes a node's name of letters, digits, dots, dashes and underscores", () => {
    expect(parseConfig({ NODE_NAME: 'node-1.eu_west' }).NODE_NAME).toBe('node-1.eu_west');
    expect(parseConfig({}).NODE_NAME).toBeUndefined();
    expect(() => parseConfig({ NODE_NAME: 'node 1' })).toThrow(/NODE_NAME/);
    expect(() => parseConfig({ NODE_NAME: 'x'.repeat(41) })).toThrow(/NODE_NAME/);
  });

  it('reads boolean flags', () => {
    expect(parseConfig({ TRUST_PROXY: 'true', SEED_DEMO: '0' })).toMatchObject({ TRUST_PROXY: true, SEED_DEMO: false });
  });
});

describe('parseConfig: sandbox hotel vendors', () => {
  it('asks every vendor by default, at their own speeds, with no faults', () => {
    expect(parseConfig({})).toMatchObject({
      HOTEL_SUPPLIERS: ['atlas', 'meridian', 'solstice'],
      SANDBOX_HOTEL_LATENCY_MS: { atlas: 300, meridian: 900, solstice: 2000 },
      SANDBOX_HOTEL_FAULTS: {},
    });
  });

  it('reads the vendors, one latency for all or per vendor, and faults per vendor and operation', () => {
    const config = parseConfig({
      HOTEL_SUPPLIERS: 'meridian, atlas',
      SANDBOX_HOTEL_LATENCY_MS: '0,solstice:50',
      SANDBOX_HOTEL_FAULTS: 'meridian:down,solstice:timeout:search,atlas:error:book+cancel,solstice:error',
    });
    expect(config.HOTEL_SUPPLIERS).toEqual(['meridian', 'atlas']);
    expect(config.SANDBOX_HOTEL_LATENCY_MS).toEqual({ atlas: 0, meridian: 0, solstice: 50 });
    expect(config.SANDBOX_HOTEL_FAULTS.meridian).toEqual({ down: true });
    expect(config.SANDBOX_HOTEL_FAULTS.atlas).toEqual({ error: ['book', 'cancel'] });
    expect(config.SANDBOX_HOTEL_FAULTS.solstice?.timeout).toEqual(['search']);
    expect(config.SANDBOX_HOTEL_FAULTS.solstice?.error).toHaveLength(10);
  });

  it('refuses an unknown vendor, a negative latency and an unknown fault or operation', () => {
    let error: unknown;
    try {
      parseConfig({
        HOTEL_SUPPLIERS: 'atlas,hilton',
        SANDBOX_HOTEL_LATENCY_MS: 'atlas:-5',
        SANDBOX_HOTEL_FAULTS: 'atlas:slow',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems).toEqual(['HOTEL_SUPPLIERS', 'SANDBOX_HOTEL_LATENCY_MS', 'SANDBOX_HOTEL_FAULTS']);
    expect(() => parseConfig({ SANDBOX_HOTEL_FAULTS: 'atlas:timeout:fly' })).toThrow(ConfigError);
  });

  it('reads the sandbox rental companies: latency 400 ms unless set, faults per operation', () => {
    expect(parseConfig({}).SANDBOX_CAR_LATENCY_MS).toBe(400);
    const config = parseConfig({ SANDBOX_CAR_LATENCY_MS: '0', SANDBOX_CAR_FAULTS: 'timeout:search,error:book+cancel' });
    expect(config.SANDBOX_CAR_LATENCY_MS).toBe(0);
    expect(config.SANDBOX_CAR_FAULTS).toEqual({ timeout: ['search'], error: ['book', 'cancel'] });
    expect(parseConfig({ SANDBOX_CAR_FAULTS: 'down' }).SANDBOX_CAR_FAULTS).toEqual({ down: true });
    expect(() => parseConfig({ SANDBOX_CAR_FAULTS: 'timeout:fly' })).toThrow(ConfigError);
    expect(() => parseConfig({ SANDBOX_CAR_FAULTS: 'slow' })).toThrow(ConfigError);
  });
});

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

  it('reads boolean flags', () => {
    expect(parseConfig({ TRUST_PROXY: 'true', SEED_DEMO: '0' })).toMatchObject({ TRUST_PROXY: true, SEED_DEMO: false });
  });
});

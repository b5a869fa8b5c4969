import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore, type KeyValueStore } from './kv';

// Runs against the machine's Redis when REDIS_URL is set (CI sets it).
const url = process.env.REDIS_URL;
if (!url) console.warn('REDIS_URL is not set: the Redis key-value store tests do not run.');

describe.runIf(url)('Redis key-value store', () => {
  let a: KeyValueStore;
  let b: KeyValueStore;
  const prefix = `test:${randomUUID()}:`;

  beforeAll(async () => {
    a = await createRedisStore(url ?? '', prefix);
    b = await createRedisStore(url ?? '', prefix);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('shares counters between two nodes', async () => {
    expect(await a.increment('login:x', 60)).toBe(1);
    expect(await b.increment('login:x', 60)).toBe(2);
  });

  it('broadcasts invalidations to every node', async () => {
    const received = new Promise<string>((resolve) => void b.subscribe('changed', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.publish('changed', 'agency');
    expect(await received).toBe('agency');
  });
});

import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './kv';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('forgets entries after their time to live and evicts the oldest past its size', () => {
    let now = 0;
    const cache = new TtlCache<string>(1_000, 2, () => now);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    now = 1_000;
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps the last value of an expired entry for getStale', () => {
    let now = 0;
    const cache = new TtlCache<string>(1_000, 2, () => now);
    cache.set('a', 'A');
    now = 5_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.getStale('a')).toBe('A');
    expect(cache.getStale('b')).toBeUndefined();
  });

  it('caches null (a host with no agency) as a value', () => {
    const cache = new TtlCache<string | null>(1_000);
    cache.set('x', null);
    expect(cache.get('x')).toBeNull();
  });
});

describe('memory key-value store', () => {
  it('counts within a window that starts at the first increment', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    expect(await store.increment('k', 60)).toBe(1);
    now = 59_000;
    expect(await store.increment('k', 60)).toBe(2);
    now = 60_000;
    expect(await store.increment('k', 60)).toBe(1);
  });

  it('delivers published messages to subscribers', async () => {
    const store = createMemoryStore();
    const received: string[] = [];
    await store.subscribe('c', (m) => received.push(m));
    await store.publish('c', 'hello');
    expect(received).toEqual(['hello']);
  });
});

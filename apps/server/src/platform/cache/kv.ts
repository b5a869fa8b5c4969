import { Redis } from 'ioredis';

/**
 * Shared counters and short-lived values. Redis when REDIS_URL is set, so that every app node
 * sees the same counts; in process otherwise (a single node).
 */
export interface KeyValueStore {
  readonly kind: 'redis' | 'memory';
  /**
   * Adds `by` (1 unless told; negative to give back) to a counter that expires `ttlSeconds` after
   * its first increment; returns the count.
   */
  increment(key: string, ttlSeconds: number, by?: number): Promise<number>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Broadcasts to every node (including this one). */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, onMessage: (message: string) => void): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryStore(now: () => number = Date.now): KeyValueStore {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const listeners = new Map<string, Array<(message: string) => void>>();
  const live = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.expiresAt <= now()) {
      values.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    kind: 'memory',
    async increment(key, ttlSeconds, by = 1) {
      const entry = live(key);
      const count = (entry ? Number(entry.value) : 0) + by;
      values.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + ttlSeconds * 1000 });
      return count;
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      values.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    async delete(key) {
      values.delete(key);
    },
    async publish(channel, message) {
      for (const listener of listeners.get(channel) ?? []) listener(message);
    },
    async subscribe(channel, onMessage) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), onMessage]);
    },
    async ping() {},
    async close() {
      values.clear();
      listeners.clear();
    },
  };
}

export async function createRedisStore(url: string, prefix = 'travel:'): Promise<KeyValueStore> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await client.connect();
  let subscriber: Redis | null = null;
  return {
    kind: 'redis',
    async increment(key, ttlSeconds, by = 1) {
      const full = prefix + key;
      const results = await client.multi().incrby(full, by).expire(full, ttlSeconds, 'NX').exec();
      const count = results?.[0]?.[1];
      return Number(count);
    },
    async get(key) {
      return client.get(prefix + key);
    },
    async set(key, value, ttlSeconds) {
      await client.set(prefix + key, value, 'EX', ttlSeconds);
    },
    async delete(key) {
      await client.del(prefix + key);
    },
    async publish(channel, message) {
      await client.publish(prefix + channel, message);
    },
    async subscribe(channel, onMessage) {
      if (!subscriber) {
        subscriber = client.duplicate();
        await subscriber.connect();
      }
      const full = prefix + channel;
      subscriber.on('message', (received: string, message: string) => {
        if (received === full) onMessage(message);
      });
      await subscriber.subscribe(full);
    },
    async ping() {
      await client.ping();
    },
    async close() {
      await subscriber?.quit();
      await client.quit();
    },
  };
}

export function openKeyValueStore(config: { REDIS_URL?: string | undefined }): Promise<KeyValueStore> {
  return config.REDIS_URL ? createRedisStore(config.REDIS_URL) : Promise.resolve(createMemoryStore());
}

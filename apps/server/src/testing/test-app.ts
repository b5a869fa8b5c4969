import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import type { Services } from '../services';
import { parseConfig, type Config } from '../config';
import { createMemoryStore, createRedisStore, type KeyValueStore } from '../platform/cache/kv';
import { openPglite, openPostgres, type Database, type Db, type QueryListener } from '../platform/db/client';
import { adminUrl, databaseUrl } from './postgres-admin';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  services: Services;
  config: Config;
  kv: KeyValueStore;
  /** Calls the API as a browser on `host` would (e.g. 'demo.localhost'). */
  request(host: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A database of its own for one test file, copied from the migrated template of the run. */
export async function openTestDatabase(
  options: { onQuery?: QueryListener } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (url && template) {
    const { default: postgres } = await import('postgres');
    const admin = postgres(adminUrl(url), { max: 1, onnotice: () => undefined });
    const name = `travel_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await admin.unsafe(`create database ${name} template ${template}`);
    const database = await openPostgres(databaseUrl(url, name), { max: 5, ...options });
    return {
      database,
      drop: async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dumpPath = inject('pgliteDumpPath');
  if (!dumpPath) throw new Error('no test database template: is the global setup configured?');
  const database = await openPglite({
    dataDir: null,
    loadDataDir: new Blob([await readFile(dumpPath)]),
    ...options,
  });
  return { database, drop: async () => undefined };
}

/** The whole API on a fresh database, without the web app unless `web` (then WEB_DIST_DIR holds an index.html). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    redis?: boolean;
    web?: boolean;
    database?: Database;
    /** Sees the SQL of every query the app sends (see query-counter.ts). */
    onQuery?: QueryListener;
    /** Verticals registered beside the product's (see modules/booking/test-vertical.test.ts). */
    extraVerticals?: AppDeps['extraVerticals'];
  } = {},
): Promise<TestApp> {
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => undefined }
    : await openTestDatabase(options.onQuery ? { onQuery: options.onQuery } : {});
  // Rate limits are off unless a test turns them on: most files send far more mail than a person.
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_BASE_DOMAIN: 'localhost',
    RATE_LIMITS: 'false',
    // Links in mail: http://demo.localhost/..., as the tests' requests reach the agencies.
    PUBLIC_PORT: '80',
    // Sandbox hotel vendors and rental companies answer at once in tests unless a test sets their latency.
    SANDBOX_HOTEL_LATENCY_MS: '0',
    SANDBOX_CAR_LATENCY_MS: '0',
    SANDBOX_ACTIVITY_LATENCY_MS: '0',
    ...options.env,
  });
  const redisUrl = process.env.REDIS_URL;
  const kv =
    options.redis && redisUrl ? await createRedisStore(redisUrl, `test:${randomUUID()}:`) : createMemoryStore();
  const { app, services } = await buildApp({
    config,
    database,
    kv,
    serveWeb: options.web ?? false,
    ...(options.extraVerticals ? { extraVerticals: options.extraVerticals } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    services,
    config,
    kv,
    request: (host, injectOptions) => app.inject({ ...injectOptions, headers: { host, ...injectOptions.headers } }),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

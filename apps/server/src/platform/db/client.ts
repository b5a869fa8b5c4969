import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../../paths';
import { withBoundedConnectionWait } from './bounded-wait';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services and repos see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A database handle or an open transaction: repos accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations. */
  migrate(): Promise<void>;
  /** Answers when the database takes a trivial query (readiness). */
  ping(): Promise<void>;
  /**
   * The upkeep a PostgreSQL server's autovacuum does on its own, for the embedded database that
   * has none: dead rows reclaimed, the visibility map that index-only scans read kept current,
   * and the planner's statistics. Null where the server does it.
   */
  upkeep: (() => Promise<void>) | null;
  close(): Promise<void>;
}

/** Called with the SQL of every query the handle sends (tests count queries with it). */
export type QueryListener = (sql: string) => void;

function loggerOf(onQuery: QueryListener | undefined) {
  return onQuery ? { logQuery: (sql: string) => onQuery(sql) } : false;
}

/** Embedded PostgreSQL (PGlite) in a directory, or in memory when dataDir is null. */
export async function openPglite(options: {
  dataDir: string | null;
  loadDataDir?: Blob;
  onQuery?: QueryListener;
}): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // Trigram indexes of the back-office search (migration 0024); PostgreSQL has it in contrib.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: path.resolve(options.dataDir, 'pglite') } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzle({ client, schema, logger: loggerOf(options.onQuery) });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    upkeep: async () => {
      await client.exec('vacuum (analyze)');
    },
    close: () => client.close(),
  };
}

/** How long a query waits for a connection before the API answers 503 (the database is out). */
export const CONNECTION_WAIT_MS = 2_000;

/** A PostgreSQL server through postgres.js; queries wait at most `connectionWaitMs` for a connection. */
export async function openPostgres(
  url: string,
  options: { max?: number; connectionWaitMs?: number; onQuery?: QueryListener } = {},
): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const waitMs = options.connectionWaitMs ?? CONNECTION_WAIT_MS;
  const raw = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => undefined,
    connect_timeout: Math.max(1, Math.ceil(waitMs / 1000)),
  });
  const client = withBoundedConnectionWait(raw, waitMs);
  const db = drizzle({ client, schema, logger: loggerOf(options.onQuery) });
  return {
    db,
    kind: 'postgres',
    // Migrations may wait as long as they need (start-up), so they use the plain client.
    migrate: () => migrate(drizzle({ client: raw, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.unsafe('select 1');
    },
    // Autovacuum runs on the server.
    upkeep: null,
    close: () => raw.end({ timeout: 5 }),
  };
}

export function openDatabase(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }) {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite({ dataDir: config.DATA_DIR });
}

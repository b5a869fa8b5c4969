import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from './client';
import { isDatabaseUnavailable } from './errors';
import { agencies } from './schema';

/** A port nothing listens on: a PostgreSQL server that is down. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  const error = await work().then(
    () => null,
    (caught: unknown) => caught,
  );
  return { error, ms: performance.now() - started };
};

describe('a PostgreSQL server that is down', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/travel`, {
      connectionWaitMs: 500,
    });
  });
  afterAll(() => database.close());

  it('fails a query as unavailable within the bounded wait', async () => {
    const { error, ms } = await timed(() => database.db.select().from(agencies).limit(1));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(3_000);
  });

  it('then fails further queries and transactions at once while one probe waits', async () => {
    const probe = timed(() => database.db.select().from(agencies).limit(1));
    const others = await Promise.all([
      timed(() => database.db.select().from(agencies).limit(1)),
      timed(() => database.db.transaction(async (tx) => tx.select().from(agencies).limit(1))),
      timed(() => database.ping()),
    ]);
    for (const other of others) {
      expect(isDatabaseUnavailable(other.error)).toBe(true);
      expect(other.ms).toBeLessThan(100);
    }
    expect(isDatabaseUnavailable((await probe).error)).toBe(true);
  });
});

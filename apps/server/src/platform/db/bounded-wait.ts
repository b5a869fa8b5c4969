import type { Sql } from 'postgres';
import { isDatabaseUnavailable } from './errors';

/**
 * What the client knows of the server: once a wait for a connection ran out (or a connection was
 * lost), the server is taken for down, and until a query gets through again only one query at
 * a time (the probe) waits for a connection; the others fail at once. Recovery is therefore
 * seen within one wait of the server's return.
 */
interface Health {
  down: boolean;
  probing: boolean;
}

/** Lets a query wait for a connection (and answers a release to call when it settles), or null: fail at once. */
function admit(health: Health): ((reachedServer: boolean) => void) | null {
  if (health.down && health.probing) return null;
  const isProbe = health.down;
  if (isProbe) health.probing = true;
  let released = false;
  // Only the first outcome counts (a dropped query rejects again later).
  return (reachedServer) => {
    if (released) return;
    released = true;
    if (isProbe) health.probing = false;
    health.down = !reachedServer;
  };
}

/** A query answered at once with an error, shaped as drizzle uses postgres.js's queries. */
function failed(error: Error): PendingQuery & { values(): PendingQuery } {
  const rejected = Promise.reject(error);
  rejected.catch(() => undefined);
  const query = {
    state: null,
    cancel: () => undefined,
    values: () => query,
    then: rejected.then.bind(rejected),
    catch: rejected.catch.bind(rejected),
    finally: rejected.finally.bind(rejected),
  };
  return query;
}

/**
 * The error of a query that got no database connection in time: the server is down or
 * unreachable. Its code is postgres.js's own for a connection that could not be made, so
 * `isDatabaseUnavailable` (and the 503 answer) treats it like the others.
 */
function unavailable(waitMs: number): Error {
  return Object.assign(new Error(`no database connection within ${waitMs} ms`), { code: 'CONNECT_TIMEOUT' });
}

/** What of a postgres.js query this needs: whether it reached a connection, and how to drop it. */
interface PendingQuery extends PromiseLike<unknown> {
  /** Set by postgres.js when the query is written to a connection; null while it waits for one. */
  state: unknown;
  cancel(): unknown;
  catch: Promise<unknown>['catch'];
  finally: Promise<unknown>['finally'];
}

/** Answers the query's result, or rejects once it has waited `waitMs` for a connection (and drops it). */
function bound(query: PendingQuery, waitMs: number, release: (reachedServer: boolean) => void): PendingQuery {
  const then = query.then.bind(query);
  let result: Promise<unknown> | null = null;
  const run = () =>
    (result ??= new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (query.state !== null && query.state !== undefined) return;
        release(false);
        Promise.resolve(query.cancel()).catch(() => undefined);
        reject(unavailable(waitMs));
      }, waitMs);
      timer.unref();
      then(
        (value) => {
          clearTimeout(timer);
          release(true);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          release(!isDatabaseUnavailable(error));
          reject(error);
        },
      );
    }));
  query.then = (onFulfilled, onRejected) => run().then(onFulfilled, onRejected);
  query.catch = (onRejected) => run().catch(onRejected);
  query.finally = (onFinally) => run().finally(onFinally);
  return query;
}

type Begin = (...args: unknown[]) => Promise<unknown>;

/**
 * A transaction that waits at most `waitMs` for its connection. One that gets it later, after
 * its caller was answered, is rolled back before doing anything.
 */
function boundBegin(
  begin: Begin,
  args: unknown[],
  waitMs: number,
  release: (reachedServer: boolean) => void,
): Promise<unknown> {
  const body = args.at(-1) as (sql: unknown) => Promise<unknown>;
  const options = args.slice(0, -1);
  let state: 'waiting' | 'started' | 'abandoned' = 'waiting';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (state !== 'waiting') return;
      state = 'abandoned';
      release(false);
      reject(unavailable(waitMs));
    }, waitMs);
    timer.unref();
    const guarded = async (sql: unknown) => {
      if (state === 'abandoned') throw new Error('transaction abandoned: its caller was already answered');
      state = 'started';
      clearTimeout(timer);
      release(true);
      return body(sql);
    };
    begin(...options, guarded).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (state === 'waiting') release(!isDatabaseUnavailable(error));
        if (state !== 'abandoned') reject(error);
      },
    );
  });
}

/**
 * The postgres.js client with a bounded wait for a connection: while the server is down,
 * postgres.js keeps a query waiting and reconnecting until the server returns (11 to 27 s
 * measured under load); here a query or a transaction that has no connection after `waitMs`
 * fails with CONNECT_TIMEOUT instead (the API answers 503 with Retry-After), and is dropped.
 * Once the server is taken for down, queries fail at once while one probe waits (see Health).
 * A query already running on a connection is never cut.
 */
export function withBoundedConnectionWait<T extends Sql>(client: T, waitMs: number): T {
  const health: Health = { down: false, probing: false };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        const unsafe = target.unsafe.bind(target) as unknown as (...args: unknown[]) => PendingQuery;
        return (...args: unknown[]) => {
          const release = admit(health);
          return release ? bound(unsafe(...args), waitMs, release) : failed(unavailable(0));
        };
      }
      if (property === 'begin') {
        const begin = target.begin.bind(target) as unknown as Begin;
        return (...args: unknown[]) => {
          const release = admit(health);
          return release ? boundBegin(begin, args, waitMs, release) : Promise.reject(unavailable(0));
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

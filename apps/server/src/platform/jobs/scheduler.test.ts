import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRepo } from '../../modules/auth/session.repo';
import { tokenRepo } from '../../modules/auth/token.repo';
import { seedDemo } from '../../seed/seed';
import { getUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { oneTimeTokens, sessions } from '../db/schema';
import { jobLeases } from '../db/schema';
import { jobLeaseRepo } from './job-lease.repo';
import { JobScheduler, type JobDefinition } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quiet = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/** A job that counts its runs and can be held open until released. */
function countingJob(name: string, everyMs = 60_000) {
  const state = { runs: 0, release: (): void => undefined, holding: false };
  const job: JobDefinition = {
    name,
    everyMs,
    run: async () => {
      state.runs += 1;
      if (state.holding) await new Promise<void>((resolve) => (state.release = resolve));
    },
  };
  return { job, state };
}

/** Makes the job due now, as if its period had passed. */
const makeDue = (name: string) =>
  t.db
    .update(jobLeases)
    .set({ nextRunAt: sql`now() - interval '1 second'` })
    .where(eq(jobLeases.name, name));

describe('JobScheduler', () => {
  it('runs a job once per period across nodes, however many tick at once', async () => {
    const { job, state } = countingJob('count-once');
    const nodes = [1, 2, 3].map(() => new JobScheduler(t.db, [job], quiet));
    const started = await Promise.all(nodes.flatMap((node) => [node.tick(), node.tick()]));
    await Promise.all(nodes.map((node) => node.idle()));
    expect(started.flat()).toEqual(['count-once']);
    expect(state.runs).toBe(1);
    // Within the period nothing runs again, also after a restart (a new scheduler).
    const restarted = new JobScheduler(t.db, [job], quiet);
    expect(await restarted.tick()).toEqual([]);
    await makeDue('count-once');
    await Promise.all(nodes.map((node) => node.tick()));
    await Promise.all(nodes.map((node) => node.idle()));
    expect(state.runs).toBe(2);
    const lease = await jobLeaseRepo.find(t.db, 'count-once');
    expect(lease).toMatchObject({ runs: 2, lockedBy: null, lastError: null });
  });

  it('does not start a run while another node still holds the lease, and takes it over once the lease ran out', async () => {
    const { job, state } = countingJob('held', 1_000);
    state.holding = true;
    const first = new JobScheduler(t.db, [job], quiet);
    const second = new JobScheduler(t.db, [job], quiet);
    expect(await first.tick()).toEqual(['held']);
    await makeDue('held');
    expect(await second.tick()).toEqual([]);
    // The first node stopped without releasing (a crash): its lease runs out.
    await t.db
      .update(jobLeases)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobLeases.name, 'held'));
    state.holding = false;
    expect(await second.tick()).toEqual(['held']);
    await second.idle();
    state.release();
    await first.idle();
    expect(state.runs).toBe(2);
  });

  it('records a failed run and goes on', async () => {
    const failing: JobDefinition = {
      name: 'failing',
      everyMs: 60_000,
      run: () => Promise.reject(new Error('supplier down')),
    };
    const node = new JobScheduler(t.db, [failing], quiet);
    expect(await node.tick()).toEqual(['failing']);
    await node.idle();
    expect(await jobLeaseRepo.find(t.db, 'failing')).toMatchObject({ lastError: 'supplier down', lockedBy: null });
  });

  it('stops cleanly: waits for the run under way and starts no new one', async () => {
    const { job, state } = countingJob('stopping');
    state.holding = true;
    const node = new JobScheduler(t.db, [job], quiet);
    expect(await node.tick()).toEqual(['stopping']);
    let stopped = false;
    const stopping = node.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    state.release();
    await stopping;
    expect(await jobLeaseRepo.find(t.db, 'stopping')).toMatchObject({ lockedBy: null });
    await makeDue('stopping');
    expect(await node.tick()).toEqual([]);
  });

  it('refuses a job registered twice', () => {
    const { job } = countingJob('twice');
    expect(() => new JobScheduler(t.db, [job, job], quiet)).toThrow(/registered twice/);
  });
});

describe('the registered jobs', () => {
  it("are the payment reconciliation (every 15 s), the retention of idempotency keys, sessions, tokens, quotes and drafts, the expiry of holds, the deadline and retention of hotel searches, the subscription renewals, the reward wallet's earnings, and the embedded database upkeep (on PGlite only)", () => {
    // PostgreSQL servers vacuum on their own (autovacuum); the embedded database is given a job.
    const onPglite = !process.env.DATABASE_URL;
    expect(t.services.jobs.registered.map((job) => [job.name, job.everyMs])).toEqual([
      ['payment-reconciliation', 15_000],
      ['idempotency-key-retention', 3_600_000],
      ['session-and-token-retention', 3_600_000],
      ['quote-and-draft-retention', 3_600_000],
      ['hold-expiry', 300_000],
      ['hotel-search-deadline', 5_000],
      ['subscription-renewal', 3_600_000],
      ['reward-wallet-earning', 3_600_000],
      ['hotel-search-retention', 600_000],
      ...(onPglite ? [['embedded-database-upkeep', 3_600_000]] : []),
    ]);
  });
});

describe('session and token retention', () => {
  it('deletes sessions and one-time links that ended more than a day ago, and keeps the others', async () => {
    await seedDemo(t.db);
    const user = await getUser(t, 'demo', 'client@demo.test');
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    const session = (hash: string, expiresAt: Date) =>
      sessionRepo.create(t.db, {
        agencyId: user.agencyId,
        userId: user.id,
        tokenHash: hash,
        expiresAt,
        ip: null,
        userAgent: null,
      });
    await session('ended-2-days-ago', at(-48));
    await session('ended-an-hour-ago', at(-1));
    await session('live', at(24));
    const token = (hash: string, expiresAt: Date) =>
      tokenRepo.insert(t.db, {
        agencyId: user.agencyId,
        userId: user.id,
        purpose: 'verify_email',
        tokenHash: hash,
        expiresAt,
      });
    await token('token-ended-2-days-ago', at(-48));
    await token('token-live', at(24));
    await t.services.jobs.runNow('session-and-token-retention');
    const sessionHashes = (await t.db.select().from(sessions)).map((row) => row.tokenHash);
    expect(sessionHashes).toEqual(expect.arrayContaining(['ended-an-hour-ago', 'live']));
    expect(sessionHashes).not.toContain('ended-2-days-ago');
    const tokenHashes = (await t.db.select().from(oneTimeTokens)).map((row) => row.tokenHash);
    expect(tokenHashes).toContain('token-live');
    expect(tokenHashes).not.toContain('token-ended-2-days-ago');
  });
});

import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema';

/** The lease rows of the periodic jobs; every time is the database's, so nodes' clocks do not matter. */
export const jobLeaseRepo = {
  /** Makes sure the job has a row; a new job is due at once. */
  async ensure(db: Db, name: string): Promise<void> {
    await db
      .insert(jobLeases)
      .values({ name, nextRunAt: sql`now()` })
      .onConflictDoNothing();
  },

  /**
   * Takes the job's run for this period when it is due and nobody holds it: one UPDATE, so of
   * all nodes asking at once exactly one gets it. The next run is set one period on at the same
   * time, so the period counts from the start of a run.
   */
  async claim(db: Db, name: string, node: string, everyMs: number, leaseMs: number): Promise<boolean> {
    const rows = await db
      .update(jobLeases)
      .set({
        lockedBy: node,
        lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        nextRunAt: sql`now() + ${`${everyMs} milliseconds`}::interval`,
        lastStartedAt: sql`now()`,
        runs: sql`${jobLeases.runs} + 1`,
      })
      .where(
        and(
          eq(jobLeases.name, name),
          lte(jobLeases.nextRunAt, sql`now()`),
          or(isNull(jobLeases.lockedUntil), lte(jobLeases.lockedUntil, sql`now()`)),
        ),
      )
      .returning({ name: jobLeases.name });
    return rows.length > 0;
  },

  /** Gives the lease back after a run, with its outcome. */
  async release(db: Db, name: string, node: string, error: string | null): Promise<void> {
    await db
      .update(jobLeases)
      .set({ lockedBy: null, lockedUntil: null, lastFinishedAt: sql`now()`, lastError: error })
      .where(and(eq(jobLeases.name, name), eq(jobLeases.lockedBy, node)));
  },

  async find(db: Db, name: string) {
    const [row] = await db.select().from(jobLeases).where(eq(jobLeases.name, name)).limit(1);
    return row ?? null;
  },
};

import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Background jobs: one row per periodic job, the cluster-wide lease that lets exactly one node
 * run it once per period (see platform/jobs and decision record 012).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** The next run is due at or after this instant (database time). */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** The node running it now, and until when its lease holds (a stopped node's lease runs out). */
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last run's error message, null when it succeeded. */
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

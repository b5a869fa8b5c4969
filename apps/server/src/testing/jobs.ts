import { backgroundJobs } from '../jobs';
import type { TestApp } from './test-app';

/** Runs one job of jobs.ts once, as the scheduler would, with the test app's services. */
export async function runJob(t: TestApp, name: string): Promise<void> {
  const job = backgroundJobs({
    db: t.db,
    bookingPayments: t.services.bookingPayments,
    verticals: t.services.verticals,
    subscriptions: t.services.subscriptions,
    wallet: t.services.wallet,
  }).find((j) => j.name === name);
  if (!job) throw new Error(`no job ${name}`);
  await job.run(new AbortController().signal);
}

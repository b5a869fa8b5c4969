import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobLeaseRepo } from './job-lease.repo';

/** A periodic job: run on every node's scheduler, once per period across the cluster. */
export interface JobDefinition {
  /** Stable name, the key of its lease row. */
  name: string;
  /** Period between the starts of two runs. */
  everyMs: number;
  /** Longest a run may hold the lease; a node that stops mid-run frees it after this. Default: 5 periods. */
  leaseMs?: number;
  run(signal: AbortSignal): Promise<void>;
}

/**
 * Runs the registered jobs: every node ticks, and the lease table gives each period's run to
 * exactly one of them (PGlite and PostgreSQL alike, no Redis needed). Due times live in the
 * database, so a restart neither repeats nor skips a period. `stop` ends the ticks, asks running
 * jobs to stop and waits for them.
 */
export class JobScheduler {
  private readonly node = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly running = new Map<string, Promise<void>>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private ensured = false;

  constructor(
    private readonly db: Db,
    private readonly jobs: readonly JobDefinition[],
    private readonly log: FastifyBaseLogger,
  ) {
    const names = new Set<string>();
    for (const job of jobs) {
      if (names.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
      names.add(job.name);
    }
  }

  /** The jobs this scheduler runs, by name and period. */
  get registered(): Array<{ name: string; everyMs: number }> {
    return this.jobs.map(({ name, everyMs }) => ({ name, everyMs }));
  }

  /** Runs one registered job now on this node, outside its schedule (tests, administration). */
  async runNow(name: string): Promise<void> {
    const job = this.jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`no job ${name}`);
    await job.run(this.abort.signal);
  }

  /** Starts ticking; a tick checks every job (about ten times per shortest period, at most every 5 s). */
  start(tickMs = Math.min(5_000, ...this.jobs.map((job) => Math.max(100, Math.floor(job.everyMs / 10))))): void {
    if (this.timer || this.jobs.length === 0) return;
    this.timer = setInterval(() => void this.tick(), tickMs);
    this.timer.unref();
    void this.tick();
  }

  /** One pass: starts each due job this node can claim; answers the names it started. */
  async tick(): Promise<string[]> {
    if (this.abort.signal.aborted) return [];
    const started: string[] = [];
    try {
      if (!this.ensured) {
        for (const job of this.jobs) await jobLeaseRepo.ensure(this.db, job.name);
        this.ensured = true;
      }
      for (const job of this.jobs) {
        if (this.running.has(job.name) || this.abort.signal.aborted) continue;
        const leaseMs = job.leaseMs ?? job.everyMs * 5;
        if (!(await jobLeaseRepo.claim(this.db, job.name, this.node, job.everyMs, leaseMs))) continue;
        started.push(job.name);
        const run = this.runOnce(job).finally(() => this.running.delete(job.name));
        this.running.set(job.name, run);
      }
    } catch (err) {
      // The database is out, most likely: the next tick tries again.
      this.log.warn({ err }, 'job scheduler tick failed');
    }
    return started;
  }

  /** Waits for the runs under way (tests and shutdown). */
  async idle(): Promise<void> {
    await Promise.all(this.running.values());
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.abort.abort();
    await this.idle();
  }

  private async runOnce(job: JobDefinition): Promise<void> {
    let error: string | null = null;
    try {
      await job.run(this.abort.signal);
    } catch (err) {
      error = err instanceof Error ? err.message.slice(0, 500) : 'failed';
      this.log.error({ err, job: job.name }, 'background job failed');
    }
    await jobLeaseRepo.release(this.db, job.name, this.node, error).catch((err: unknown) => {
      this.log.warn({ err, job: job.name }, 'could not release the job lease; it runs out by itself');
    });
  }
}

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../jobs';
import { openTestDatabase } from '../../testing/test-app';
import type { SubscriptionService } from '../../modules/subscription/subscription.service';
import type { BookingPayments } from '../../modules/booking/booking-payments';
import type { WalletService } from '../../modules/wallet/wallet.service';

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

describe('database upkeep', () => {
  it('is a job on the embedded database only: PostgreSQL servers run autovacuum', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const jobs = backgroundJobs({
        db: database.db,
        bookingPayments: {} as BookingPayments,
        verticals: [],
        databaseUpkeep: database.upkeep,
        subscriptions: {} as SubscriptionService,
        wallet: {} as WalletService,
      }).map((job) => job.name);
      if (database.kind === 'pglite') expect(jobs).toContain('embedded-database-upkeep');
      else expect(jobs).not.toContain('embedded-database-upkeep');
    } finally {
      await drop();
    }
  });

  it('on the embedded database, vacuums and analyzes: the statistics and visibility index-only scans need', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      if (!database.upkeep) {
        expect(database.kind).toBe('postgres');
        return;
      }
      const before = rowsOf<{ analyzed: number }>(
        await database.db.execute(
          sql`select count(*)::int as analyzed from pg_stat_user_tables where relname = 'bookings' and last_vacuum is not null and last_analyze is not null`,
        ),
      );
      expect(before[0]?.analyzed).toBe(0);
      await database.upkeep();
      const after = rowsOf<{ analyzed: number }>(
        await database.db.execute(
          sql`select count(*)::int as analyzed from pg_stat_user_tables where relname = 'bookings' and last_vacuum is not null and last_analyze is not null`,
        ),
      );
      expect(after[0]?.analyzed).toBe(1);
    } finally {
      await drop();
    }
  });
});

import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { exchangeRates, type RateRow } from '../../platform/db/schema';

/** Exchange rates are product-wide reference data, not an agency's record. */
export const exchangeRepo = {
  async list(db: Db): Promise<RateRow[]> {
    return db.select().from(exchangeRates);
  },
  async upsert(db: Db, rows: Array<{ currency: string; rate: number }>, onlyMissing = false) {
    if (rows.length === 0) return;
    const values = rows.map((row) => ({ ...row, rate: String(row.rate), updatedAt: new Date() }));
    const insert = db.insert(exchangeRates).values(values);
    await (onlyMissing
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({
          target: exchangeRates.currency,
          set: { rate: sql`excluded.rate`, updatedAt: sql`excluded.updated_at` },
        }));
  },
};

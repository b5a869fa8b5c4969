import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { agencies, type AgencyRow, type NewAgencyRow } from '../../platform/db/schema';

/** Agencies are the tenants themselves, so these look-ups are the only unscoped queries. */
export const agencyRepo = {
  async findByCustomDomain(db: DbOrTx, host: string): Promise<AgencyRow | null> {
    const [row] = await db.select().from(agencies).where(eq(agencies.customDomain, host)).limit(1);
    return row ?? null;
  },
  async findBySubdomain(db: DbOrTx, subdomain: string): Promise<AgencyRow | null> {
    const [row] = await db.select().from(agencies).where(eq(agencies.subdomain, subdomain)).limit(1);
    return row ?? null;
  },
  async findOwner(db: Db): Promise<AgencyRow | null> {
    const [row] = await db.select().from(agencies).where(eq(agencies.isOwner, true)).limit(1);
    return row ?? null;
  },
  async findById(db: DbOrTx, id: string): Promise<AgencyRow | null> {
    const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).limit(1);
    return row ?? null;
  },
  async findByCode(db: DbOrTx, code: string): Promise<AgencyRow | null> {
    const [row] = await db.select().from(agencies).where(eq(agencies.code, code)).limit(1);
    return row ?? null;
  },
  /** Changes one agency's row (only the given columns); answers the row as it now is. */
  async update(db: Db, agencyId: string, changes: Partial<NewAgencyRow>): Promise<AgencyRow | null> {
    const [row] = await db
      .update(agencies)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(agencies.id, agencyId))
      .returning();
    return row ?? null;
  },
  /** Inserts or, by code, updates an agency (the seed is idempotent through this). */
  async upsertByCode(db: Db, values: NewAgencyRow): Promise<AgencyRow> {
    const { code: _code, id: _id, createdAt: _createdAt, ...changes } = values;
    const [row] = await db
      .insert(agencies)
      .values(values)
      .onConflictDoUpdate({ target: agencies.code, set: { ...changes, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    return row;
  },
};

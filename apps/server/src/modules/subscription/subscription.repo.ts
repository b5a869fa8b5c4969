import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import {
  agencies,
  billingCounters,
  coupons,
  invoices,
  subscriptions,
  users,
  type CouponRow,
  type InvoiceRow,
  type SubscriptionRow,
  type UserRow,
} from '../../platform/db/schema';

type NewSubscription = typeof subscriptions.$inferInsert;
type NewInvoice = typeof invoices.$inferInsert;

/** The SQL of subscriptions, coupons and invoices; every query of an agency's rows is scoped by it. */
export const subscriptionRepo = {
  async find(db: DbOrTx, agencyId: string): Promise<SubscriptionRow | null> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.agencyId, agencyId)).limit(1);
    return row ?? null;
  },
  /** Inserts the agency's row unless it has one; answers the row it has. */
  async ensure(db: DbOrTx, values: NewSubscription): Promise<SubscriptionRow> {
    await db.insert(subscriptions).values(values).onConflictDoNothing({ target: subscriptions.agencyId });
    const row = await subscriptionRepo.find(db, values.agencyId);
    if (!row) throw new Error('subscription not kept');
    return row;
  },
  /** Applies changes if the row is still at `version` (bumping it); null when someone changed it first. */
  async update(
    db: DbOrTx,
    row: Pick<SubscriptionRow, 'id' | 'version'>,
    changes: Partial<NewSubscription>,
  ): Promise<SubscriptionRow | null> {
    const [updated] = await db
      .update(subscriptions)
      .set({ ...changes, version: row.version + 1, updatedAt: new Date() })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.version, row.version)))
      .returning();
    return updated ?? null;
  },
  /** Rows the renewal job has to look at now, oldest first. */
  async due(db: DbOrTx, now: Date, limit: number): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(subscriptions)
      .where(
        and(lte(subscriptions.nextActionAt, now), inArray(subscriptions.status, ['trialing', 'active', 'past_due'])),
      )
      .orderBy(asc(subscriptions.nextActionAt))
      .limit(limit);
  },
  async setAgencySubscribed(db: DbOrTx, agencyId: string, isSubscribed: boolean): Promise<boolean> {
    const changed = await db
      .update(agencies)
      .set({ isSubscribed, updatedAt: new Date() })
      .where(and(eq(agencies.id, agencyId), eq(agencies.isSubscribed, !isSubscribed)))
      .returning({ id: agencies.id });
    return changed.length > 0;
  },
  async owner(db: DbOrTx, agencyId: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.agencyId, agencyId), eq(users.userType, 'AgencyOwner')))
      .orderBy(asc(users.createdAt))
      .limit(1);
    return row ?? null;
  },

  async couponByCode(db: DbOrTx, code: string): Promise<CouponRow | null> {
    const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
    return row ?? null;
  },
  async couponById(db: DbOrTx, id: string): Promise<CouponRow | null> {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
    return row ?? null;
  },
  /** Takes one redemption of a coupon if any is left; false when none is. */
  async reserveRedemption(db: DbOrTx, couponId: string): Promise<boolean> {
    const taken = await db
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} + 1` })
      .where(
        and(
          eq(coupons.id, couponId),
          sql`(${coupons.maxRedemptions} is null or ${coupons.redemptions} < ${coupons.maxRedemptions})`,
        ),
      )
      .returning({ id: coupons.id });
    return taken.length > 0;
  },
  async releaseRedemption(db: DbOrTx, couponId: string): Promise<void> {
    await db
      .update(coupons)
      .set({ redemptions: sql`greatest(${coupons.redemptions} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  },

  /** The next invoice number, taken in the caller's transaction: a rollback gives it back (no gaps). */
  async nextInvoiceNumber(db: DbOrTx): Promise<number> {
    const [row] = await db
      .insert(billingCounters)
      .values({ name: 'invoice', value: 1 })
      .onConflictDoUpdate({ target: billingCounters.name, set: { value: sql`${billingCounters.value} + 1` } })
      .returning({ value: billingCounters.value });
    if (!row) throw new Error('no invoice number');
    return row.value;
  },
  async insertInvoice(db: DbOrTx, values: NewInvoice): Promise<InvoiceRow> {
    const [row] = await db.insert(invoices).values(values).returning();
    if (!row) throw new Error('invoice not kept');
    return row;
  },
  async invoices(db: DbOrTx, agencyId: string): Promise<InvoiceRow[]> {
    return db
      .select()
      .from(invoices)
      .where(eq(invoices.agencyId, agencyId))
      .orderBy(desc(invoices.createdAt), desc(invoices.number))
      .limit(100);
  },
  async invoice(db: DbOrTx, agencyId: string, id: string): Promise<InvoiceRow | null> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.agencyId, agencyId), eq(invoices.id, id)))
      .limit(1);
    return row ?? null;
  },
};

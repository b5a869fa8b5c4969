import { and, asc, eq, gte, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { ProposalExtraKind } from '@travel/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { violatedUniqueConstraint } from '../../platform/db/errors';
import { bookings, proposalExtras, proposals, type ProposalExtraRow } from '../../platform/db/schema';

const ORDER = sql`case ${proposalExtras.kind} when 'flight' then 0 when 'car' then 1 else 2 end`;

/** The proposals' extras and the bookings they became. Every query is the agency's. */
export const proposalExtraRepo = {
  async insertAll(db: DbOrTx, rows: Array<typeof proposalExtras.$inferInsert>): Promise<void> {
    if (rows.length > 0) await db.insert(proposalExtras).values(rows);
  },

  /** A proposal's extras (flight, car, activity), each with the booking it became, if any. */
  async ofProposal(db: DbOrTx, agencyId: string, proposalId: string) {
    return db
      .select({
        extra: proposalExtras,
        booking: { id: bookings.id, referenceNumber: bookings.referenceNumber, status: bookings.status },
      })
      .from(proposalExtras)
      .leftJoin(bookings, eq(bookings.id, proposalExtras.bookingId))
      .where(and(eq(proposalExtras.agencyId, agencyId), eq(proposalExtras.proposalId, proposalId)))
      .orderBy(ORDER);
  },

  /** Removes a draft's extras except the kinds kept. */
  async removeExcept(db: DbOrTx, agencyId: string, proposalId: string, keep: readonly ProposalExtraKind[]) {
    await db
      .delete(proposalExtras)
      .where(
        and(
          eq(proposalExtras.agencyId, agencyId),
          eq(proposalExtras.proposalId, proposalId),
          ...(keep.length > 0 ? [notInArray(proposalExtras.kind, [...keep])] : []),
        ),
      );
  },

  /** Extras of the agency's answered proposals not yet linked to a booking, with their client and history. */
  async unlinked(db: DbOrTx, agencyId: string) {
    return db
      .select({ extra: proposalExtras, clientId: proposals.clientId, history: proposals.history })
      .from(proposalExtras)
      .innerJoin(proposals, eq(proposals.id, proposalExtras.proposalId))
      .where(
        and(
          eq(proposalExtras.agencyId, agencyId),
          isNull(proposalExtras.bookingId),
          inArray(proposals.status, ['approved', 'booking_requested', 'booked']),
          sql`${proposals.clientId} is not null`,
        ),
      )
      .orderBy(asc(proposalExtras.createdAt));
  },

  /**
   * Bookings of these clients in these verticals made since `since`, not cancelled, voided or
   * failed, and held by no extra yet: the candidates an extra may have become.
   */
  async candidateBookings(db: DbOrTx, agencyId: string, clientIds: string[], kinds: ProposalExtraKind[], since: Date) {
    if (clientIds.length === 0 || kinds.length === 0) return [];
    return db
      .select({
        id: bookings.id,
        userId: bookings.userId,
        vertical: bookings.vertical,
        createdAt: bookings.createdAt,
        details: bookings.details,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.agencyId, agencyId),
          inArray(bookings.userId, clientIds),
          inArray(bookings.vertical, kinds),
          gte(bookings.createdAt, since),
          notInArray(bookings.status, ['cancelled', 'voided', 'failed']),
          sql`not exists (select 1 from ${proposalExtras} e where e.booking_id = ${bookings.id})`,
        ),
      )
      .orderBy(asc(bookings.createdAt));
  },

  /** Links an extra to a booking, once: false when it was linked meanwhile or the booking is another's. */
  async link(db: DbOrTx, extra: ProposalExtraRow, bookingId: string): Promise<boolean> {
    try {
      const linked = await db
        .update(proposalExtras)
        .set({ bookingId })
        .where(and(eq(proposalExtras.id, extra.id), isNull(proposalExtras.bookingId)))
        .returning({ id: proposalExtras.id });
      return linked.length === 1;
    } catch (error) {
      // The booking went to another extra in a concurrent read (unique index on booking_id).
      if (violatedUniqueConstraint(error) === 'proposal_extras_booking') return false;
      throw error;
    }
  },
};

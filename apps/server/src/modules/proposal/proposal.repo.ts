import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  OPEN_PROPOSAL_STATUSES,
  type ProposalHistoryEntry,
  type ProposalListQuery,
  type ProposalStatus,
} from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { bookings, proposals, users, type ProposalRow } from '../../platform/db/schema';
import type { ProposalScope } from '../../platform/http/policy';

/** The booking a proposal became, as its list shows it. */
const bookingColumns = { id: bookings.id, referenceNumber: bookings.referenceNumber, status: bookings.status };

/**
 * The status a proposal reads as at `now` (rules/proposal-status.ts `proposalStatusAt`, in SQL so
 * the list filters and pages on it): an open one past its validity or its trip's first day reads
 * expired. `today` is the UTC date (the deal itself uses the hotel's own date).
 */
function statusAt(now: Date, today: string): SQL<ProposalStatus> {
  return sql<ProposalStatus>`case when ${inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES])} and (${proposals.validUntil} <= ${now.toISOString()}::timestamptz or (${proposals.stay}->'stayPeriod'->>'start') < ${today}) then 'expired' else ${proposals.status} end`;
}

const historyEntry = (entry: ProposalHistoryEntry) => sql`${proposals.history} || ${JSON.stringify([entry])}::jsonb`;

export const proposalRepo = {
  async insert(db: DbOrTx, row: typeof proposals.$inferInsert): Promise<ProposalRow> {
    const [inserted] = await db.insert(proposals).values(row).returning();
    if (!inserted) throw new Error('proposal not inserted');
    return inserted;
  },

  /** The agency's proposal with its agent's name and agent's e-mail, or null (another agency's is not found). */
  async find(db: DbOrTx, agencyId: string, id: string) {
    const [row] = await db
      .select({ proposal: proposals, agentName: users.name, agentEmail: users.email, agentLanguage: users.language })
      .from(proposals)
      .innerJoin(users, eq(users.id, proposals.agentId))
      .where(and(eq(proposals.id, id), eq(proposals.agencyId, agencyId)));
    return row ?? null;
  },

  /** A proposal in `scope` with its booking, or null. */
  async findInScope(db: Db, scope: ProposalScope, id: string) {
    const [row] = await db
      .select({ proposal: proposals, agentName: users.name, booking: bookingColumns })
      .from(proposals)
      .innerJoin(users, eq(users.id, proposals.agentId))
      .leftJoin(bookings, eq(bookings.id, proposals.bookingId))
      .where(and(eq(proposals.id, id), scopeWhere(scope)));
    return row ?? null;
  },

  /**
   * Moves a proposal from `from` to `to` with its history entry; false when it was no longer in
   * `from` (another answer won the race), so each move happens once.
   */
  async move(
    db: DbOrTx,
    id: string,
    from: ProposalStatus,
    entry: ProposalHistoryEntry & { status: ProposalStatus },
    set: Partial<Pick<ProposalRow, 'chosenOption' | 'disapprovalReason' | 'sentAt' | 'viewedAt'>> = {},
  ): Promise<boolean> {
    const moved = await db
      .update(proposals)
      .set({ ...set, status: entry.status, updatedAt: new Date(entry.at), history: historyEntry(entry) })
      .where(and(eq(proposals.id, id), eq(proposals.status, from)))
      .returning({ id: proposals.id });
    return moved.length === 1;
  },

  /** A draft's options, note and validity replaced; false when it is no longer a draft. */
  async updateDraft(
    db: DbOrTx,
    id: string,
    set: Pick<ProposalRow, 'note' | 'options' | 'validUntil' | 'updatedAt'>,
  ): Promise<boolean> {
    const changed = await db
      .update(proposals)
      .set(set)
      .where(and(eq(proposals.id, id), eq(proposals.status, 'draft')))
      .returning({ id: proposals.id });
    return changed.length === 1;
  },

  /** A re-send: the same status, when it went out again. */
  async markSent(db: DbOrTx, id: string, at: Date): Promise<void> {
    await db.update(proposals).set({ sentAt: at, updatedAt: at }).where(eq(proposals.id, id));
  },

  /**
   * Links answered proposals of the agency to the hotel bookings made of them for their clients
   * (through the booking core, by the agent or the client): a booking of the client, of one of
   * its options' hotels for its stay, made after it, not cancelled, and not already another
   * proposal's. A booking goes to one proposal: the one whose chosen option is its hotel, else the
   * latest answered. The proposal then reads booked.
   */
  async linkBookings(db: DbOrTx, agencyId: string, now: Date): Promise<void> {
    const entry = JSON.stringify([{ status: 'booked', at: now.toISOString(), by: 'system' }]);
    await db.execute(sql`
      with candidates as (
        select distinct on (b.id) p.id as proposal_id, b.id as booking_id
        from ${proposals} p
        join ${bookings} b on b.agency_id = p.agency_id and b.user_id = p.client_id and b.vertical = 'hotel'
          and b.created_at >= p.created_at and b.status not in ('cancelled', 'voided', 'failed')
          and b.details->'stay'->>'checkIn' = p.stay->'stayPeriod'->>'start'
          and b.details->'stay'->>'checkOut' = p.stay->'stayPeriod'->>'end'
          and p.options @> jsonb_build_array(jsonb_build_object('hotelId', b.details->'stay'->'hotel'->>'id'))
        where p.agency_id = ${agencyId} and p.status in ('approved', 'booking_requested')
          and not exists (select 1 from ${proposals} q where q.booking_id = b.id)
        order by b.id,
          (p.options->p.chosen_option->>'hotelId' is not distinct from b.details->'stay'->'hotel'->>'id') desc,
          p.updated_at desc
      )
      update ${proposals} p set status = 'booked', booking_id = c.booking_id,
        updated_at = ${now.toISOString()}::timestamptz, history = p.history || ${entry}::jsonb
      from candidates c
      where p.id = c.proposal_id and p.status in ('approved', 'booking_requested')`);
  },

  /** A page of the proposals in `scope`, newest first, filtered as the list asks, and their count. */
  async list(db: Db, scope: ProposalScope, query: ProposalListQuery, now: Date) {
    const today = now.toISOString().slice(0, 10);
    const status = statusAt(now, today);
    const conditions: SQL[] = [scopeWhere(scope)];
    if (query.startDate) conditions.push(gte(proposals.createdAt, new Date(`${query.startDate}T00:00:00Z`)));
    if (query.endDate)
      conditions.push(lt(proposals.createdAt, new Date(Date.parse(`${query.endDate}T00:00:00Z`) + 86_400_000)));
    const tripStart = sql`(${proposals.stay}->'stayPeriod'->>'start')`;
    conditions.push(query.pastTrips === 'true' ? sql`${tripStart} < ${today}` : sql`${tripStart} >= ${today}`);
    if (query.proposalStatus !== 'All') conditions.push(sql`${status} = ${query.proposalStatus}`);
    if (query.bookingStatus === 'none') conditions.push(sql`${bookings.id} is null`);
    else if (query.bookingStatus !== 'All') conditions.push(eq(bookings.status, query.bookingStatus));
    if (query.searchString) {
      const pattern = containsPattern(query.searchString);
      conditions.push(
        or(
          ilike(proposals.clientName, pattern),
          ilike(proposals.clientEmail, pattern),
          ilike(users.name, pattern),
          ilike(bookings.referenceNumber, pattern),
          sql`exists (select 1 from jsonb_array_elements(${proposals.options}) o where lower(o->>'hotelName') like ${pattern})`,
        ) as SQL,
      );
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select({ proposal: proposals, status, agentName: users.name, booking: bookingColumns })
        .from(proposals)
        .innerJoin(users, eq(users.id, proposals.agentId))
        .leftJoin(bookings, eq(bookings.id, proposals.bookingId))
        .where(where)
        .orderBy(desc(proposals.createdAt), desc(proposals.id))
        .limit(query.limit)
        .offset(query.offSet),
      db
        .select({ total: count() })
        .from(proposals)
        .innerJoin(users, eq(users.id, proposals.agentId))
        .leftJoin(bookings, eq(bookings.id, proposals.bookingId))
        .where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },
};

function scopeWhere(scope: ProposalScope): SQL {
  return scope.kind === 'own'
    ? (and(eq(proposals.agencyId, scope.agencyId), eq(proposals.agentId, scope.agentId)) as SQL)
    : eq(proposals.agencyId, scope.agencyId);
}

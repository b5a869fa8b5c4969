import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agency';
import { bookings } from './booking';
import { users } from './user';
import { timestamps } from './columns';

export const APPROVAL_STATUSES = ['pending', 'approved', 'declined'] as const;

/**
 * A restricted agent's booking above the agency's approval limit: it cannot be paid until an
 * owner or admin approves it; declined, it is cancelled (the supplier's hold released).
 */
export const bookingApprovals = pgTable(
  'booking_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    requestedById: uuid('requested_by_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    /** The limit it was over, as it stood then. */
    limitAmount: bigint('limit_amount', { mode: 'number' }).notNull(),
    limitCurrency: text('limit_currency').notNull(),
    decidedById: uuid('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('booking_approvals_booking').on(t.bookingId),
    index('booking_approvals_queue').on(t.agencyId, t.status, t.createdAt),
  ],
);

export type BookingApprovalRow = typeof bookingApprovals.$inferSelect;

import { eq } from 'drizzle-orm';
import { isIsoCurrency, type MessageKey } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { agencies, type BookingRow, type UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { approvalRepo } from '../booking/approval';
import { bookingLink } from '../booking/commands/core';
import type { AgencyResolver } from '../agency/agency.service';

/** What a decision needs of the verticals: a booking's page and its cancel (the registry's). */
export interface ApprovalVerticals {
  detailsPath(row: BookingRow): string;
  cancel(ctx: RequestContext, actor: UserRow, row: BookingRow): Promise<void>;
}

/**
 * The approval queue of the back-office (owners and admins): the restricted agents' bookings over
 * the agency's limit, approved (then payable) or declined (then cancelled), and the limit itself.
 */
export class ApprovalsService {
  constructor(
    private readonly db: Db,
    private readonly resolver: AgencyResolver,
    private readonly verticals: ApprovalVerticals,
  ) {}

  async list(user: UserRow, query: { status: 'pending' | 'approved' | 'declined'; offSet: number; limit: number }) {
    const { rows, total } = await approvalRepo.list(this.db, user.agencyId, query.status, query);
    return {
      totalRecords: total,
      approvals: rows.map(({ approval, booking, agentName }) => ({
        _id: approval.id,
        status: approval.status,
        bookingId: booking.id,
        vertical: booking.vertical,
        referenceNumber: booking.referenceNumber,
        bookingStatus: booking.status,
        amount: booking.totalAmount,
        currency: booking.currency,
        limitAmount: approval.limitAmount,
        limitCurrency: approval.limitCurrency,
        agentId: approval.requestedById,
        agentName,
        reason: approval.reason,
        createdAt: approval.createdAt.toISOString(),
        decidedAt: approval.decidedAt?.toISOString() ?? null,
      })),
    };
  }

  /** Approves a pending approval (404 elsewhere, 409 once decided): the agent may pay it now. */
  async approve(ctx: RequestContext, user: UserRow, id: string): Promise<void> {
    const found = await approvalRepo.find(this.db, user.agencyId, id);
    if (!found) throw new AppError('NOT_FOUND');
    await this.db.transaction(async (tx) => {
      if (!(await approvalRepo.decide(tx, id, 'approved', user.id, null))) throw new AppError('INVALID_STATE');
      const link = bookingLink(ctx.origin, { detailsPath: this.verticals.detailsPath(found.booking) }, found.booking);
      await approvalRepo.mailDecision(tx, ctx, found.agent, found.booking, true, null, link);
    });
  }

  /** Declines a pending approval and cancels its booking with the supplier (never charged). */
  async decline(ctx: RequestContext, user: UserRow, id: string, reason: string | null): Promise<void> {
    const found = await approvalRepo.find(this.db, user.agencyId, id);
    if (!found) throw new AppError('NOT_FOUND');
    await this.db.transaction(async (tx) => {
      if (!(await approvalRepo.decide(tx, id, 'declined', user.id, reason))) throw new AppError('INVALID_STATE');
      const link = bookingLink(ctx.origin, { detailsPath: this.verticals.detailsPath(found.booking) }, found.booking);
      await approvalRepo.mailDecision(tx, ctx, found.agent, found.booking, false, reason, link);
    });
    if (found.booking.status === 'pending_payment') await this.verticals.cancel(ctx, user, found.booking);
  }

  async limit(user: UserRow) {
    const [agency] = await this.db.select().from(agencies).where(eq(agencies.id, user.agencyId));
    if (!agency) throw new AppError('NOT_FOUND');
    return { amount: agency.approvalLimit, currency: agency.approvalLimitCurrency };
  }

  async setLimit(user: UserRow, limit: { amount: number; currency: string }) {
    if (!isIsoCurrency(limit.currency)) throw AppError.invalid('currency', 'validation.currency' satisfies MessageKey);
    await this.db
      .update(agencies)
      .set({ approvalLimit: limit.amount, approvalLimitCurrency: limit.currency })
      .where(eq(agencies.id, user.agencyId));
    await this.resolver.invalidate();
    return limit;
  }
}

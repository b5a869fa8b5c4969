import type { RefundProtectionOffer } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { whoseBookings } from '../booking/customer';
import { refundedAmount, type BookingPayments } from '../booking/booking-payments';
import { bookingNotes } from '../booking/booking-notes';
import { bookingWriteRepo } from '../booking/booking-write.repo';
import type { AgencyRow, BookingRow, UserRow } from '../../platform/db/schema';

const CLAIM = 'refund-protection';

/**
 * Refund protection, for every vertical: the agency sells it as a percent of the price (its own
 * line of the breakdown); a protected booking that ends cancelled or voided gets back everything
 * the supplier's rules kept, except the protection itself.
 */
export class RefundProtectionService {
  constructor(
    private readonly db: Db,
    private readonly payments: BookingPayments,
  ) {}

  offer(agency: AgencyRow): RefundProtectionOffer {
    return { isEnabled: agency.isRefundProtectEnabled, refundProtectMarkup: Number(agency.refundProtectPercent) };
  }

  /** Pays the claim of a protected, ended booking (once); the booking as it then is. */
  async claim(actor: UserRow, referenceNumber: string): Promise<BookingRow> {
    const row = await bookingWriteRepo.findByReference(this.db, whoseBookings(actor), 'any', referenceNumber);
    if (!row) throw new AppError('NOT_FOUND');
    if (!row.isRefundProtected || (row.status !== 'cancelled' && row.status !== 'voided'))
      throw new AppError('INVALID_STATE');
    const payments = await bookingWriteRepo.paymentsOf(this.db, row.agencyId, row.id);
    if (payments.some((p) => p.kind === 'refund' && p.reason === CLAIM)) throw new AppError('INVALID_STATE');
    const protection = row.breakdown
      .filter((line) => line.kind === 'refund_protection')
      .reduce((sum, line) => sum + line.amount, 0);
    const due = row.totalAmount - protection - refundedAmount(payments);
    // Nothing was kept (a void, or a booking never paid): there is nothing to claim.
    if (due <= 0) throw new AppError('INVALID_STATE');
    const { isNew } = await this.payments.refund(row, due, CLAIM);
    if (!isNew) throw new AppError('INVALID_STATE');
    await bookingWriteRepo.recordEvent(this.db, row, actor.id, bookingNotes.protectionClaimed());
    return row;
  }
}

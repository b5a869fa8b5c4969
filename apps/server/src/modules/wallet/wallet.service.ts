import {
  earnedCredit,
  WALLET_EARN_BASIS_POINTS_DEFAULT,
  type RewardWalletConfig,
  type Wallet,
} from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { BookingRow, PaymentRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { RefundReason } from '../booking/booking-payments';
import type { CreditWallet } from '../booking/credit';
import { walletRepo, type WalletMove } from './wallet.repo';
import { userRepo } from '../user/user.repo';

const creditError = (message: 'validation.creditOverBalance' | 'validation.walletDisabled') =>
  new AppError('VALIDATION_FAILED', { details: { creditAmount: message } });

/**
 * The travel reward wallet (decision 031): the application's settings, the credit a completed
 * trip earns, a user's balance and history, and the booking core's `CreditWallet` (hold, release,
 * refund), each move in the caller's transaction with its ledger entry.
 */
export class WalletService implements CreditWallet {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async config(agencyId: string): Promise<RewardWalletConfig> {
    const row = await walletRepo.settings(this.db, agencyId);
    return {
      enabled: row?.enabled ?? false,
      earnBasisPoints: row?.earnBasisPoints ?? WALLET_EARN_BASIS_POINTS_DEFAULT,
    };
  }

  async updateConfig(agencyId: string, change: Partial<RewardWalletConfig>): Promise<RewardWalletConfig> {
    const row = await walletRepo.saveSettings(this.db, agencyId, change);
    return { enabled: row.enabled, earnBasisPoints: row.earnBasisPoints };
  }

  /** A user's wallet: whether it is usable, the rule, balances per currency and a page of history. */
  async walletOf(agencyId: string, userId: string, page: { offSet: number; limit: number }): Promise<Wallet> {
    const [config, user, balances, history] = await Promise.all([
      this.config(agencyId),
      userRepo.findById(this.db, agencyId, userId),
      walletRepo.balances(this.db, agencyId, userId),
      walletRepo.history(this.db, agencyId, userId, page),
    ]);
    if (!user) throw new AppError('NOT_FOUND');
    return {
      isEnabled: config.enabled && user.isRewardWalletEnabled,
      earnBasisPoints: config.earnBasisPoints,
      balances,
      entries: history.rows.map(({ entry, referenceNumber }) => ({
        id: entry.id,
        kind: entry.kind,
        amount: entry.amount,
        currency: entry.currency,
        referenceNumber,
        createdAt: entry.createdAt.toISOString(),
      })),
      totalEntries: history.total,
    };
  }

  /** Takes an attempt's credit from its customer's balance; a 400 on creditAmount when it cannot. */
  async hold(tx: DbOrTx, attempt: PaymentRow): Promise<void> {
    if (attempt.creditAmount <= 0) return;
    const [settings, user] = await Promise.all([
      walletRepo.settings(tx, attempt.agencyId),
      userRepo.findById(tx, attempt.agencyId, attempt.userId),
    ]);
    if (!settings?.enabled || !user?.isRewardWalletEnabled) throw creditError('validation.walletDisabled');
    const result = await walletRepo.move(tx, {
      ...this.moveOf(attempt),
      kind: 'spent',
      amount: -attempt.creditAmount,
    });
    // 'short': the transaction (and the attempt written in it) must not stand.
    if (result === 'short') throw creditError('validation.creditOverBalance');
  }

  /** Gives back what an attempt's hold took, once (nothing when it held nothing). */
  async release(tx: DbOrTx, attempt: PaymentRow): Promise<void> {
    if (attempt.creditAmount <= 0) return;
    const spent = await walletRepo.entry(tx, attempt.agencyId, 'spent', attempt.id);
    if (!spent) return;
    await walletRepo.move(tx, { ...this.moveOf(attempt), kind: 'released', amount: -spent.amount });
  }

  async refund(tx: DbOrTx, row: BookingRow, amount: number, reason: RefundReason): Promise<void> {
    if (amount <= 0) return;
    await walletRepo.move(tx, {
      agencyId: row.agencyId,
      userId: row.userId,
      currency: row.currency,
      kind: 'refunded',
      amount,
      bookingId: row.id,
      reference: `${row.id}:${reason}`,
    });
  }

  /**
   * The earning job's pass: every trip whose last day is over (by `lastTravelDate`, the
   * vertical's), paid and not cancelled, earns its customer the agency's percent, once per
   * booking. Candidates are read by pages (a trip not over yet is looked at again next time).
   * Answers how many bookings were credited.
   */
  async creditCompletedTrips(lastTravelDate: (row: BookingRow) => string | null, pageSize = 200): Promise<number> {
    const today = this.now().toISOString().slice(0, 10);
    let credited = 0;
    let after: string | null = null;
    for (;;) {
      const due = await walletRepo.dueEarnings(this.db, today, after, pageSize);
      for (const { booking, earnBasisPoints } of due) {
        const last = lastTravelDate(booking);
        if (!last || last >= today) continue;
        const amount = earnedCredit(booking.totalAmount, earnBasisPoints);
        if (amount <= 0) continue;
        const result = await this.db.transaction((tx) =>
          walletRepo.move(tx, {
            agencyId: booking.agencyId,
            userId: booking.userId,
            currency: booking.currency,
            kind: 'earned',
            amount,
            bookingId: booking.id,
            reference: booking.id,
          }),
        );
        if (result === 'moved') credited += 1;
      }
      const lastRow = due.at(-1);
      if (!lastRow || due.length < pageSize) return credited;
      after = lastRow.booking.id;
    }
  }

  private moveOf(attempt: PaymentRow): Omit<WalletMove, 'kind' | 'amount'> {
    return {
      agencyId: attempt.agencyId,
      userId: attempt.userId,
      currency: attempt.currency,
      bookingId: attempt.bookingId,
      reference: attempt.id,
    };
  }
}

import type { BookingNote } from '@travel/contracts';
import type { DbOrTx } from '../../../platform/db/client';
import type { BookingRow, UserRow } from '../../../platform/db/schema';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { bookingWriteRepo } from '../booking-write.repo';
import type { VerticalTypes } from '../vertical';
import { findBooking, mailBooking, viewOf, type BookingCore, type BookingMailContext } from './core';
import { hasLapsed, syncWithSupplier } from './sync';
import { assertApproved } from '../approval';

/** The answer of a card payment (the contracts' paymentResultSchemaOf). */
export interface PaymentResult<TView> {
  status: 'succeeded' | 'requires_action';
  challengeUrl: string | null;
  message: null;
  booking: TView;
}

/** How a booking is paid: credit from the reward wallet, the rest by card (no token when credit pays it all). */
export interface PaymentInput {
  paymentToken: string | undefined;
  creditAmount: number;
}

/**
 * Charges a booking's total (reward credit first, the rest with a card token) (BookingPayments: under a lock, never twice) and
 * confirms it when the payment succeeds; a 3-D Secure challenge is answered as such.
 */
export async function pay<T extends VerticalTypes>(
  core: BookingCore<T>,
  ctx: RequestContext,
  actor: UserRow,
  referenceNumber: string,
  payment: PaymentInput,
  returnUrl: string,
): Promise<PaymentResult<T['view']>> {
  const row = await syncWithSupplier(core, await findBooking(core, actor, referenceNumber));
  // A held booking is payable until its time limit; then the supplier releases it.
  if (hasLapsed(core, row)) throw new AppError('TIME_LIMIT_PASSED');
  if (row.status !== 'pending_payment') throw new AppError('INVALID_STATE');
  // Reward credit is its owner's: an agent paying a client's booking cannot spend the client's.
  if (payment.creditAmount > 0 && actor.id !== row.userId)
    throw new AppError('VALIDATION_FAILED', { details: { creditAmount: 'validation.creditNotYours' } });
  // Never charged before an owner or admin approves it (the approval queue).
  await assertApproved(core.db, row);
  const outcome = await core.payments.charge(
    row,
    {
      token: payment.paymentToken,
      creditAmount: payment.creditAmount,
      description: `${core.adapter.label} ${row.referenceNumber}`,
      returnUrl,
    },
    (tx, note) => confirmPaid(core, tx, ctx, row, actor.id, note),
  );
  if (outcome.status === 'failed')
    throw new AppError(outcome.failure === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'PAYMENT_DECLINED');
  if (outcome.status === 'requires_action')
    return {
      status: 'requires_action',
      challengeUrl: outcome.challengeUrl,
      message: null,
      booking: await viewOf(core, row),
    };
  return { status: 'succeeded', challengeUrl: null, message: null, booking: await viewOf(core, outcome.booking) };
}

/**
 * A paid booking is confirmed, with its history line and the confirmation mail, in the
 * payment's transaction. Also what an earlier attempt found paid runs (BookingPayments.onPaid).
 */
export async function confirmPaid<T extends VerticalTypes>(
  core: BookingCore<T>,
  tx: DbOrTx,
  mail: BookingMailContext,
  row: BookingRow,
  actorId: string | null,
  note: BookingNote,
): Promise<BookingRow> {
  const updated = await bookingWriteRepo.transition(tx, row, ['pending_payment'], 'confirmed', {}, actorId, note);
  if (!updated) throw new AppError('INVALID_STATE');
  await mailBooking(tx, core, mail, updated, core.adapter.mail.confirmed);
  return updated;
}

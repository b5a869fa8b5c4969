import { formatMoney } from '@travel/contracts';
import type { BookingRow, UserRow } from '../../../platform/db/schema';
import { AppError } from '../../../platform/http/app-error';
import { mayCancelBooking } from '../../../platform/http/policy';
import type { RequestContext } from '../../../platform/http/request-context';
import { bookingNotes } from '../booking-notes';
import { bookingWriteRepo } from '../booking-write.repo';
import { settlementOf, type Settlement } from '../settlement';
import { callSupplier } from '../supplier-errors';
import { recordOf, type VerticalTypes } from '../vertical';
import { findBooking, mailBooking, viewOf, type BookingCore } from './core';
import { syncWithSupplier } from './sync';

/** What cancelling `row` now would keep and return (the settlement rule, settlement.ts). */
export function settle<T extends VerticalTypes>(core: BookingCore<T>, row: BookingRow): Promise<Settlement> {
  const { supplier } = core.adapter;
  return settlementOf({
    status: row.status,
    currency: row.currency,
    totalAmount: row.totalAmount,
    breakdown: row.breakdown,
    exchangeRate: recordOf(core.adapter, row).details.exchangeRate,
    // A supplier with a fulfil step is paid when it fulfils; one without, when it confirms.
    isSupplierPaid: row.status === 'ticketed' || (row.status === 'confirmed' && !supplier.fulfil),
    supplierQuote: () => callSupplier(() => supplier.cancellationQuote(row.supplierReference ?? '')),
  });
}

/** The cancellation quote of a booking the actor may see, brought up to date with the supplier first. */
export async function cancellationQuote<T extends VerticalTypes>(
  core: BookingCore<T>,
  actor: UserRow,
  referenceNumber: string,
): Promise<Settlement & { referenceNumber: string }> {
  const row = await syncWithSupplier(core, await findBooking(core, actor, referenceNumber));
  return { referenceNumber: row.referenceNumber, ...(await settle(core, row)) };
}

export interface CancelOptions<TOrder> {
  /** Only a void: a booking that cannot be voided now is refused with NOT_VOIDABLE and left as it is. */
  voidOnly?: boolean;
  /** Cancels through another channel of the supplier than its cancel() (a second provider's). */
  cancelOrder?: (reference: string) => Promise<TOrder>;
  /** Why the customer cancels (a vertical's reason code), kept in the history line. */
  reason?: string;
}

/**
 * Cancels a booking, voiding it when the supplier allows a void now (a void returns
 * everything): the supplier first, then the refund of the settlement to the card (once per
 * reason), the status and the mail.
 */
export async function cancel<T extends VerticalTypes>(
  core: BookingCore<T>,
  ctx: RequestContext,
  actor: UserRow,
  row: BookingRow,
  options: CancelOptions<T['order']> = {},
): Promise<T['view']> {
  const { adapter, db } = core;
  if (!mayCancelBooking(actor, row)) throw new AppError('FORBIDDEN');
  const supplier = adapter.supplier;
  const current = await syncWithSupplier(core, row);
  const settlement = await settle(core, current);
  // A void asked for once the window has closed is refused, never turned into a cancellation
  // with a penalty the customer did not agree to.
  if (options.voidOnly && !settlement.isVoidable) throw new AppError('NOT_VOIDABLE');
  const reference = current.supplierReference ?? '';
  const isVoid = settlement.isVoidable;
  const cancelOrder = options.cancelOrder ?? ((ref: string) => supplier.cancel(ref));
  const order = await callSupplier(() => (isVoid && supplier.void ? supplier.void(reference) : cancelOrder(reference)));
  await core.payments.refund(current, settlement.refund.amount, isVoid ? 'void' : 'cancel');
  // An unpaid booking's credit held by a challenged card payment goes back to the wallet.
  if (current.status === 'pending_payment') await core.payments.releaseHolds(current);
  const updated = await db.transaction(async (tx) => {
    const details = {
      ...adapter.withOrder(recordOf(adapter, current).details, order),
      cancelledAt: core.now().toISOString(),
    };
    const next = await bookingWriteRepo.transition(
      tx,
      current,
      ['pending_payment', 'confirmed', 'ticketed'],
      isVoid ? 'voided' : 'cancelled',
      { details },
      actor.id,
      bookingNotes.ended(isVoid ? 'voided' : 'cancelled', settlement.refund, options.reason),
    );
    if (!next) throw new AppError('INVALID_STATE');
    const refund = formatMoney(settlement.refund, ctx.language);
    await mailBooking(tx, core, ctx, next, (mail) => adapter.mail.cancelled(mail, refund));
    return next;
  });
  return viewOf(core, updated);
}

/** The booking with this reference the actor may see, cancelled. */
export async function cancelByReference<T extends VerticalTypes>(
  core: BookingCore<T>,
  ctx: RequestContext,
  actor: UserRow,
  referenceNumber: string,
  options: CancelOptions<T['order']> = {},
): Promise<T['view']> {
  return cancel(core, ctx, actor, await findBooking(core, actor, referenceNumber), options);
}

import type { UserRow } from '../../../platform/db/schema';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { bookingNotes } from '../booking-notes';
import { accountReference } from '../booking-payments';
import { bookingWriteRepo } from '../booking-write.repo';
import { callSupplier } from '../supplier-errors';
import { recordOf, type VerticalTypes } from '../vertical';
import { findBooking, mailBooking, viewOf, type BookingCore } from './core';
import { syncWithSupplier } from './sync';

/**
 * The agency has the supplier issue a booking's documents (tickets, a voucher) and pays it:
 * for a booking paid by card, with that charge's reference; `onAccount`, for one not paid
 * online, on the agency's account (the agency collects from its client), the charge recorded
 * with the fulfilment once the supplier has issued, so a refused fulfilment leaves no payment.
 */
export async function fulfil<T extends VerticalTypes>(
  core: BookingCore<T>,
  ctx: RequestContext,
  agent: UserRow,
  referenceNumber: string,
  options: { onAccount?: boolean } = {},
): Promise<T['view']> {
  const { adapter, db, payments } = core;
  const supplier = adapter.supplier;
  if (!supplier.fulfil) throw new AppError('INVALID_STATE');
  const issue = supplier.fulfil.bind(supplier);
  const row = await syncWithSupplier(core, await findBooking(core, agent, referenceNumber));
  const from = options.onAccount ? 'pending_payment' : 'confirmed';
  if (row.status !== from) throw new AppError('INVALID_STATE');
  const paymentReference = options.onAccount
    ? accountReference(row)
    : ((await payments.chargeReference(row)) ?? `booking:${row.id}`);
  const reference = row.supplierReference ?? '';
  const order = await callSupplier(() => issue(reference, paymentReference));
  const fulfilled = await db.transaction(async (tx) => {
    const updated = await bookingWriteRepo.transition(
      tx,
      row,
      [from],
      'ticketed',
      { details: adapter.withOrder(recordOf(adapter, row).details, order) },
      agent.id,
      options.onAccount ? bookingNotes.ticketedOnAccount() : bookingNotes.ticketed(),
    );
    if (!updated) throw new AppError('INVALID_STATE');
    if (options.onAccount) await payments.chargeOnAccount(tx, row);
    if (adapter.mail.fulfilled) await mailBooking(tx, core, ctx, updated, adapter.mail.fulfilled);
    return updated;
  });
  return viewOf(core, fulfilled);
}

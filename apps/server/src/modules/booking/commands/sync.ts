import { isDeepStrictEqual } from 'node:util';
import type { BookingRow } from '../../../platform/db/schema';
import { sendMail } from '../../../platform/mail/mailer';
import { bookingNotes } from '../booking-notes';
import { bookingWriteRepo } from '../booking-write.repo';
import { callSupplier } from '../supplier-errors';
import { recordOf, type VerticalTypes } from '../vertical';
import type { BookingCore } from './core';

/**
 * Brings a booking in line with its supplier: an unfulfilled booking whose order the supplier
 * has cancelled (a hold not paid or ticketed in time) is cancelled, and refunded when it was
 * paid; one whose order the supplier changed (a new schedule, a date) takes the change in its
 * details and travel date. Ended and fulfilled bookings are left as they are.
 */
export async function syncWithSupplier<T extends VerticalTypes>(
  core: BookingCore<T>,
  row: BookingRow,
): Promise<BookingRow> {
  if (row.status !== 'pending_payment' && row.status !== 'confirmed') return row;
  const { adapter } = core;
  const order = await callSupplier(() => adapter.supplier.retrieve(row.supplierReference ?? ''));
  const current = recordOf(adapter, row).details;
  const details = adapter.withOrder(current, order);
  if (order.state !== 'cancelled' && order.state !== 'rejected') {
    if (isDeepStrictEqual(details, current)) return row;
    const changes = { details, travelDate: adapter.travelDate(details) };
    const updated = await bookingWriteRepo.updateDetails(core.db, row, changes);
    if (updated) await mailAnswer(core, updated, current);
    return updated ?? row;
  }
  // Released at its time limit, or turned down by the supplier: everything paid goes back.
  const isRejected = order.state === 'rejected';
  if (row.status === 'confirmed')
    await core.payments.refund(row, row.totalAmount, isRejected ? 'rejected' : 'time-limit');
  // Unpaid: credit held by a challenged card payment goes back to the wallet.
  else await core.payments.releaseHolds(row);
  const ended = await bookingWriteRepo.transition(
    core.db,
    row,
    [row.status],
    'cancelled',
    { details },
    null,
    isRejected ? bookingNotes.rejected() : bookingNotes.timeLimitLapsed(),
  );
  if (ended) await mailAnswer(core, ended, current);
  return ended ?? row;
}

/** Tells the customer the supplier's own answer (a manual confirmation), when the vertical has a mail for it. */
async function mailAnswer<T extends VerticalTypes>(core: BookingCore<T>, row: BookingRow, before: T['details']) {
  const template = core.adapter.mail.supplierAnswered;
  if (!template || !core.mailContextOf) return;
  const mail = await core.mailContextOf(core.db, row);
  const record = recordOf(core.adapter, row);
  const link = `${mail.origin}${core.adapter.detailsPath}?referenceNumber=${row.referenceNumber}`;
  const message = template({ record, link, language: mail.language }, before);
  if (message) await sendMail(core.db, mail, record.details.contact.email, mail.language, message);
}

/** Held past its time limit and still unfulfilled, or cancelled by the supplier at that limit. */
export function hasLapsed<T extends VerticalTypes>(core: BookingCore<T>, row: BookingRow): boolean {
  const details = recordOf(core.adapter, row).details;
  const holdUntil = core.adapter.holdUntil(details);
  if (holdUntil === null) return false;
  if (row.status === 'pending_payment') return core.now().getTime() > Date.parse(holdUntil);
  return row.status === 'cancelled' && details.cancelledAt === holdUntil;
}

/**
 * The hold-expiry job's pass over one vertical: its oldest unfulfilled bookings (at most
 * `limit`) whose hold has passed, or whose supplier's answer is due, are synced with the
 * supplier, which cancels and refunds those the supplier released or turned down. Answers how
 * many changed.
 */
export async function syncLapsedHolds<T extends VerticalTypes>(core: BookingCore<T>, limit = 100): Promise<number> {
  const held = await bookingWriteRepo.unfulfilled(core.db, core.adapter.key, limit);
  const now = core.now().getTime();
  let changed = 0;
  let failure: unknown = null;
  for (const row of held) {
    const details = recordOf(core.adapter, row).details;
    // Its hold has passed, or the supplier's answer is due.
    const dueAt = core.adapter.holdUntil(details) ?? core.adapter.answerDueAt?.(details) ?? null;
    if (dueAt === null || Date.parse(dueAt) >= now) continue;
    // One booking the supplier cannot answer for does not stop the others; the run still fails.
    const after = await syncWithSupplier(core, row).catch((error: unknown) => {
      failure = error;
      return row;
    });
    if (after.status !== row.status) changed += 1;
  }
  if (failure) throw failure;
  return changed;
}

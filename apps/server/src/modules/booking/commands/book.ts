import { randomBytes } from 'node:crypto';
import { todayIn, withRefundProtection } from '@travel/contracts';
import type { BookingRow, UserRow } from '../../../platform/db/schema';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { bookingNotes } from '../booking-notes';
import { bookingWriteRepo } from '../booking-write.repo';
import { customerOfQuote } from '../customer';
import { callSupplier } from '../supplier-errors';
import { recordOf, type VerticalTypes } from '../vertical';
import { bookingLink, viewOf, type BookingCore } from './core';
import { needsApproval, requestApproval } from '../approval';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomReference(): string {
  return [...randomBytes(8)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
}

/**
 * Books a quote: the request checked against the quote, the customer the quote was priced for,
 * the supplier's order (held, or confirmed by suppliers that do not hold), then the booking
 * record at the quote's price (with refund protection when chosen), awaiting payment.
 */
export async function book<T extends VerticalTypes>(
  core: BookingCore<T>,
  ctx: RequestContext,
  actor: UserRow,
  input: T['input'],
  options: { resumed?: boolean } = {},
): Promise<T['view']> {
  const { adapter, db } = core;
  const quote = await adapter.findQuote(ctx.agency, actor, input.quoteId);
  const request = adapter.bookRequest(quote, input, todayIn('UTC', core.now()));
  // Protection the agency does not sell (none on the quote) would be a free claim later on.
  if (input.isTripProtectionSelected && !(quote.refundProtectPercent > 0))
    throw AppError.invalid('isTripProtectionSelected', 'validation.invalid');
  const customer = await customerOfQuote(db, ctx.agency, actor, quote, input.clientId);

  const order = await callSupplier(() => adapter.supplier.book(request));
  const breakdown = input.isTripProtectionSelected
    ? withRefundProtection(quote.breakdown, quote.refundProtectPercent)
    : quote.breakdown;
  const details = adapter.newDetails(quote, input, order);
  const row = await db
    .transaction(async (tx) => {
      const inserted = await bookingWriteRepo.insert(
        tx,
        {
          agencyId: ctx.agency.id,
          userId: customer.id,
          createdById: actor.id,
          vertical: adapter.key,
          referenceNumber: await bookingWriteRepo.freshReference(
            tx,
            ctx.agency.id,
            adapter.referencePrefix,
            randomReference,
          ),
          status: 'pending_payment',
          supplier: adapter.supplier.name,
          supplierReference: order.reference,
          currency: breakdown.currency,
          totalAmount: breakdown.total,
          breakdown: breakdown.lines,
          details: adapter.details.parse(details),
          travelDate: adapter.travelDate(details),
          isRefundProtected: input.isTripProtectionSelected,
        },
        actor.id,
        adapter.bookedNote === 'reserved' ? bookingNotes.reserved(order.reference) : bookingNotes.held(order.reference),
      );
      // A restricted agent's booking over the agency's limit waits for an owner's or admin's approval.
      if (await needsApproval(tx, ctx.agency, actor, { amount: breakdown.total, currency: breakdown.currency }))
        await requestApproval(tx, ctx, inserted, actor, bookingLink(ctx.origin, adapter, inserted));
      return inserted;
    })
    .catch((error: unknown) => {
      if (options.resumed) return alreadyBooked(core, error, ctx, customer, quote.id, order.reference);
      throw error;
    });
  return viewOf(core, row);
}

/**
 * A retry of a call whose key was left in progress (its first answer was lost): when the
 * supplier's order of this quote is already the same customer's booking of the same quote, that
 * booking is the answer; otherwise the error stands. A new key still gets ALREADY_BOOKED.
 */
async function alreadyBooked<T extends VerticalTypes>(
  core: BookingCore<T>,
  error: unknown,
  ctx: RequestContext,
  customer: UserRow,
  quoteId: string,
  supplierReference: string,
): Promise<BookingRow> {
  if (!(error instanceof AppError) || error.code !== 'ALREADY_BOOKED') throw error;
  const existing = await bookingWriteRepo.findBySupplierReference(
    core.db,
    { kind: 'own', agencyId: ctx.agency.id, userId: customer.id },
    core.adapter.key,
    supplierReference,
  );
  if (!existing || recordOf(core.adapter, existing).details.quoteId !== quoteId) throw error;
  return existing;
}

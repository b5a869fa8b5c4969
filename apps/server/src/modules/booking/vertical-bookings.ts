import type { Db, DbOrTx } from '../../platform/db/client';
import type { BookingRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { agencyOrigin, type PublicSite } from '../../platform/http/public-origin';
import type { RequestContext } from '../../platform/http/request-context';
import { agencyRepo } from '../agency/agency.repo';
import { userRepo } from '../user/user.repo';
import { BookingQueries } from './booking.queries';
import type { BookingPayments } from './booking-payments';
import { book } from './commands/book';
import { cancel, cancelByReference, cancellationQuote, settle, type CancelOptions } from './commands/cancel';
import { findBooking, viewOf, type BookingCore } from './commands/core';
import { fulfil } from './commands/fulfil';
import { confirmPaid, pay, type PaymentInput } from './commands/pay';
import { resendConfirmation } from './commands/resend';
import { syncLapsedHolds, syncWithSupplier } from './commands/sync';
import type { VerticalAdapter, VerticalTypes } from './vertical';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The booking core bound to one vertical: every command (commands/) and the lists
 * (booking.queries.ts) over its adapter. Built once per vertical in the composition root.
 */
export class VerticalBookings<T extends VerticalTypes> {
  readonly core: BookingCore<T>;
  readonly queries: BookingQueries<T>;

  constructor(
    deps: { db: Db; payments: BookingPayments; site: PublicSite; now?: () => Date },
    readonly adapter: VerticalAdapter<T>,
  ) {
    // Mail without a request: from the booking's agency, in its customer's language.
    const mailContextOf = async (db: DbOrTx, row: BookingRow) => {
      const agency = await agencyRepo.findById(db, row.agencyId);
      const customer = await userRepo.findById(db, row.agencyId, row.userId);
      if (!agency) throw new AppError('NOT_FOUND');
      return { agency, origin: agencyOrigin(agency, deps.site), language: customer?.language ?? 'en' };
    };
    this.core = { db: deps.db, payments: deps.payments, adapter, now: deps.now ?? (() => new Date()), mailContextOf };
    this.queries = new BookingQueries(this.core);
    // An earlier attempt found paid (settled with the gateway, no request of the customer's).
    deps.payments.onPaid(adapter.key, async (tx, row, note) =>
      confirmPaid(this.core, tx, await mailContextOf(tx, row), row, null, note),
    );
  }

  get key() {
    return this.adapter.key;
  }

  find(actor: UserRow, referenceNumber: string): Promise<BookingRow> {
    return findBooking(this.core, actor, referenceNumber);
  }

  /** The booking the actor may see, by its id or its reference number (404 otherwise). */
  async findByIdOrReference(actor: UserRow, id: string): Promise<BookingRow> {
    return this.find(actor, UUID.test(id) ? (await this.queries.byId(actor, id)).referenceNumber : id);
  }

  /**
   * Removes what a checkout left behind: the actor's booking not paid yet, cancelled with its
   * supplier (the room or car goes back). A paid booking is cancelled, never removed (409).
   */
  async removeUnpaid(ctx: RequestContext, actor: UserRow, id: string): Promise<T['view']> {
    const row = await this.findByIdOrReference(actor, id);
    if (row.status !== 'pending_payment') throw new AppError('INVALID_STATE');
    return this.cancel(ctx, actor, row);
  }

  view(row: BookingRow): Promise<T['view']> {
    return viewOf(this.core, row);
  }

  /** Reservation details, brought up to date with the supplier first. */
  async details(actor: UserRow, referenceNumber: string): Promise<T['view']> {
    return this.view(await this.sync(await this.find(actor, referenceNumber)));
  }

  book(ctx: RequestContext, actor: UserRow, input: T['input'], options: { resumed?: boolean } = {}) {
    return book(this.core, ctx, actor, input, options);
  }

  pay(ctx: RequestContext, actor: UserRow, referenceNumber: string, payment: PaymentInput, returnUrl: string) {
    return pay(this.core, ctx, actor, referenceNumber, payment, returnUrl);
  }

  fulfil(ctx: RequestContext, agent: UserRow, referenceNumber: string, options: { onAccount?: boolean } = {}) {
    return fulfil(this.core, ctx, agent, referenceNumber, options);
  }

  settlement(row: BookingRow) {
    return settle(this.core, row);
  }

  cancellationQuote(actor: UserRow, referenceNumber: string) {
    return cancellationQuote(this.core, actor, referenceNumber);
  }

  cancel(ctx: RequestContext, actor: UserRow, row: BookingRow, options: CancelOptions<T['order']> = {}) {
    return cancel(this.core, ctx, actor, row, options);
  }

  cancelByReference(
    ctx: RequestContext,
    actor: UserRow,
    referenceNumber: string,
    options: CancelOptions<T['order']> = {},
  ) {
    return cancelByReference(this.core, ctx, actor, referenceNumber, options);
  }

  sync(row: BookingRow): Promise<BookingRow> {
    return syncWithSupplier(this.core, row);
  }

  syncLapsedHolds(limit?: number): Promise<number> {
    return syncLapsedHolds(this.core, limit);
  }

  resendConfirmation(ctx: RequestContext, actor: UserRow, referenceNumber: string): Promise<void> {
    return resendConfirmation(this.core, ctx, actor, referenceNumber);
  }
}

import { randomBytes } from 'node:crypto';
import {
  breakdownOf,
  convertMinorUnits,
  formatMoney,
  todayIn,
  withRefundProtection,
  type BookingNote,
  type FlightBooking,
  type Language,
  type Money,
  type TravelerInput,
} from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { bookingScopeOf, canBookFor } from '../../platform/http/policy';
import type { RequestContext } from '../../platform/http/request-context';
import type { MailContext } from '../../platform/mail/mailer';
import type { FlightOrder, FlightSupplier } from '../../suppliers/flights/port';
import type { BookingRow, UserRow } from '../../platform/db/schema';
import { accountReference, type BookingPayments } from '../booking/booking-payments';
import { bookingNotes } from '../booking/booking-notes';
import { bookingWriteRepo } from '../booking/booking-write.repo';
import { userRepo } from '../user/user.repo';
import { agencyRepo } from '../agency/agency.repo';
import { agencyOrigin, type PublicSite } from '../../platform/http/public-origin';
import { flightDetailsOf, toFlightBookingView, type FlightBookingDetails } from './flight-booking.mapper';
import type { FlightSearchService } from './flight-search.service';
import { toQuoteView } from './flight-quote';
import { callSupplier } from './supplier-errors';
import { checkTravelers } from './travelers';
import { itineraryLines, sendFlightMail } from './flight-mail';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomReference(): string {
  return [...randomBytes(8)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
}

/** Who a booking's mail is from and in which language it is written. */
type BookingMailContext = MailContext & { language: Language };

export interface BookInput {
  quoteId: string;
  travelers: TravelerInput[];
  contact: { email: string; phone: string };
  isTripProtectionSelected: boolean;
  clientId?: string | undefined;
}

/** What cancelling now would keep and return, in the booking's currency. */
export interface Settlement {
  penalty: Money;
  refund: Money;
  isVoidable: boolean;
}

/**
 * A flight booking's whole life: held with the airline, paid, ticketed, voided or cancelled,
 * with its status history, payments, refunds and mail.
 */
export class FlightBookingService {
  constructor(
    private readonly db: Db,
    private readonly supplier: FlightSupplier,
    private readonly search: FlightSearchService,
    private readonly payments: BookingPayments,
    private readonly site: PublicSite,
    private readonly now: () => Date = () => new Date(),
  ) {
    // An earlier attempt found paid (settled with the gateway, no request of the customer's).
    payments.onPaid('flight', async (tx, row, note) => {
      const agency = await agencyRepo.findById(tx, row.agencyId);
      const customer = await userRepo.findById(tx, row.agencyId, row.userId);
      if (!agency) throw new AppError('NOT_FOUND');
      const mail = { agency, origin: agencyOrigin(agency, this.site), language: customer?.language ?? 'en' };
      return this.confirmPaid(tx, mail, row, null, note);
    });
  }

  /** The booking as the API answers it. */
  async view(row: BookingRow): Promise<FlightBooking> {
    const [customer, payments, history] = await Promise.all([
      bookingWriteRepo.customerName(this.db, row.agencyId, row.userId),
      bookingWriteRepo.paymentsOf(this.db, row.agencyId, row.id),
      bookingWriteRepo.events(this.db, row.agencyId, row.id),
    ]);
    return toFlightBookingView(row, customer, payments, history);
  }

  /** A booking the actor may see, by reference (another agency's or another client's is not found). */
  async find(actor: UserRow, referenceNumber: string): Promise<BookingRow> {
    const row = await bookingWriteRepo.findByReference(this.db, bookingScopeOf(actor), 'flight', referenceNumber);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Holds the quoted itinerary with the airline and records the booking, awaiting payment. */
  async book(
    ctx: RequestContext,
    actor: UserRow,
    input: BookInput,
    options: { resumed?: boolean } = {},
  ): Promise<FlightBooking> {
    const quote = await this.search.findQuote(ctx.agency, actor, input.quoteId);
    const quoteView = toQuoteView(quote);
    const firstLeg = quoteView.flights[0];
    if (!firstLeg) throw new AppError('INTERNAL');
    const departureDate = firstLeg.departureTime.slice(0, 10);
    const problem = checkTravelers(input.travelers, quoteView.passengers, departureDate, todayIn('UTC', this.now()));
    if (problem) throw AppError.invalid(problem.field, problem.message);
    // Protection the agency does not sell (none on the quote) would be a free claim later on.
    if (input.isTripProtectionSelected && !(quoteView.refundProtectPercent > 0))
      throw AppError.invalid('isTripProtectionSelected', 'validation.invalid');

    // The booking is the customer's the quote was priced for: their markup is in its price.
    const customerId = quote.clientId ?? actor.id;
    if (input.clientId && input.clientId !== customerId) throw AppError.invalid('clientId', 'validation.quoteCustomer');
    let customer = actor;
    if (quote.clientId) {
      if (!canBookFor(actor, quote.clientId)) throw new AppError('FORBIDDEN');
      const client = await userRepo.findById(this.db, ctx.agency.id, quote.clientId);
      if (!client) throw new AppError('NOT_FOUND');
      customer = client;
    }

    const order = await callSupplier(() =>
      this.supplier.book({
        offerId: quote.offerId,
        fareFamily: quote.details.fareFamily,
        passengers: input.travelers.map((t) => ({
          type: t.type,
          givenName: t.givenName,
          familyName: t.familyName,
          birthDate: t.birthDate,
          ...(t.gender ? { gender: t.gender } : {}),
        })),
        contact: input.contact,
        idempotencyKey: `quote:${quote.id}`,
        expectedTotal: { amount: quote.supplierTotal, currency: quote.supplierCurrency },
      }),
    );

    const priced = breakdownOf(quote.currency, quoteView.breakdown.lines);
    const breakdown = input.isTripProtectionSelected
      ? withRefundProtection(priced, quoteView.refundProtectPercent)
      : priced;
    const details: FlightBookingDetails = {
      quoteId: quote.id,
      offerId: quote.offerId,
      fareFamily: quote.details.fareFamily,
      fareFamilyName: quoteView.fareFamilyName,
      conditions: quoteView.conditions,
      flights: quoteView.flights,
      travelers: input.travelers.map((t, index) => ({
        ...t,
        ticketNumber: order.passengers[index]?.ticketNumber ?? null,
      })),
      contact: input.contact,
      bookedStatus: order.status,
      ticketingTimeLimit: order.ticketingTimeLimit,
      ticketedAt: null,
      voidableUntil: null,
      cancelledAt: null,
      exchangeRate: quoteView.exchangeRate,
      supplierCurrency: quote.supplierCurrency,
    };
    const row = await this.db
      .transaction(async (tx) =>
        bookingWriteRepo.insert(
          tx,
          {
            agencyId: ctx.agency.id,
            userId: customer.id,
            createdById: actor.id,
            vertical: 'flight',
            referenceNumber: await bookingWriteRepo.freshReference(tx, ctx.agency.id, 'FL', randomReference),
            status: 'pending_payment',
            supplier: this.supplier.name,
            supplierReference: order.pnr,
            currency: breakdown.currency,
            totalAmount: breakdown.total,
            breakdown: breakdown.lines,
            details: details as unknown as Record<string, unknown>,
            travelDate: departureDate,
            isRefundProtected: input.isTripProtectionSelected,
          },
          actor.id,
          bookingNotes.held(order.pnr),
        ),
      )
      .catch((error: unknown) => {
        if (options.resumed) return this.alreadyBooked(error, ctx, customer, quote.id, order.pnr);
        throw error;
      });
    return this.view(row);
  }

  /**
   * A retry of a call whose key was left in progress (its first answer was lost): when the
   * airline's order of this quote is already the same customer's booking of the same quote,
   * that booking is the answer; otherwise the error stands. A new key still gets ALREADY_BOOKED.
   */
  private async alreadyBooked(error: unknown, ctx: RequestContext, customer: UserRow, quoteId: string, pnr: string) {
    if (!(error instanceof AppError) || error.code !== 'ALREADY_BOOKED') throw error;
    const existing = await bookingWriteRepo.findBySupplierReference(
      this.db,
      { kind: 'own', agencyId: ctx.agency.id, userId: customer.id },
      'flight',
      pnr,
    );
    if (!existing || flightDetailsOf(existing).quoteId !== quoteId) throw error;
    return existing;
  }

  /** Charges the booking's total with a card token; confirms it when the payment succeeds. */
  async pay(ctx: RequestContext, actor: UserRow, referenceNumber: string, paymentToken: string, returnUrl: string) {
    const row = await this.syncWithSupplier(await this.find(actor, referenceNumber));
    // A held booking is payable until its ticketing time limit; then the airline releases it.
    if (this.hasLapsed(row)) throw new AppError('TIME_LIMIT_PASSED');
    if (row.status !== 'pending_payment') throw new AppError('INVALID_STATE');
    const outcome = await this.payments.charge(
      row,
      { token: paymentToken, description: `Flight ${row.referenceNumber}`, returnUrl },
      (tx, note) => this.confirmPaid(tx, ctx, row, actor.id, note),
    );
    if (outcome.status === 'failed')
      throw new AppError(outcome.failure === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'PAYMENT_DECLINED');
    if (outcome.status === 'requires_action')
      return {
        status: 'requires_action' as const,
        challengeUrl: outcome.challengeUrl,
        message: null,
        booking: await this.view(row),
      };
    return {
      status: 'succeeded' as const,
      challengeUrl: null,
      message: null,
      booking: await this.view(outcome.booking),
    };
  }

  /** Held past its ticketing time limit, or cancelled by the airline at that limit. */
  private hasLapsed(row: BookingRow): boolean {
    const { ticketingTimeLimit, cancelledAt } = flightDetailsOf(row);
    if (ticketingTimeLimit === null) return false;
    if (row.status === 'pending_payment') return this.now().getTime() > Date.parse(ticketingTimeLimit);
    return row.status === 'cancelled' && cancelledAt === ticketingTimeLimit;
  }

  /** A paid booking is confirmed, with its history line and the confirmation mail, in the payment's transaction. */
  private async confirmPaid(
    tx: DbOrTx,
    mail: BookingMailContext,
    row: BookingRow,
    actorId: string | null,
    note: BookingNote,
  ) {
    const updated = await bookingWriteRepo.transition(tx, row, ['pending_payment'], 'confirmed', {}, actorId, note);
    if (!updated) throw new AppError('INVALID_STATE');
    await this.mailConfirmation(tx, mail, updated);
    return updated;
  }

  /** The agency issues the tickets of a paid booking; the PNR mail goes to the traveller. */
  async ticket(ctx: RequestContext, agent: UserRow, referenceNumber: string): Promise<FlightBooking> {
    const row = await this.syncWithSupplier(await this.find(agent, referenceNumber));
    if (row.status !== 'confirmed') throw new AppError('INVALID_STATE');
    const paidBy = (await this.payments.chargeReference(row)) ?? `booking:${row.id}`;
    return this.issueTickets(ctx, agent, row, paidBy, ['confirmed'], bookingNotes.ticketed());
  }

  /** Tickets a booking not paid online, on the agency's account (the agency collects from its client). */
  async ticketOnAccount(ctx: RequestContext, agent: UserRow, referenceNumber: string): Promise<FlightBooking> {
    const row = await this.syncWithSupplier(await this.find(agent, referenceNumber));
    if (row.status !== 'pending_payment') throw new AppError('INVALID_STATE');
    // The charge on account is recorded with the ticketing, once the airline has issued the
    // tickets: a refused or failed ticketing leaves no payment behind.
    return this.issueTickets(
      ctx,
      agent,
      row,
      accountReference(row),
      ['pending_payment'],
      bookingNotes.ticketedOnAccount(),
      (tx) => this.payments.chargeOnAccount(tx, row),
    );
  }

  private async issueTickets(
    ctx: RequestContext,
    actor: UserRow,
    row: BookingRow,
    paymentReference: string,
    from: BookingRow['status'][],
    note: BookingNote,
    recordPayment?: (tx: DbOrTx) => Promise<unknown>,
  ) {
    const pnr = row.supplierReference ?? '';
    const order = await callSupplier(() => this.supplier.payAndTicket(pnr, paymentReference));
    const ticketed = await this.db.transaction(async (tx) => {
      const updated = await bookingWriteRepo.transition(
        tx,
        row,
        from,
        'ticketed',
        { details: this.withOrder(row, order) },
        actor.id,
        note,
      );
      if (!updated) throw new AppError('INVALID_STATE');
      if (recordPayment) await recordPayment(tx);
      const details = flightDetailsOf(updated);
      await sendFlightMail(tx, ctx, details.contact.email, ctx.language, {
        kind: 'flight-ticketed',
        name: details.travelers[0]?.givenName ?? '',
        reference: updated.referenceNumber,
        pnr,
        tickets: details.travelers.map((t) => `${t.givenName} ${t.familyName}: ${t.ticketNumber ?? '-'}`),
        link: `${ctx.origin}/flight-details?referenceNumber=${updated.referenceNumber}`,
      });
      return updated;
    });
    return this.view(ticketed);
  }

  /** Reservation details, brought up to date with the airline first. */
  async details(actor: UserRow, referenceNumber: string): Promise<FlightBooking> {
    return this.view(await this.syncWithSupplier(await this.find(actor, referenceNumber)));
  }

  /** What cancelling now would keep and return (voiding, when allowed, returns everything). */
  async settlement(row: BookingRow): Promise<Settlement> {
    const currency = row.currency;
    const zero = { amount: 0, currency };
    const paid = { amount: row.totalAmount, currency };
    if (row.status === 'pending_payment') return { penalty: zero, refund: zero, isVoidable: false };
    if (row.status === 'confirmed') return { penalty: zero, refund: paid, isVoidable: false };
    if (row.status !== 'ticketed') throw new AppError('INVALID_STATE');
    const quote = await callSupplier(() => this.supplier.penaltyQuote(row.supplierReference ?? ''));
    if (quote.isVoidable) return { penalty: zero, refund: paid, isVoidable: true };
    const details = flightDetailsOf(row);
    // What the airline refunds, in the booking's currency at the rate locked on its quote.
    const airlineRefund = convertMinorUnits(quote.refund.amount, quote.refund.currency, currency, details.exchangeRate);
    // The customer gets back what the airline refunds and the agency's markup; the agency fee and
    // the refund protection are kept.
    const markup = row.breakdown.filter((line) => line.kind === 'markup').reduce((sum, line) => sum + line.amount, 0);
    const refund = Math.min(row.totalAmount, airlineRefund + markup);
    return {
      penalty: { amount: row.totalAmount - refund, currency },
      refund: { amount: refund, currency },
      isVoidable: false,
    };
  }

  async penalty(actor: UserRow, referenceNumber: string) {
    const row = await this.syncWithSupplier(await this.find(actor, referenceNumber));
    return { referenceNumber: row.referenceNumber, ...(await this.settlement(row)) };
  }

  /**
   * Cancels a booking (voiding a ticket still within its 24 hours): the airline first, then the
   * refund to the card, the status and the mail. With `voidOnly`, only a void is done: a booking
   * that cannot be voided now is refused with NOT_VOIDABLE and left as it is.
   */
  async cancel(
    ctx: RequestContext,
    actor: UserRow,
    row: BookingRow,
    options: { viaPnr?: boolean; voidOnly?: boolean } = {},
  ): Promise<FlightBooking> {
    const current = await this.syncWithSupplier(row);
    const settlement = await this.settlement(current);
    // A void asked for once the window has closed is refused, never turned into a cancellation
    // with a penalty the customer did not agree to.
    if (options.voidOnly && !settlement.isVoidable) throw new AppError('NOT_VOIDABLE');
    const pnr = current.supplierReference ?? '';
    // Within 24 hours of ticketing a void returns everything, so a cancellation then is a void.
    const isVoid = settlement.isVoidable;
    const order =
      current.status === 'pending_payment' || current.status === 'confirmed' || !isVoid
        ? await callSupplier(() => (options.viaPnr ? this.supplier.cancelByPnr(pnr) : this.supplier.cancel(pnr)))
        : await callSupplier(() => this.supplier.void(pnr));
    await this.payments.refund(current, settlement.refund.amount, isVoid ? 'void' : 'cancel');
    const to = isVoid ? 'voided' : 'cancelled';
    const updated = await this.db.transaction(async (tx) => {
      const details = { ...this.withOrder(current, order), cancelledAt: this.now().toISOString() };
      const next = await bookingWriteRepo.transition(
        tx,
        current,
        ['pending_payment', 'confirmed', 'ticketed'],
        to,
        { details },
        actor.id,
        bookingNotes.ended(isVoid ? 'voided' : 'cancelled', settlement.refund),
      );
      if (!next) throw new AppError('INVALID_STATE');
      const view = flightDetailsOf(next);
      await sendFlightMail(tx, ctx, view.contact.email, ctx.language, {
        kind: 'flight-cancelled',
        name: view.travelers[0]?.givenName ?? '',
        reference: next.referenceNumber,
        refund: formatMoney(settlement.refund, ctx.language),
        link: `${ctx.origin}/flight-details?referenceNumber=${next.referenceNumber}`,
      });
      return next;
    });
    return this.view(updated);
  }

  /** Sends the confirmation mail again. */
  async resendConfirmation(ctx: RequestContext, actor: UserRow, referenceNumber: string): Promise<void> {
    const row = await this.find(actor, referenceNumber);
    if (row.status === 'pending_payment' || row.status === 'failed') throw new AppError('INVALID_STATE');
    await this.mailConfirmation(this.db, ctx, row);
  }

  /**
   * Brings a booking in line with the airline: a held booking not ticketed in time is cancelled
   * by the airline, and a paid one is then refunded.
   */
  private async syncWithSupplier(row: BookingRow): Promise<BookingRow> {
    if (row.status !== 'pending_payment' && row.status !== 'confirmed') return row;
    const order = await callSupplier(() => this.supplier.retrieve(row.supplierReference ?? ''));
    if (order.status !== 'cancelled') return row;
    if (row.status === 'confirmed') await this.payments.refund(row, row.totalAmount, 'time-limit');
    const details = { ...this.withOrder(row, order), cancelledAt: order.cancelledAt };
    return (
      (await bookingWriteRepo.transition(
        this.db,
        row,
        [row.status],
        'cancelled',
        { details },
        null,
        bookingNotes.timeLimitLapsed(),
      )) ?? row
    );
  }

  /** The booking's details with the airline order's latest state (status, tickets, dates). */
  private withOrder(row: BookingRow, order: FlightOrder): Record<string, unknown> {
    const details = flightDetailsOf(row);
    const next: FlightBookingDetails = {
      ...details,
      bookedStatus: order.status,
      ticketingTimeLimit: order.ticketingTimeLimit,
      ticketedAt: order.ticketedAt,
      voidableUntil: order.voidableUntil,
      cancelledAt: order.cancelledAt ?? order.voidedAt,
      travelers: details.travelers.map((t, index) => ({
        ...t,
        ticketNumber: order.passengers[index]?.ticketNumber ?? t.ticketNumber,
      })),
    };
    return next as unknown as Record<string, unknown>;
  }

  private async mailConfirmation(db: DbOrTx, ctx: BookingMailContext, row: BookingRow): Promise<void> {
    const details = flightDetailsOf(row);
    await sendFlightMail(db, ctx, details.contact.email, ctx.language, {
      kind: 'flight-confirmed',
      name: details.travelers[0]?.givenName ?? '',
      reference: row.referenceNumber,
      itinerary: itineraryLines(details.flights),
      total: formatMoney({ amount: row.totalAmount, currency: row.currency }, ctx.language),
      link: `${ctx.origin}/flight-details?referenceNumber=${row.referenceNumber}`,
    });
  }
}

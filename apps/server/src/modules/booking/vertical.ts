import { z } from 'zod';
import type { BookingBase, Breakdown, Language, Money, Vertical } from '@travel/contracts';
import type { AgencyRow, BookingRow, UserRow } from '../../platform/db/schema';
import type { ModuleMail } from '../../platform/mail/templates';
import type { BookingSupplier, SupplierOrder } from '../../suppliers/booking-port';

/**
 * What a vertical (flights, hotels, cars, activities) tells the booking core. The core books,
 * charges, fulfils, cancels, settles, syncs and lists any booking through this and nothing else;
 * it never imports a vertical. The composition root (apps/server/src/verticals.ts) lists them.
 */

/** What every vertical's booking request has besides its own fields (travellers, rooms, drivers...). */
export interface BookInputBase {
  quoteId: string;
  contact: { email: string; phone: string };
  isTripProtectionSelected: boolean;
  /** When given, it must be the customer the quote was priced for. */
  clientId?: string | undefined;
}

/** What the core needs of a priced quote: whose it is, its price and its locked rate. */
export interface BookableQuote<TQuote> {
  id: string;
  /** The client an agent priced it for; null when it is the actor's own. */
  clientId: string | null;
  /** The price in the customer's currency, without refund protection. */
  breakdown: Breakdown;
  /** The protection the agency sells on it, in percent (0: none). */
  refundProtectPercent: number;
  /** The supplier's total the customer agreed to, in the supplier's currency. */
  supplierTotal: Money;
  /** The vertical's own view of the quote. */
  data: TQuote;
}

/**
 * The fields of `bookings.details` every vertical keeps; a vertical's details schema extends
 * this one (`bookingDetailsBaseSchema.extend({...})`) and is parsed on every read.
 */
export const bookingDetailsBaseSchema = z.object({
  quoteId: z.string(),
  contact: z.object({ email: z.string(), phone: z.string() }),
  /** The supplier order's own status, in the supplier's words. */
  bookedStatus: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Supplier currency to booking currency, locked on the quote: refunds are converted at it. */
  exchangeRate: z.number(),
  supplierCurrency: z.string(),
});
export type BookingDetailsBase = z.infer<typeof bookingDetailsBaseSchema>;

/** A booking row with its details parsed by its vertical's schema. */
export interface BookingRecord<TDetails> {
  row: BookingRow;
  details: TDetails;
}

/** The types a vertical plugs in, named once. */
export interface VerticalTypes {
  /** Its quote as the API shows it. */
  quote: unknown;
  /** Its booking request body. */
  input: BookInputBase;
  /** What its supplier's book() takes. */
  request: unknown;
  /** What its supplier answers. */
  order: SupplierOrder;
  /** What its booking keeps in `details`. */
  details: BookingDetailsBase;
  /** Its booking as the API answers it. */
  view: BookingBase;
}

/** A booking as an itinerary shows it: a title and its lines, each time local to its place (and named so). */
export interface ItineraryEntry {
  title: string;
  lines: string[];
}

/** What the mail of a booking is made from. */
export interface BookingMail<TDetails> {
  record: BookingRecord<TDetails>;
  /** The booking's page on the agency's site. */
  link: string;
  language: Language;
}

export interface VerticalAdapter<T extends VerticalTypes> {
  key: Vertical;
  /** The first letters of its reference numbers ('FL'). */
  referencePrefix: string;
  /** How a payment reads on a card statement: `${label} ${referenceNumber}`. */
  label: string;
  /** Its page of a booking on the agency's site, e.g. '/flight-details' (?referenceNumber= follows). */
  detailsPath: string;
  supplier: BookingSupplier<T['request'], T['order']>;
  /**
   * The history line of a new booking; by default the airline's hold of a record locator
   * ('held'). A supplier that does not hold says 'reserved'.
   */
  bookedNote?: 'held' | 'reserved';
  /** The schema of its `details` column, parsed on read. */
  details: z.ZodType<T['details']>;
  /** The actor's priced quote, still valid (NOT_FOUND, QUOTE_EXPIRED otherwise). */
  findQuote(agency: AgencyRow, actor: UserRow, quoteId: string): Promise<BookableQuote<T['quote']>>;
  /** Checks the request against the quote (a 400 on its field) and builds the supplier's booking request. */
  bookRequest(quote: BookableQuote<T['quote']>, input: T['input'], today: string): T['request'];
  /** The details of a booking just made with the supplier. */
  newDetails(quote: BookableQuote<T['quote']>, input: T['input'], order: T['order']): T['details'];
  /** The day the trip starts (lists are sorted and filtered by it). */
  travelDate(details: T['details']): string | null;
  /** The trip's last day (the reward wallet credits a trip once it has passed); absent: the travel date. */
  lastTravelDate?(details: T['details']): string | null;
  /** Until when an unpaid booking is held by the supplier (null: no limit). */
  holdUntil(details: T['details']): string | null;
  /**
   * When the supplier answers a booking it has not confirmed yet (an activity confirmed by hand),
   * so the hold-expiry job reads it then; null or absent: nothing awaited.
   */
  answerDueAt?(details: T['details']): string | null;
  /** The details with the supplier order's latest state (status, documents, dates). */
  withOrder(details: T['details'], order: T['order']): T['details'];
  mail: {
    confirmed(mail: BookingMail<T['details']>): ModuleMail;
    cancelled(mail: BookingMail<T['details']>, refund: string): ModuleMail;
    /** Its documents issued (tickets, a voucher); for verticals with a fulfil step. */
    fulfilled?(mail: BookingMail<T['details']>): ModuleMail;
    /**
     * The supplier's own answer came since `before` (a booking confirmed by hand accepted, or
     * turned down and cancelled): its mail, or null when nothing the customer waits for changed.
     */
    supplierAnswered?(mail: BookingMail<T['details']>, before: T['details']): ModuleMail | null;
  };
  /** The booking in the itinerary an agent e-mails a client (the back-office's email-itinerary). */
  itinerary?(record: BookingRecord<T['details']>): ItineraryEntry;
  /** Its booking as the API answers it: the shared fields and its own. */
  view(base: BookingBase, record: BookingRecord<T['details']>): T['view'];
}

/** The details of a booking row, parsed by its vertical's schema (no casts). */
export function recordOf<T extends VerticalTypes>(
  adapter: VerticalAdapter<T>,
  row: BookingRow,
): BookingRecord<T['details']> {
  return { row, details: adapter.details.parse(row.details) };
}

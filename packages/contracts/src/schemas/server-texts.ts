import { z } from 'zod';

/**
 * Texts the server makes for people to read travel as a message key and its values; the web app
 * words them in the reader's language (decision 017). Never English sentences.
 */

/** What a line of a booking's history says. */
export const BOOKING_NOTE_KEYS = [
  /** Booked: the airline holds the seats under {{pnr}}. */
  'held',
  /** Booked: the supplier (a hotel) reserved it under its reference {{reference}}. */
  'reserved',
  /** Paid by card: {{brand}} ('visa', as the gateway names it) ending {{last4}}. */
  'paid',
  /** Tickets issued after the card payment. */
  'ticketed',
  /** Tickets issued on the agency's account (not paid online). */
  'ticketedOnAccount',
  /** Voided; the refund is {{amount}} minor units of {{currency}}. */
  'voided',
  /** Cancelled; the refund is {{amount}} minor units of {{currency}}. */
  'cancelled',
  /** Not ticketed before the ticketing time limit: the airline released the seats. */
  'timeLimitLapsed',
  /** Turned down by the supplier (an activity confirmed by hand); everything paid is refunded. */
  'rejectedBySupplier',
  /** The customer claimed the refund protection. */
  'protectionClaimed',
  /** Paid in full from the reward wallet: {{amount}} minor units of {{currency}}. */
  'paidWithCredit',
  /** A line written before history lines had keys: {{text}}, shown as written. */
  'text',
] as const;
export type BookingNoteKey = (typeof BOOKING_NOTE_KEYS)[number];

export const bookingNoteSchema = z.object({
  key: z.enum(BOOKING_NOTE_KEYS),
  values: z.record(z.string(), z.string()),
});
export type BookingNote = z.infer<typeof bookingNoteSchema>;

/** A fare rule's category, as a GDS fare display groups them. */
export const FARE_RULE_CATEGORIES = ['Baggage', 'Seats', 'Changes', 'Cancellation', 'Void'] as const;

/** The sentences a fare rule is made of. */
export const FARE_RULE_SENTENCES = [
  'noCheckedBag',
  /** {{count}} checked bags of up to 23 kg per passenger with a seat. */
  'checkedBags',
  'cabinBag',
  'noCabinBag',
  'seatsPaid',
  'seatsStandardFree',
  'seatsFree',
  'notChangeable',
  /** Changes for {{money}} per passenger plus any fare difference. */
  'changeFee',
  'changeFree',
  'notRefundable',
  /** Refundable less {{money}} per passenger with a seat, capped at the base fare. */
  'refundPenalty',
  'refundable',
  'voidWithin24Hours',
] as const;
export type FareRuleSentence = (typeof FARE_RULE_SENTENCES)[number];

const money = z.object({ amount: z.number().int(), currency: z.string() });

export const fareRuleSchema = z.object({
  category: z.enum(FARE_RULE_CATEGORIES),
  sentences: z.array(
    z.object({
      key: z.enum(FARE_RULE_SENTENCES),
      /** A count the sentence names (bags). */
      count: z.number().int().optional(),
      /** An amount the sentence names (a fee, a penalty). */
      money: money.optional(),
    }),
  ),
});
export type FareRule = z.infer<typeof fareRuleSchema>;

import type { Money } from '@travel/contracts';

/** Boards (meal plans), with Hotelbeds' codes: room only, bed and breakfast, half, full board, all inclusive. */
export type BoardCode = 'RO' | 'BB' | 'HB' | 'FB' | 'AI';
export const BOARD_CODES: readonly BoardCode[] = ['RO', 'BB', 'HB', 'FB', 'AI'];
/** English names of the boards (the UI translates the codes). */
export const BOARD_NAMES: Readonly<Record<BoardCode, string>> = {
  RO: 'Room only',
  BB: 'Bed and breakfast',
  HB: 'Half board',
  FB: 'Full board',
  AI: 'All inclusive',
};

/** The price of one night for every room booked. */
export interface NightlyPrice {
  /** Local date of the night ('YYYY-MM-DD'): the night from this date to the next. */
  date: string;
  /** Room and board for every room, before discounts and taxes. */
  amount: Money;
}

/** A promotion taking money off (Hotelbeds' offers): amount is negative. */
export interface DiscountLine {
  /** The vendor's own wording ('Early booking -10%'), shown when the kind is not one we know. */
  label: string;
  /** What the discount is for, when the vendor says, and its percentage: shown in the reader's language. */
  kind?: 'early_booking' | 'long_stay' | 'last_minute' | 'special_offer' | 'resident';
  percent?: number;
  amount: Money;
}

/** What is paid at the property, not to the vendor. */
export interface PropertyFee {
  kind: 'city_tax' | 'resort_fee' | 'taxes';
  /** The vendor's wording: 'City tax (per adult per night)', 'Resort fee', 'Taxes (12%)'. */
  label: string;
  /** A tax's percentage of the room price. */
  percent?: number;
  amount: Money;
}

/**
 * A rate's price for the whole stay and every room. By construction:
 * total = base + sum(discounts) + (taxes.included ? taxes.amount : 0), and
 * payAtPropertyTotal = sum(payAtProperty) (including taxes when not included).
 */
export interface RatePrice {
  /** ISO 4217 code of every amount (the vendor's contract currency or the one asked for). */
  currency: string;
  nights: NightlyPrice[];
  /** Sum of the nights. */
  base: Money;
  discounts: DiscountLine[];
  /** Taxes on the room: included in total, or else payable at the property. */
  taxes: { included: boolean; amount: Money };
  /** Paid when booking (to the vendor): the net rate. */
  total: Money;
  payAtProperty: PropertyFee[];
  payAtPropertyTotal: Money;
}

/**
 * From `from` on (until the next step), cancelling costs `amount`. Times are instants; the
 * local wall clock of the hotel is given too so it can be shown as the hotel states it.
 */
export interface PenaltyStep {
  /** ISO instant (UTC). */
  from: string;
  /** The hotel's local wall clock at that instant, 'YYYY-MM-DDTHH:mm'. */
  fromLocal: string;
  /** The hotel's UTC offset at that instant, '+HH:MM'. */
  utcOffset: string;
  /** Kept from the total if cancelled from then on; at most the total. */
  amount: Money;
}

export interface CancellationPolicy {
  refundable: boolean;
  /** IANA zone of the hotel, in which the steps are set. */
  timeZone: string;
  /** Cancelling before this instant is free (the first step's from, ISO); null when non-refundable. */
  freeCancellationUntil: string | null;
  /** The same in the hotel's local time, 'YYYY-MM-DDTHH:mm'; null when non-refundable. */
  freeCancellationUntilLocal: string | null;
  /** Steps in time order; a non-refundable rate has one step, from booking, of the full total. */
  steps: PenaltyStep[];
}

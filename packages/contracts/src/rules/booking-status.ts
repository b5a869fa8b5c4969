/** Every status a booking of any vertical can have (the database's and the API's). */
export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'ticketed', 'cancelled', 'voided', 'failed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Where a booking may go from each status: held awaiting payment, paid (confirmed), fulfilled
 * (ticketed, or a voucher issued), and the three ends. Nothing leaves an end.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  // Paid by card, fulfilled on the agency's account, released or lapsed, voided, or refused.
  pending_payment: ['confirmed', 'ticketed', 'cancelled', 'voided', 'failed'],
  confirmed: ['ticketed', 'cancelled', 'voided'],
  ticketed: ['cancelled', 'voided'],
  cancelled: [],
  voided: [],
  failed: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

/** No status follows this one. */
export function isFinalStatus(status: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[status].length === 0;
}

/** The booking can still be cancelled (or voided) from this status. */
export function isCancellableStatus(status: BookingStatus): boolean {
  return canTransition(status, 'cancelled');
}

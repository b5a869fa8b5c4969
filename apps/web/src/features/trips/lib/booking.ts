import type { BookingBase } from '@travel/contracts';

/**
 * A protected booking, cancelled or voided, whose refund does not yet cover everything but the
 * protection itself: claiming would return the rest.
 */
export function canClaimProtection(booking: BookingBase): boolean {
  if (!booking.isTripProtectionSelected) return false;
  if (booking.bookingStatus !== 'cancelled' && booking.bookingStatus !== 'voided') return false;
  return (booking.refund?.amount ?? 0) < booking.breakdown.total - booking.protectionAmount;
}

import type { AgencyPerson, PersonBooking } from '@travel/contracts';
import type { BookingRow, UserRow } from '../../platform/db/schema';

/** A client or agent as the back-office lists show them. */
export function toPerson(user: UserRow, bookingCount: number): AgencyPerson {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    userType: user.userType === 'Client' ? 'Client' : 'Agent',
    status: user.status,
    isVerified: user.emailVerifiedAt !== null,
    isRestrictedAgent: user.isRestrictedAgent,
    isRewardWalletEnable: user.isRewardWalletEnabled,
    phone: user.phone,
    bookingCount,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toPersonBooking({ booking, customer }: { booking: BookingRow; customer: UserRow }): PersonBooking {
  return {
    _id: booking.id,
    referenceNumber: booking.referenceNumber,
    vertical: booking.vertical,
    status: booking.status,
    total: { amount: booking.totalAmount, currency: booking.currency },
    travelDate: booking.travelDate,
    customer: { _id: customer.id, name: customer.name, email: customer.email },
    createdAt: booking.createdAt.toISOString(),
  };
}

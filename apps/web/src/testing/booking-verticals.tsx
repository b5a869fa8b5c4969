import type { ReactNode } from 'react';
import { BOOKING_VERTICALS } from '../app/verticals';
import { BookingVerticalsProvider } from '../shared/booking/registry';

/** The app's vertical registry, for page tests of the pages that show every vertical's bookings. */
export function WithBookingVerticals({ children }: { children: ReactNode }) {
  return <BookingVerticalsProvider verticals={BOOKING_VERTICALS}>{children}</BookingVerticalsProvider>;
}

import type { ReactNode } from 'react';
import { BookingVerticalsProvider } from '../../shared/booking/registry';
import { BOOKING_VERTICALS } from '../verticals';

/**
 * The pages that list and show bookings of every vertical get the registry here. Each is loaded
 * on demand with its page (routes.tsx), so the shell's first paint carries no vertical's views
 * and My Trips none of the agency's list.
 */
export function WithVerticals({ children }: { children: ReactNode }) {
  return <BookingVerticalsProvider verticals={BOOKING_VERTICALS}>{children}</BookingVerticalsProvider>;
}

import type { ReactNode } from 'react';
import { AgencyBookingsPage } from '../features/agency-bookings/pages/bookings-page';
import { MyTripsPage as TripsPage } from '../features/trips/pages/my-trips-page';
import { ReservationDetailsPage } from '../features/trips/pages/reservation-details-page';
import { BookingVerticalsProvider } from '../shared/booking/registry';
import { BOOKING_VERTICALS } from './verticals';

/**
 * The pages that list and show bookings of every vertical, given the registry. Loaded on demand
 * with them (routes.tsx), so the shell's first paint carries no vertical's views.
 */
function WithVerticals({ children }: { children: ReactNode }) {
  return <BookingVerticalsProvider verticals={BOOKING_VERTICALS}>{children}</BookingVerticalsProvider>;
}

export function MyTripsPage() {
  return (
    <WithVerticals>
      <TripsPage />
    </WithVerticals>
  );
}

export function FlightReservationDetailsPage() {
  return (
    <WithVerticals>
      <ReservationDetailsPage vertical="flight" />
    </WithVerticals>
  );
}

export function FlightBookingsPage() {
  return (
    <WithVerticals>
      <AgencyBookingsPage vertical="flight" />
    </WithVerticals>
  );
}

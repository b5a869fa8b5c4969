import type { Vertical } from '@travel/contracts';

/** Where the agent area shows a booking of each vertical. */
const BOOKING_PAGES: Record<Vertical, string> = {
  flight: '/bookings/flights',
  hotel: '/bookings/hotels',
  car: '/bookings/cars',
  activity: '/bookings/activities',
};

/** The agent area's page of one booking. */
export const agencyBookingPath = (vertical: Vertical, bookingId: string) =>
  `${BOOKING_PAGES[vertical]}/${encodeURIComponent(bookingId)}`;

/** The agent area's list of a vertical's bookings. */
export const agencyBookingsPath = (vertical: Vertical) => BOOKING_PAGES[vertical];

import type { CancellationPaths } from '../../../shared/booking/manage/cancel-api';
import type { KitTexts } from '../../../shared/booking/texts';

/** The agency's cancellation of a flight booking (spec section 7, agency flight bookings). */
export const AGENCY_FLIGHT_CANCELLATION: CancellationPaths = {
  penalty: '/api/agency/flights/bookings/getPenalty',
  cancel: '/api/agency/flights/bookings/flightCancelBooking',
  cancelVoid: '/api/agency/flights/bookings/flightCancelVoidBooking',
};

/** The agency's words of a cancellation. */
export const CANCEL_TEXTS: KitTexts = { ns: 'agency', keyPrefix: 'flights.cancel' };

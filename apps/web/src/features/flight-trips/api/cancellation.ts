import type { CancellationPaths } from '../../../shared/booking/manage/cancel-api';

/** The customer's cancellation of a flight booking (spec section 7). */
export const FLIGHT_CANCELLATION: CancellationPaths = {
  penalty: '/api/flight/get-penalty',
  cancel: '/api/flight/flight-cancel-booking',
  cancelVoid: '/api/flight/flightCancelVoidBooking',
};

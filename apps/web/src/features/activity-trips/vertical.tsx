import type { ActivityBooking } from '@travel/contracts';
import { findActivityBooking } from '../../shared/activity/activity-booking-api';
import { ActivityBookingSections } from '../../shared/activity/activity-booking-sections';
import { activityPayPath } from '../../shared/activity/paths';
import type { CustomerBookingViews } from '../../shared/booking/registry';
import { getActivityTrips } from './api/activity-bookings';
import { ActivityTripCard } from './components/activity-trip-card';
import { ActivityTripCancel, ActivityTripSummary } from './components/activity-trip-summary';

/** What My Trips and a booking's details show of an activity (registered in app/verticals.ts). */
export const activityCustomerViews: CustomerBookingViews<ActivityBooking> = {
  getTrips: getActivityTrips,
  getDetails: findActivityBooking,
  // Cancel-penalty with reasons and a refund that may change: the activity's own panel.
  cancellation: null,
  CancelPanel: ActivityTripCancel,
  payPath: activityPayPath,
  sendConfirmationPath: '/api/activities/email',
  searchHintKey: 'activity.searchPlaceholder',
  TripCard: ActivityTripCard,
  DetailsSummary: ActivityTripSummary,
  DetailsSections: ActivityBookingSections,
  isFulfilled: (booking) => booking.bookingStatus === 'confirmed' && booking.supplierStatus === 'CONFIRMED',
};

import type { ActivityBooking } from '@travel/contracts';
import type { AgencyBookingViews } from '../../shared/booking/registry';
import { activityBookingsKey, getActivityBookings } from './api/activity-bookings';
import { useActivityRowView } from './components/row-view';

/** What the agency's bookings list shows of activity bookings (registered in app/verticals.ts). */
export const activityAgencyViews: AgencyBookingViews<ActivityBooking> = {
  listKey: activityBookingsKey,
  getBookings: getActivityBookings,
  useRowView: useActivityRowView,
  textsPrefix: 'activities',
};

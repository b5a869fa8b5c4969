import {
  activityActionResponseSchema,
  activityBookBodySchema,
  activityBookingListResponseSchema,
  activityBookingResponseSchema,
  activityPaymentResponseSchema,
  activityPenaltyResponseSchema,
  type ActivityBookingsPage,
} from '@travel/contracts';
import type { BookingRouteTable } from '../booking/booking.routes';
import type { ActivityTypes } from './activity.vertical';

/**
 * The activity booking paths of the spec (section 7, "Activities"; the agency's activity
 * bookings of "Agency back-office") served by the booking core's routes. A booking's details,
 * cancel-penalty and cancel by its id, the removal of an unpaid booking and the ticket PDF are
 * the activity's own routes (activity-booking.routes.ts).
 */
export const activityBookingPaths: BookingRouteTable<ActivityTypes> = {
  tag: 'activities',
  call: 'activity',
  schemas: {
    bookBody: activityBookBodySchema,
    booking: activityBookingResponseSchema,
    payment: activityPaymentResponseSchema,
    action: activityActionResponseSchema,
    list: activityBookingListResponseSchema,
    penalty: activityPenaltyResponseSchema,
  },
  listData: (page): ActivityBookingsPage => ({ activities: page.bookings, totalActivityRecords: page.total }),
  cancelledMessage: 'message.bookingCancelled',
  book: '/activities/book',
  pay: {
    url: '/activities/payment',
    returnUrl: (referenceNumber) =>
      `/booknow/activities/bookings/checkout?resume=${encodeURIComponent(referenceNumber)}`,
  },
  resendMail: '/activities/email',
  lists: [
    {
      url: '/activities/user/bookings',
      permission: 'session',
      summary: "The user's activity bookings (an agent's: the agency's)",
    },
    { url: '/agency/activities/bookings', permission: 'agent', summary: "The agency's activity bookings" },
  ],
  byId: { url: '/agency/activities/bookings/:id', permission: 'agent', summary: 'One activity booking' },
};

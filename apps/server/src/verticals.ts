import type { Vertical } from '@travel/contracts';
import type { Db } from './platform/db/client';
import type { PublicSite } from './platform/http/public-origin';
import type { App } from './platform/http/types';
import { bookingRoutes, type BookingRouteTable } from './modules/booking/booking.routes';
import type { BookingPayments } from './modules/booking/booking-payments';
import { recordOf, type ItineraryEntry, type VerticalTypes } from './modules/booking/vertical';
import type { BookingRow, UserRow } from './platform/db/schema';
import type { RequestContext } from './platform/http/request-context';
import { VerticalBookings } from './modules/booking/vertical-bookings';
import { flightBookingPaths } from './modules/flight/flight-booking.paths';
import { flightBookingRoutes } from './modules/flight/flight-booking.routes';
import { FlightBookingService } from './modules/flight/flight-booking.service';
import type { FlightSearchService } from './modules/flight/flight-search.service';
import { flightVertical } from './modules/flight/flight.vertical';
import { hotelBookingPaths } from './modules/hotel/hotel-booking.paths';
import { hotelBookingRoutes } from './modules/hotel/hotel-booking.routes';
import { HotelVendors } from './modules/hotel/hotel-vendors';
import { hotelVertical } from './modules/hotel/hotel.vertical';
import type { QuoteService } from './modules/pricing/quote.service';
import { carBookingPaths } from './modules/car/car-booking.paths';
import { carBookingRoutes } from './modules/car/car-booking.routes';
import { carBookingSupplier } from './modules/car/car-supplier-errors';
import { carVertical } from './modules/car/car.vertical';
import type { CarSupplier } from './suppliers/cars/port';
import type { ActivitySupplier } from './suppliers/activities/port';
import { activityBookingPaths } from './modules/activity/activity-booking.paths';
import { activityBookingRoutes } from './modules/activity/activity-booking.routes';
import { activityBookingSupplier } from './modules/activity/activity-supplier-errors';
import { activityVertical } from './modules/activity/activity.vertical';
import type { FlightSupplier } from './suppliers/flights/port';
import type { HotelSupplier } from './suppliers/hotels/port';

/**
 * The registry of verticals (composition root): each vertical's adapter bound to the booking
 * core, its spec paths and its own routes. Adding a vertical is one more entry here; the core
 * (modules/booking) never imports a vertical.
 */

/** A vertical as the app and the jobs see it, its types closed over. */
export interface RegisteredVertical {
  key: Vertical;
  /** Its booking routes: the core's at its spec paths, then its own. */
  routes: (app: App) => Promise<void>;
  /** The hold-expiry job's pass over its bookings. */
  syncLapsedHolds(): Promise<number>;
  /** A booking of it in an itinerary (the back-office's email-itinerary). */
  itinerary(row: BookingRow): ItineraryEntry;
  /** Its page of a booking on the agency's site (the adapter's). */
  detailsPath: string;
  /** The last day of a booking's trip (the reward wallet's earning waits for it to pass). */
  lastTravelDate(row: BookingRow): string | null;
  /** Cancels a booking of it (a declined approval): with the supplier, refunded per the core's rule. */
  cancel(ctx: RequestContext, actor: UserRow, row: BookingRow): Promise<void>;
}

/** What the booking core of every vertical runs with. */
export interface BookingCoreDeps {
  db: Db;
  payments: BookingPayments;
  site: PublicSite;
  now?: () => Date;
}

/** Binds a vertical's adapter to the core and its paths to the core's routes. */
export function registerVertical<T extends VerticalTypes>(
  bookings: VerticalBookings<T>,
  paths: BookingRouteTable<T>,
  ownRoutes?: (app: App) => Promise<void>,
): RegisteredVertical {
  const core = bookingRoutes(bookings.core.db, bookings, paths);
  return {
    key: bookings.key,
    routes: async (app) => {
      await core(app);
      if (ownRoutes) await ownRoutes(app);
    },
    syncLapsedHolds: () => bookings.syncLapsedHolds(),
    detailsPath: bookings.adapter.detailsPath,
    lastTravelDate: (row) => {
      const { adapter } = bookings;
      const { details } = recordOf(adapter, row);
      return adapter.lastTravelDate?.(details) ?? adapter.travelDate(details);
    },
    cancel: async (ctx, actor, row) => {
      await bookings.cancel(ctx, actor, row);
    },
    itinerary: (row) => {
      const { adapter } = bookings;
      const entry = adapter.itinerary?.(recordOf(adapter, row));
      return (
        entry ?? { title: `${adapter.label} ${row.referenceNumber}`, lines: row.travelDate ? [row.travelDate] : [] }
      );
    },
  };
}

/** Every vertical of the product. */
export function createVerticals(
  deps: BookingCoreDeps & {
    flightSearch: FlightSearchService;
    flightSupplier: FlightSupplier;
    quotes: QuoteService;
    hotelSuppliers: HotelSupplier[];
    carSupplier: CarSupplier;
    activitySupplier: ActivitySupplier;
  },
) {
  const flights = new VerticalBookings(deps, flightVertical(deps.flightSearch, deps.flightSupplier));
  const flightBookings = new FlightBookingService(flights, deps.flightSupplier);
  const hotels = new VerticalBookings(deps, hotelVertical(deps.quotes, new HotelVendors(deps.hotelSuppliers)));
  const cars = new VerticalBookings(deps, carVertical(deps.quotes, carBookingSupplier(deps.carSupplier)));
  const activities = new VerticalBookings(
    deps,
    activityVertical(deps.quotes, activityBookingSupplier(deps.activitySupplier)),
  );
  return {
    flightBookings,
    carBookings: cars,
    activityBookings: activities,
    verticals: [
      registerVertical(flights, flightBookingPaths, flightBookingRoutes(flightBookings)),
      registerVertical(hotels, hotelBookingPaths, hotelBookingRoutes(hotels)),
      registerVertical(cars, carBookingPaths, carBookingRoutes(cars)),
      registerVertical(activities, activityBookingPaths, activityBookingRoutes(activities, deps.activitySupplier)),
    ],
  };
}

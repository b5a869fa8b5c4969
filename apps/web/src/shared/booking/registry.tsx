import { createContext, useContext, type ReactNode } from 'react';
import type { BookingBase, BookingListQuery, Vertical } from '@travel/contracts';
import type { BookingActionResult, CancellationPaths } from './manage/cancel-api';
import type { BookingRowView } from './manage/bookings-table';
import type { KitTexts } from './texts';

/**
 * The vertical registry's shape: what a vertical (flights today; hotels, cars and activities as
 * they come) tells the pages that list and show bookings of every vertical (My Trips, a
 * reservation's details, the agency's bookings). The pages and this kit name no vertical; the
 * features register theirs in app/verticals.ts.
 *
 * Views are written as methods: a vertical's views take its own booking type, and the pages hand
 * them only bookings that vertical answered.
 */

/** A page of a vertical's bookings, whatever the list keys of its endpoint. */
export interface BookingPage<B> {
  bookings: B[];
  total: number;
}

/** The filters and paging of a booking list as the pages send them. */
export interface BookingListRequest {
  offSet: number;
  limit: number;
  selectedStatus: BookingListQuery['selectedStatus'];
  searchString: string;
  showPastTrips: boolean;
  /** Whose bookings: one customer's only. */
  userId: string | undefined;
  /** Created on or after, 'YYYY-MM-DD'. */
  startDate?: string | undefined;
  /** Created on or before, 'YYYY-MM-DD'. */
  endDate?: string | undefined;
}

/** The request as the query of a list endpoint (spec section 7): `showPastTrips` as text. */
export function listQueryOf(request: BookingListRequest) {
  return { ...request, showPastTrips: request.showPastTrips ? 'true' : 'false' };
}

/** What the customer's pages show of a vertical's bookings. */
export interface CustomerBookingViews<B extends BookingBase> {
  /** One page of the signed-in user's bookings (My Trips). */
  getTrips(request: BookingListRequest, signal?: AbortSignal): Promise<BookingPage<B>>;
  /** One booking by its reference, up to date with the supplier. */
  getDetails(referenceNumber: string, signal?: AbortSignal): Promise<B>;
  /** The customer's cancellation endpoints (the kit's quote and cancel); null when `CancelPanel` is the vertical's own. */
  cancellation: CancellationPaths | null;
  /**
   * The vertical's own cancellation on the details page, when the kit's does not fit (an
   * activity's: a reason, and a refund that may change and be confirmed again).
   */
  CancelPanel?(props: { booking: B; onCancelled(booking: B): void; onFailed(): void }): ReactNode;
  /** Where a held booking is paid (its checkout's payment step); null while the vertical has none. */
  payPath(referenceNumber: string): string | null;
  /** Resends the confirmation e-mail. */
  sendConfirmationPath: string;
  /** The key, in the trips texts, of My Trips' search hint: what a search finds (a flight's PNR, a hotel's confirmation). */
  searchHintKey: string;
  /** The booking's card in My Trips. */
  TripCard(props: { booking: B }): ReactNode;
  /** The top of the details page: what was booked, its status and references. */
  DetailsSummary(props: { booking: B }): ReactNode;
  /** The details page's main column: what was booked, in detail (a flight's legs, travellers and fare). */
  DetailsSections(props: { booking: B }): ReactNode;
  /** Whether the booking is fulfilled (ticketed, voucher issued): a cancellation then follows the rules. */
  isFulfilled(booking: B): boolean;
  /**
   * What the customer is told once a cancellation is done; without it, the spec's 'Flight
   * cancelled successfully' (a hotel's comes from the server: 'Booking Cancelled Successfully').
   */
  cancelledMessage?(result: BookingActionResult<B>): string;
  /** The cancellation's words (quote, notes, keep), when not a flight's (`trips` `cancel`). */
  cancelTexts?: KitTexts;
}

/** What the agency's pages show of a vertical's bookings. */
export interface AgencyBookingViews<B extends BookingBase> {
  /** The query key of its bookings list, which an action's answer updates in place. */
  listKey: readonly unknown[];
  /** One page of the agency's bookings. */
  getBookings(request: BookingListRequest, signal?: AbortSignal): Promise<BookingPage<B>>;
  /** Its columns, status and actions in the bookings table (a hook: the views translate). */
  useRowView(): BookingRowView<B>;
  /** Where the namespace 'agency' keeps this vertical's words of its list (`flights`). */
  textsPrefix: string;
}

/** A registered vertical. */
export interface BookingVertical<B extends BookingBase = BookingBase> {
  key: Vertical;
  customer: CustomerBookingViews<B>;
  agency: AgencyBookingViews<B>;
}

const VerticalsContext = createContext<readonly BookingVertical[]>([]);

/** Gives the pages the verticals the app registers (app/verticals.ts). */
export function BookingVerticalsProvider({
  verticals,
  children,
}: {
  verticals: readonly BookingVertical[];
  children: ReactNode;
}) {
  return <VerticalsContext value={verticals}>{children}</VerticalsContext>;
}

/** Every registered vertical, in the registry's order. */
export function useBookingVerticals(): readonly BookingVertical[] {
  return useContext(VerticalsContext);
}

/** One registered vertical, or null when it is not registered. */
export function useBookingVertical(key: Vertical): BookingVertical | null {
  return useBookingVerticals().find((vertical) => vertical.key === key) ?? null;
}

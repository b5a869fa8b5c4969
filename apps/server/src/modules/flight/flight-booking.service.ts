import type { FlightBooking } from '@travel/contracts';
import type { BookingRow, UserRow } from '../../platform/db/schema';
import type { RequestContext } from '../../platform/http/request-context';
import type { FlightSupplier } from '../../suppliers/flights/port';
import type { VerticalBookings } from '../booking/vertical-bookings';
import type { FlightTypes } from './flight.vertical';

/**
 * What only flights do with a booking, on top of the booking core (modules/booking): ticketing
 * (the core's fulfil: by card, or on the agency's account) and the second provider's cancel by
 * PNR. Booking, payment, cancellation, settlement, sync and lists are the core's.
 */
export class FlightBookingService {
  constructor(
    readonly bookings: VerticalBookings<FlightTypes>,
    private readonly supplier: FlightSupplier,
  ) {}

  /** The booking as the API answers it. */
  view(row: BookingRow): Promise<FlightBooking> {
    return this.bookings.view(row);
  }

  /** The agency issues the tickets of a paid booking; the PNR mail goes to the traveller. */
  ticket(ctx: RequestContext, agent: UserRow, referenceNumber: string): Promise<FlightBooking> {
    return this.bookings.fulfil(ctx, agent, referenceNumber);
  }

  /** Tickets a booking not paid online, on the agency's account (the agency collects from its client). */
  ticketOnAccount(ctx: RequestContext, agent: UserRow, referenceNumber: string): Promise<FlightBooking> {
    return this.bookings.fulfil(ctx, agent, referenceNumber, { onAccount: true });
  }

  /** Cancels through the second provider, by the airline's record locator. */
  async cancelByPnr(ctx: RequestContext, actor: UserRow, pnr: string): Promise<FlightBooking> {
    const row = await this.bookings.queries.bySupplierReference(actor, pnr);
    return this.bookings.cancel(ctx, actor, row, { cancelOrder: (reference) => this.supplier.cancelByPnr(reference) });
  }
}

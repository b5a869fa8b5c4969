import { AppError } from '../../platform/http/app-error';
import type { BookingSupplier } from '../../suppliers/booking-port';
import {
  HotelSupplierError,
  isHotelSupplierError,
  type HotelBookRequest,
  type HotelCancellationQuote,
  type HotelOrder,
  type HotelSupplier,
} from '../../suppliers/hotels/port';

/** A hotel booking request for the vendor whose rate the quote holds. */
export interface HotelVendorBookRequest extends HotelBookRequest {
  vendor: string;
}

/**
 * The configured hotel vendors as one booking supplier for the booking core: a booking goes to
 * the vendor of its quote's rate; an order is found at the vendor that knows its reference
 * (each vendor answers ORDER_NOT_FOUND for another's).
 */
export class HotelVendors implements BookingSupplier<HotelVendorBookRequest, HotelOrder> {
  readonly name = 'hotels';

  constructor(private readonly vendors: readonly HotelSupplier[]) {}

  /** The vendor with this code (OFFER_NOT_FOUND when it is not configured any more). */
  vendor(code: string): HotelSupplier {
    const vendor = this.vendors.find((candidate) => candidate.name === code);
    if (!vendor) throw new HotelSupplierError('OFFER_NOT_FOUND', `Hotel vendor ${code} is not configured`);
    return vendor;
  }

  /** Books with the quote's vendor; the last room taken by another booking is a hotel's own sold-out error. */
  async book({ vendor, ...request }: HotelVendorBookRequest): Promise<HotelOrder> {
    try {
      return await this.vendor(vendor).book(request);
    } catch (error) {
      if (isHotelSupplierError(error, 'SOLD_OUT'))
        throw new AppError('SOLD_OUT', { message: 'error.hotelSoldOut', cause: error });
      throw error;
    }
  }

  retrieve(reference: string): Promise<HotelOrder> {
    return this.atVendor(reference, (vendor) => vendor.retrieve(reference));
  }

  cancellationQuote(reference: string, at?: Date): Promise<HotelCancellationQuote> {
    return this.atVendor(reference, (vendor) => vendor.cancellationQuote(reference, at));
  }

  cancel(reference: string): Promise<HotelOrder> {
    return this.atVendor(reference, (vendor) => vendor.cancel(reference));
  }

  private async atVendor<R>(reference: string, call: (vendor: HotelSupplier) => Promise<R>): Promise<R> {
    for (const vendor of this.vendors) {
      try {
        return await call(vendor);
      } catch (error) {
        if (!isHotelSupplierError(error, 'ORDER_NOT_FOUND')) throw error;
      }
    }
    throw new HotelSupplierError('ORDER_NOT_FOUND', `No booking ${reference}`);
  }
}

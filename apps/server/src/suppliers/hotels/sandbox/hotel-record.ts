import type { BoardCode } from '../rate';
import type { HotelSummary, RoomAmenityCode } from '../content';
import type { RoomTypeSpec } from './room-types';
import type { SandboxVendorCode } from './vendors';

/** Everything the sandbox generates for one hotel, from which content and prices are derived. */
export interface HotelRecord {
  summary: HotelSummary;
  roomTypes: RoomTypeSpec[];
  /** Boards the hotel sells (at least room only or breakfast). */
  boards: BoardCode[];
  /** Vendors selling it (at least one). */
  vendors: SandboxVendorCode[];
  /** Standard double room per night at the sandbox's price level (about EUR), before vendor and season. */
  basePrice: number;
  /** City tax per adult per night at the price level; 0 when the city has none. */
  cityTax: number;
  /** Resort fee per room per night at the price level; 0 when none. */
  resortFee: number;
  /** Room tax percent of its country. */
  taxPercent: number;
  checkInFrom: string;
  checkOutUntil: string;
  roomCount: number;
  yearBuilt: number;
  yearRenovated: number | null;
  roomAmenities: RoomAmenityCode[];
}

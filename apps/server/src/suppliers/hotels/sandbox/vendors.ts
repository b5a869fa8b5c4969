/**
 * The three fictional sandbox vendors. They sell overlapping parts of one world of hotels (the
 * same hotel, same id, at different prices), answer at different speeds and behave like the
 * real suppliers they are modelled on. Figures: the decision record 'Sandbox hotel figures'.
 */

export type SandboxVendorCode = 'atlas' | 'meridian' | 'solstice';
export const SANDBOX_VENDOR_CODES: readonly SandboxVendorCode[] = ['atlas', 'meridian', 'solstice'];

export interface VendorProfile {
  code: SandboxVendorCode;
  name: string;
  /** Prefix of its booking references ('ATL-4Q7K2M'). */
  referencePrefix: string;
  /** Contract currency, used when the request's currency has no price list. */
  currency: string;
  /**
   * Price lists: units of the currency per unit of the sandbox's price level (about 1 EUR).
   * Contracted per currency like a real hotel contract, not live exchange rates.
   */
  priceLists: Readonly<Record<string, number>>;
  /** Share of the world's hotels it sells (every hotel is sold by at least one vendor). */
  share: number;
  /** Its price level against the others (1 = average). */
  priceFactor: number;
  /** Whether its totals include the room taxes (else they are paid at the property). */
  taxesIncluded: boolean;
  /** Share of its rates marked RECHECK, whose price changes when checked. */
  recheckShare: number;
  /** Share of its bookings answered PRECONFIRMED (the hotel confirms a few minutes later). */
  preconfirmedShare: number;
  /** Minutes a PRECONFIRMED booking waits for the hotel. */
  confirmationDelayMinutes: number;
  /** Default answer time, ms (configurable; 0 in tests). */
  latencyMs: number;
}

export const VENDORS: Readonly<Record<SandboxVendorCode, VendorProfile>> = {
  // Modelled on Hotelbeds: one contract currency, taxes not included, CheckRate for RECHECK rates.
  atlas: {
    code: 'atlas',
    name: 'Atlas Beds',
    referencePrefix: 'ATL',
    currency: 'EUR',
    priceLists: { EUR: 1 },
    share: 0.85,
    priceFactor: 1,
    taxesIncluded: false,
    recheckShare: 0.15,
    preconfirmedShare: 0.2,
    confirmationDelayMinutes: 10,
    latencyMs: 300,
  },
  // Modelled on Expedia Rapid: sells in the currency asked for, totals include taxes.
  meridian: {
    code: 'meridian',
    name: 'Meridian Stays',
    referencePrefix: 'MER',
    currency: 'USD',
    priceLists: { USD: 1.08, EUR: 1, GBP: 0.86, BRL: 5.9, JPY: 165, CHF: 0.95 },
    share: 0.6,
    priceFactor: 1.04,
    taxesIncluded: true,
    recheckShare: 0.1,
    preconfirmedShare: 0.1,
    confirmationDelayMinutes: 5,
    latencyMs: 900,
  },
  // Modelled on RateHawk: cheaper, slower, more price changes on prebook.
  solstice: {
    code: 'solstice',
    name: 'Solstice Rooms',
    referencePrefix: 'SOL',
    currency: 'EUR',
    priceLists: { EUR: 1, GBP: 0.86 },
    share: 0.45,
    priceFactor: 0.97,
    taxesIncluded: true,
    recheckShare: 0.2,
    preconfirmedShare: 0.3,
    confirmationDelayMinutes: 15,
    latencyMs: 2000,
  },
};

/** The currency a vendor sells in for a request: the one asked for when it has a price list in it. */
export function saleCurrency(vendor: VendorProfile, requested: string | undefined): string {
  return requested !== undefined && vendor.priceLists[requested] !== undefined ? requested : vendor.currency;
}

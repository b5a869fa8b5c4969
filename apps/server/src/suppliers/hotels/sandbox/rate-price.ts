import { currencyDecimals, type Money } from '@travel/contracts';
import { intHash, unitHash } from '../../shared/prng';
import { addDays, DAY_MS, parseIsoDate } from '../../shared/zone-time';
import type { DiscountLine, NightlyPrice, PropertyFee, RatePrice } from '../rate';
import type { HotelRecord } from './hotel-record';
import { guestCountsOf } from './occupancy';
import { nightlyUnits } from './nightly-rate';
import type { RatePlan } from './rate-plans';
import type { RoomTypeSpec } from './room-types';
import type { Stay } from './stay-request';
import type { VendorProfile } from './vendors';

/** Everything that prices a rate; all of it travels in the rate key. */
export interface PriceInput {
  vendor: VendorProfile;
  record: HotelRecord;
  room: RoomTypeSpec;
  plan: RatePlan;
  stay: Stay;
  /** The currency sold in (see saleCurrency). */
  currency: string;
  /** The search instant: discounts depend on how far ahead it is. */
  issuedAtMs: number;
  /** Whether the price was checked (a RECHECK rate then has its changed price). */
  checked: boolean;
}

const DISCOUNT_SHARE = 0.12;
const RESIDENT_SHARE = 0.25;
const RESIDENT_PERCENT = 8;
const CITY_TAX_MAX_NIGHTS = 7;

const identityOf = ({ vendor, record, room, plan, stay }: PriceInput): string =>
  `${vendor.code}|${record.summary.id}|${room.code}|${plan.id}|${stay.checkIn}|${stay.checkOut}`;

/** Whether a rate is RECHECK: a deterministic share of the vendor's rates, different per stay. */
export function isRecheck(input: PriceInput): boolean {
  return unitHash(`${identityOf(input)}|recheck`) < input.vendor.recheckShare;
}

/** How a RECHECK rate's price moves when checked: up 2-9% three times in four, else down 1-4%. */
export function recheckFactor(input: PriceInput): number {
  const key = `${identityOf(input)}|change`;
  return unitHash(key) < 0.75 ? 1.02 + 0.07 * unitHash(`${key}|up`) : 0.96 + 0.03 * unitHash(`${key}|down`);
}

type DiscountKind = NonNullable<DiscountLine['kind']>;
const DISCOUNT_LABELS: Readonly<Record<DiscountKind, string>> = {
  early_booking: 'Early booking',
  long_stay: 'Long stay',
  last_minute: 'Last minute',
  special_offer: 'Special offer',
  resident: 'Resident rate',
};

function discountPercents(input: PriceInput): { kind: DiscountKind; percent: number }[] {
  const { stay, record, vendor, issuedAtMs } = input;
  const discounts: { kind: DiscountKind; percent: number }[] = [];
  const key = identityOf(input);
  if (unitHash(`${key}|offer`) < DISCOUNT_SHARE) {
    const daysAhead = Math.floor(((parseIsoDate(stay.checkIn) ?? 0) - issuedAtMs) / DAY_MS);
    const kind: DiscountKind =
      daysAhead >= 30
        ? 'early_booking'
        : stay.nights >= 5
          ? 'long_stay'
          : daysAhead <= 3
            ? 'last_minute'
            : 'special_offer';
    discounts.push({ kind, percent: intHash(`${key}|percent`, 5, 20) });
  }
  const isResidentRate = unitHash(`${vendor.code}|${record.summary.id}|resident`) < RESIDENT_SHARE;
  if (isResidentRate && stay.nationality === record.summary.address.countryCode) {
    discounts.push({ kind: 'resident', percent: RESIDENT_PERCENT });
  }
  return discounts;
}

/**
 * A rate's full price in integer minor units of the currency (its ISO 4217 exponent): each
 * room and night rounded once, every total the sum of its lines.
 */
export function priceRate(input: PriceInput): RatePrice {
  const { vendor, record, room, plan, stay, currency } = input;
  const perUnit = (vendor.priceLists[currency] ?? 1) * 10 ** currencyDecimals(currency);
  const change = input.checked && isRecheck(input) ? recheckFactor(input) : 1;
  const money = (amount: number): Money => ({ amount, currency });
  const nights: NightlyPrice[] = [];
  for (let n = 0; n < stay.nights; n += 1) {
    const date = addDays(stay.checkIn, n);
    let amount = 0;
    for (const occupancy of stay.rooms) {
      amount += Math.round(nightlyUnits({ vendor, record, room, plan, occupancy, date }) * change * perUnit);
    }
    nights.push({ date, amount: money(amount) });
  }
  const base = nights.reduce((sum, night) => sum + night.amount.amount, 0);
  const discounts: DiscountLine[] = discountPercents(input).map(({ kind, percent }) => ({
    kind,
    percent,
    label: `${DISCOUNT_LABELS[kind]} -${percent}%`,
    amount: money(-Math.round((base * percent) / 100)),
  }));
  const taxable = base + discounts.reduce((sum, line) => sum + line.amount.amount, 0);
  const taxes = Math.round((taxable * record.taxPercent) / 100);
  const payAtProperty: PropertyFee[] = [];
  if (!vendor.taxesIncluded)
    payAtProperty.push({
      kind: 'taxes',
      label: `Taxes (${record.taxPercent}%)`,
      percent: record.taxPercent,
      amount: money(taxes),
    });
  if (record.cityTax > 0) {
    const adults = stay.rooms.reduce((sum, occupancy) => sum + guestCountsOf(occupancy).adults, 0);
    const amount = Math.round(record.cityTax * perUnit) * adults * Math.min(stay.nights, CITY_TAX_MAX_NIGHTS);
    payAtProperty.push({
      kind: 'city_tax',
      label: 'City tax (per adult per night, up to 7 nights)',
      amount: money(amount),
    });
  }
  if (record.resortFee > 0) {
    const amount = Math.round(record.resortFee * perUnit) * stay.rooms.length * stay.nights;
    payAtProperty.push({ kind: 'resort_fee', label: 'Resort fee (per room per night)', amount: money(amount) });
  }
  return {
    currency,
    nights,
    base: money(base),
    discounts,
    taxes: { included: vendor.taxesIncluded, amount: money(taxes) },
    total: money(taxable + (vendor.taxesIncluded ? taxes : 0)),
    payAtProperty,
    payAtPropertyTotal: money(payAtProperty.reduce((sum, fee) => sum + fee.amount.amount, 0)),
  };
}

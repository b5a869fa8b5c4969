import type { CarCharge, Money } from '@travel/contracts';
import { countryPriceLevel, localTaxPercent } from '../../shared/country-facts';
import { greatCircleKm } from '../../shared/geo';
import { unitHash } from '../../shared/prng';
import { seasonFactor } from '../../shared/season';
import { DAY_MS, MINUTE_MS, wallClockAt } from '../../shared/zone-time';
import type { CarSupplierOffer, CarVehicle } from '../port';
import { baseDailyRate, depositUnits, excessUnits, type VendorProfile } from './fleet';
import { isOpenAt, type RentalLocation } from './locations';

/**
 * The price of a rental (decision record 022): rental days of 24 h from pick-up with a grace
 * hour, a daily rate by category, place, season and company, weekly rates, driver age fees,
 * one-way and out-of-hours fees, the airport surcharge and taxes; what is paid now and what at
 * the counter. Pure: the same inputs give the same price on every node.
 */

/** Returning up to an hour late costs nothing; a minute more is another day. */
export const GRACE_MINUTES = 60;
/** The youngest driver accepted; young-driver fees below 25, senior fees above 70. */
export const MIN_AGE = 21;
export const YOUNG_UNTIL = 24;
export const SENIOR_FROM = 71;
/** Age fees per day, charged for at most 10 days. */
const YOUNG_PER_DAY = 11;
const SENIOR_PER_DAY = 7;
const AGE_FEE_MAX_DAYS = 10;
/** A week costs 5.25 days; days past full weeks cost no more than another week. */
const WEEK_IN_DAYS = 5.25;
const OUT_OF_HOURS_FEE = 40;
const AIRPORT_SURCHARGE = 0.14;
const PLAN_FACTOR = { standard: 1, inclusive: 1.25, saver: 0.88 } as const;

/** Rental days: every started 24 h from pick-up, past a grace hour; at least one. */
export function rentalDaysOf(pickUpMs: number, returnMs: number): number {
  const billable = returnMs - pickUpMs - GRACE_MINUTES * MINUTE_MS;
  return Math.max(1, Math.ceil(billable / DAY_MS));
}

/** The driver's age fee: null under 21 (refused), none from 25 to 70. */
export function ageFeeOf(age: number): { kind: 'young_driver' | 'senior_driver'; perDay: number } | null | 'refused' {
  if (age < MIN_AGE) return 'refused';
  if (age <= YOUNG_UNTIL) return { kind: 'young_driver', perDay: YOUNG_PER_DAY };
  if (age >= SENIOR_FROM) return { kind: 'senior_driver', perDay: SENIOR_PER_DAY };
  return null;
}

/** The age fee for a rental, in price units. */
export function ageFeeUnits(age: number, days: number): number {
  const fee = ageFeeOf(age);
  if (fee === null || fee === 'refused') return 0;
  return fee.perDay * Math.min(days, AGE_FEE_MAX_DAYS);
}

/** The one-way fee: none back at the same place; by distance, dearer across a border. */
export function oneWayFeeUnits(pickup: RentalLocation, dropoff: RentalLocation): number {
  if (pickup.id === dropoff.id) return 0;
  const km = greatCircleKm(pickup, dropoff);
  return pickup.countryCode === dropoff.countryCode ? Math.min(30 + 0.2 * km, 250) : Math.min(120 + 0.5 * km, 700);
}

/** The rental for `days` at a daily rate: full weeks at the weekly rate, the other days capped at a week's. */
export function rentalUnits(daily: number, days: number): number {
  const weekly = daily * WEEK_IN_DAYS;
  const weeks = Math.floor(days / 7);
  return weeks * weekly + Math.min((days % 7) * daily, weekly);
}

/** What a rental's times decide, the same for every car of a search: worked out once per search. */
export interface RentalTimes {
  days: number;
  /** The pick-up's local date ('YYYY-MM-DD'): its season. */
  pickUpDate: string;
  /** Pick-up and return outside the counters' hours (0, 1 or 2). */
  closedCount: number;
  /** Wall clocks at the locations, 'YYYY-MM-DDTHH:mm'. */
  pickUpLocal: string;
  returnLocal: string;
}

export function rentalTimesOf(
  pickup: RentalLocation,
  dropoff: RentalLocation,
  pickUpMs: number,
  returnMs: number,
): RentalTimes {
  const pickUpClock = wallClockAt(pickup.timeZone, pickUpMs);
  const returnClock = wallClockAt(dropoff.timeZone, returnMs);
  const closedCount =
    Number(!isOpenAt(pickup, new Date(pickUpClock.dateMs).getUTCDay(), pickUpClock.minuteOfDay)) +
    Number(!isOpenAt(dropoff, new Date(returnClock.dateMs).getUTCDay(), returnClock.minuteOfDay));
  return {
    days: rentalDaysOf(pickUpMs, returnMs),
    pickUpDate: pickUpClock.date,
    closedCount,
    pickUpLocal: pickUpClock.local,
    returnLocal: returnClock.local,
  };
}

export interface RentalInput {
  vendor: VendorProfile;
  vehicle: CarVehicle;
  plan: CarSupplierOffer['plan'];
  pickup: RentalLocation;
  dropoff: RentalLocation;
  pickUpMs: number;
  returnMs: number;
  driverAge: number;
  /** The company's price now against the searched one (a re-price may find it moved). */
  rateFactor?: number;
}

export type RentalPrice = Pick<
  CarSupplierOffer,
  | 'rentalDays'
  | 'currency'
  | 'payNow'
  | 'taxes'
  | 'payAtCounter'
  | 'charges'
  | 'deposit'
  | 'excess'
  | 'mileage'
  | 'fuelPolicy'
  | 'inclusions'
  | 'isFreeCancellation'
  | 'lateCancellationFee'
>;

const isAirport = (location: RentalLocation) => location.counterType !== 'city_office';

/** The daily rate of a category with a company at a place on a date, in price units. */
export function dailyRateUnits(
  input: Pick<RentalInput, 'vendor' | 'vehicle' | 'plan' | 'pickup' | 'rateFactor'>,
  date: string,
): number {
  const { vendor, vehicle, plan, pickup, rateFactor = 1 } = input;
  const local = 0.95 + 0.1 * unitHash(`${vendor.code}|${pickup.id}|${vehicle.acriss}|rate`);
  return (
    baseDailyRate(vehicle) *
    countryPriceLevel(pickup.countryCode) *
    seasonFactor(date, pickup.latitude) *
    vendor.priceFactor *
    PLAN_FACTOR[plan] *
    local *
    rateFactor
  );
}

/** Every charge of a rental and what is paid now and at the counter, in the company's currency. */
export function priceRental(
  input: RentalInput,
  times: RentalTimes = rentalTimesOf(input.pickup, input.dropoff, input.pickUpMs, input.returnMs),
): RentalPrice {
  const { vendor, vehicle, plan, pickup, dropoff, driverAge } = input;
  const currency = vendor.currency;
  const minor = (units: number) => Math.round(units * vendor.currencyRate * 100);
  const money = (amount: number): Money => ({ amount, currency });
  const { days, closedCount: closed } = times;
  const rental = minor(rentalUnits(dailyRateUnits(input, times.pickUpDate), days));
  const surcharges = vendor.chargesAtCounter ? 'counter' : 'now';
  const charges: CarCharge[] = [
    { kind: 'rental', label: `${days} rental day${days === 1 ? '' : 's'}`, amount: money(rental), payAt: 'now' },
  ];
  const add = (kind: CarCharge['kind'], label: string, amount: number, payAt: CarCharge['payAt']) => {
    if (amount > 0) charges.push({ kind, label, amount: money(amount), payAt });
  };
  const age = ageFeeOf(driverAge);
  if (age !== null && age !== 'refused')
    add(
      age.kind,
      age.kind === 'young_driver' ? 'Young driver fee' : 'Senior driver fee',
      minor(ageFeeUnits(driverAge, days)),
      surcharges,
    );
  add('one_way', 'One-way fee', minor(oneWayFeeUnits(pickup, dropoff)), surcharges);
  add('out_of_hours', 'Out-of-hours fee', minor(closed * OUT_OF_HOURS_FEE), surcharges);
  if (isAirport(pickup)) add('airport_surcharge', 'Airport surcharge', Math.round(rental * AIRPORT_SURCHARGE), 'now');
  const beforeTax = charges.filter((c) => c.payAt === 'now').reduce((sum, c) => sum + c.amount.amount, 0);
  const taxes = Math.round((beforeTax * localTaxPercent(pickup.countryCode)) / 100);
  add('taxes', 'Taxes', taxes, 'now');
  const payNow = beforeTax + taxes;
  const atCounter = charges.filter((c) => c.payAt === 'counter').reduce((sum, c) => sum + c.amount.amount, 0);
  const limited = vendor.freeKmPerDay ?? (vehicle.size === 'Luxury' || vehicle.size === 'Premium' ? 300 : null);
  const excess = plan === 'inclusive' ? 0 : minor(excessUnits(vehicle));
  const isFreeCancellation = plan !== 'saver';
  return {
    rentalDays: days,
    currency,
    payNow: money(payNow),
    taxes: money(taxes),
    payAtCounter: money(atCounter),
    charges,
    deposit: money(minor(depositUnits(vehicle))),
    excess: money(excess),
    mileage: {
      unlimited: limited === null,
      freeKmPerDay: limited,
      extraKm: limited === null ? null : money(minor(0.25)),
    },
    fuelPolicy: vendor.fuelPolicy,
    inclusions: [
      excess === 0 ? 'Collision damage waiver, no excess' : 'Collision damage waiver with an excess',
      'Theft protection',
      'Third-party liability',
      'Local taxes',
      ...(limited === null ? ['Unlimited mileage'] : [`${limited} km per day`]),
    ],
    isFreeCancellation,
    // One day's rental of what is paid now; a saver rate keeps everything.
    lateCancellationFee: money(isFreeCancellation ? Math.round(payNow / days) : payNow),
  };
}

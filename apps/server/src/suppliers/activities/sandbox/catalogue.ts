import {
  ALL_SALES_FINAL_POLICY,
  fromPriceOf,
  isFreeCancellation,
  STANDARD_POLICY,
  timeOfDayOf,
  type ActivityCancellationPolicy,
  type ActivityPricing,
  type AgeBandRule,
} from '@travel/contracts';
import { countryPriceLevel } from '../../shared/country-facts';
import { destinationPoint } from '../../shared/geo';
import { seededRandom } from '../../shared/prng';
import type { SupplierProduct } from '../port';
import type { CityDestination } from './destinations';
import { KINDS, PICKUP_QUESTION, type Kind } from './kinds';

/**
 * The sandbox's products: each city's are made from a few kinds of experience (walking tours,
 * food tours, cruises, museum tickets, private tours, day trips, balloon rides...), every choice
 * a pure function of the product code, so any node derives the same catalogue (decision
 * record 023 has the shares).
 */

/** The supplier's currency (an experience marketplace paying its operators in euros). */
export const ACTIVITY_CURRENCY = 'EUR';

const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it'] as const;
const FIXED_TIMES: readonly string[][] = [
  ['09:00', '14:00'],
  ['10:00', '15:00'],
  ['09:30', '11:30', '16:00'],
  ['10:30', '17:30'],
];
const EVENING_TIMES: readonly string[][] = [['18:00', '20:30'], ['19:00'], ['17:30', '21:00']];
const MORNING_TIMES: readonly string[][] = [['08:00'], ['07:30'], ['09:00']];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: () => number, [min, max]: readonly [number, number]) => min + random() * (max - min);
const round5 = (minutes: number) => Math.round(minutes / 15) * 15;

/** The product code of a city's nth product: country, the city's number in base 36, the product's number. */
export function productCodeOf(city: CityDestination, index: number): string {
  return `${city.countryCode}${city.ordinal.toString(36).toUpperCase()}-${index + 1}`;
}

/** The city key and product number of a code ('PT3-12' -> ['PT3', 11]), or null. */
export function parseProductCode(code: string): { cityKey: string; index: number } | null {
  const match = /^([A-Z]{2}[0-9A-Z]+)-(\d{1,4})$/.exec(code);
  if (!match) return null;
  return { cityKey: match[1] ?? '', index: Number(match[2]) - 1 };
}

function pickKind(random: () => number): Kind {
  let draw = random() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    draw -= kind.weight;
    if (draw < 0) return kind;
  }
  return KINDS[0] as Kind;
}

function bandsFor(kind: Kind, adultPrice: number, unit: boolean): AgeBandRule[] {
  if (unit)
    return [
      { band: 'TRAVELER', minAge: 3, maxAge: 120, minTravelers: 0, maxTravelers: (kind.unit ?? 4) * 2, price: 0 },
      { band: 'INFANT', minAge: 0, maxAge: 2, minTravelers: 0, maxTravelers: 2, price: 0 },
    ];
  const bands: AgeBandRule[] = [
    { band: 'ADULT', minAge: 18, maxAge: 64, minTravelers: 0, maxTravelers: 15, price: adultPrice },
    { band: 'SENIOR', minAge: 65, maxAge: 120, minTravelers: 0, maxTravelers: 15, price: Math.round(adultPrice * 0.9) },
  ];
  if (kind.childFriendly)
    bands.push(
      { band: 'YOUTH', minAge: 13, maxAge: 17, minTravelers: 0, maxTravelers: 15, price: Math.round(adultPrice * 0.8) },
      { band: 'CHILD', minAge: 3, maxAge: 12, minTravelers: 0, maxTravelers: 10, price: Math.round(adultPrice * 0.5) },
      { band: 'INFANT', minAge: 0, maxAge: 2, minTravelers: 0, maxTravelers: 4, price: 0 },
    );
  return bands;
}

/** Standard 85%, all sales final 10%, custom tiers 5% (Viator's shares). */
function policyFor(draw: number): ActivityCancellationPolicy {
  if (draw < 0.85) return STANDARD_POLICY;
  if (draw < 0.95) return ALL_SALES_FINAL_POLICY;
  return {
    type: 'CUSTOM',
    tiers: [
      { hoursBefore: 7 * 24, refundPercent: 100 },
      { hoursBefore: 2 * 24, refundPercent: 50 },
    ],
  };
}

/** A city's nth product, whole. */
export function buildProduct(city: CityDestination, index: number): SupplierProduct {
  const productCode = productCodeOf(city, index);
  const random = seededRandom(`activity|${productCode}`);
  const kind = pickKind(random);
  const region = city.place.region || city.destinationName;
  const title = pick(random, kind.titles).replace('{city}', city.destinationName).replace('{region}', region);
  const isUnit = kind.unit !== undefined;
  const level = countryPriceLevel(city.countryCode);
  const basePrice = Math.round(between(random, kind.price) * level) * 100;
  const bands = bandsFor(kind, basePrice, isUnit);
  const pricing: ActivityPricing = isUnit
    ? { type: 'UNIT', bands, unitSize: kind.unit ?? 4, unitPrice: basePrice }
    : { type: 'PER_PERSON', bands };
  const fixedDuration = random() < 0.6;
  const from = round5(between(random, kind.duration));
  const duration = fixedDuration
    ? { fromMinutes: from, toMinutes: from }
    : { fromMinutes: from, toMinutes: Math.min(round5(from * 1.5), kind.duration[1] * 1.5) };
  const openingHours = kind.times === 'opening' ? { opens: random() < 0.5 ? '09:00' : '10:00', closes: '18:00' } : null;
  const startTimes = openingHours
    ? hourlyBetween(openingHours.opens, openingHours.closes)
    : [
        ...pick(
          random,
          kind.times === 'evening' ? EVENING_TIMES : kind.times === 'morning' ? MORNING_TIMES : FIXED_TIMES,
        ),
      ];
  const policy = policyFor(random());
  const discountPercent = random() < 0.15 ? pick(random, [10, 15, 20, 25]) : 0;
  const likelyToSellOut = random() < 0.1;
  const flags: SupplierProduct['flags'] = [];
  if (discountPercent > 0) flags.push('SPECIAL_OFFER');
  if (likelyToSellOut) flags.push('LIKELY_TO_SELL_OUT');
  if (isFreeCancellation(policy)) flags.push('FREE_CANCELLATION');
  if (kind.key === 'museum') flags.push('SKIP_THE_LINE');
  if (isUnit) flags.push('PRIVATE_TOUR');
  if (random() < 0.05) flags.push('NEW_ON_PLATFORM');
  const popularity = kind.popularity.filter((key) => key !== 'safetyMeasures' || random() < 0.65);
  const tagIds = [...new Set([...kind.tags, ...(kind.childFriendly && random() < 0.4 ? [12] : [])])];
  const manual = random() < kind.manualShare;
  const capacity = Math.round(between(random, kind.capacity));
  const languages = ['en', ...LANGUAGES.filter((language) => language !== 'en' && random() < 0.35)];
  const bearing = random() * 360;
  const point = destinationPoint(city, isUnit ? 0 : 0.2 + random() * 2.5, bearing);
  const reviewCount = Math.floor(random() ** 3 * 4_000);
  const rating = reviewCount === 0 ? 0 : Math.round((3.6 + random() * 1.4) * 10) / 10;
  const closedWeekdays = kind.key === 'museum' ? [1] : random() < 0.2 ? [0] : [];
  const images = [0, 1, 2].map((n) => `/sandbox-activities/images/${productCode}-${n}.svg`);
  const product: SupplierProduct = {
    productCode,
    title,
    shortDescription: `${title}: ${kind.inclusions.join(', ').toLowerCase()}.`,
    description:
      `${title}. ${describeDuration(duration.fromMinutes, duration.toMinutes)} in and around ${city.destinationName}, ` +
      `${isUnit ? 'just for your group' : `in a group of up to ${capacity}`}. ` +
      `Included: ${kind.inclusions.join(', ')}.${kind.exclusions.length ? ` Not included: ${kind.exclusions.join(', ')}.` : ''}`,
    destination: city,
    images,
    tagIds,
    flags,
    popularity: [...popularity],
    rating,
    reviewCount,
    duration,
    startTimes,
    openingHours,
    timesOfDay: [...new Set(startTimes.map((time) => timeOfDayOf(time)).filter((key) => key !== null))],
    languages,
    inclusions: [...kind.inclusions],
    exclusions: [...kind.exclusions],
    meetingPoint: {
      locationId: `${productCode}-MP`,
      kind: isUnit || kind.questions.includes(PICKUP_QUESTION) ? 'PICKUP_AREA' : 'MEETING_POINT',
      name: isUnit ? `${city.destinationName} hotels` : `${city.destinationName} meeting point ${(index % 9) + 1}`,
      address: isUnit ? `Any hotel in central ${city.destinationName}` : `Near the centre of ${city.destinationName}`,
      latitude: Math.round(point.latitude * 1e5) / 1e5,
      longitude: Math.round(point.longitude * 1e5) / 1e5,
      radiusKm: isUnit || kind.questions.includes(PICKUP_QUESTION) ? 10 : null,
      timeZone: city.timeZone,
    },
    pricing,
    discountPercent,
    policy,
    confirmation: manual ? 'MANUAL' : 'INSTANT',
    confirmationWithinHours: manual ? MANUAL_DECISION_HOURS : null,
    bookingQuestions: [...kind.questions],
    maxTravelersPerBooking: isUnit ? (kind.unit ?? 4) * 2 : 15,
    closedWeekdays,
    currency: ACTIVITY_CURRENCY,
    fromPrice: discounted(fromPriceOf(pricing), discountPercent),
    capacityPerSlot: capacity,
  };
  return product;
}

/** A manual booking is answered this many hours after it is made (by the sandbox's clock). */
export const MANUAL_DECISION_HOURS = 2;

export function discounted(amount: number, percent: number): number {
  return Math.round((amount * (100 - percent)) / 100);
}

function hourlyBetween(opens: string, closes: string): string[] {
  const times: string[] = [];
  for (let hour = Number(opens.slice(0, 2)); hour < Number(closes.slice(0, 2)); hour += 1)
    times.push(`${String(hour).padStart(2, '0')}:00`);
  return times;
}

function describeDuration(from: number, to: number): string {
  const words = (minutes: number) =>
    minutes >= 1_440
      ? `${Math.round(minutes / 1_440)} days`
      : minutes >= 60
        ? `${Math.round(minutes / 6) / 10} hours`
        : `${minutes} minutes`;
  return from === to ? words(from) : `${words(from)} to ${words(to)}`;
}

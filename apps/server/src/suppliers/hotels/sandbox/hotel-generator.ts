import type { Place } from '../../places/places';
import { destinationPoint, greatCircleKm } from '../../shared/geo';
import { intHash, pickHash, seededRandom } from '../../shared/prng';
import type { FacilityCode, HotelChain, PropertyType } from '../content';
import type { BoardCode } from '../rate';
import { spreadKmOf, type Area } from './city-layout';
import { countryPriceLevel, localTaxPercent } from '../../shared/country-facts';
import type { HotelRecord } from './hotel-record';
import { hotelId } from './ids';
import { imagesOfHotel } from './images';
import { CHAINS, independentName, streetLine } from './names';
import { roomAmenitiesOf, roomTypesOf } from './room-types';
import { SANDBOX_VENDOR_CODES, VENDORS, type SandboxVendorCode } from './vendors';

/** Generates a city's hotels, the same on every node for the same city (the decision record 'Sandbox hotel figures'). */

/** Star ratings 1 to 5: 5%, 15%, 38%, 32%, 10%. */
const STAR_CUMULATIVE = [0.05, 0.2, 0.58, 0.9, 1];
/** Standard double per night by stars at the price level (about EUR). */
const STAR_PRICE = [0, 38, 58, 88, 135, 260];
const FACILITY_CHANCE: readonly (readonly [FacilityCode, number, number])[] = [
  // [code, chance at 1 star, added per star]
  ['wifi', 0.85, 0.04],
  ['reception_24h', 0.2, 0.18],
  ['parking', 0.3, 0.08],
  ['restaurant', 0.05, 0.2],
  ['bar', 0.1, 0.18],
  ['room_service', -0.3, 0.2],
  ['gym', -0.35, 0.2],
  ['pool', -0.25, 0.13],
  ['spa', -0.45, 0.15],
  ['airport_shuttle', 0, 0.04],
  ['pets_allowed', 0.25, 0],
  ['accessible', 0.2, 0.12],
  ['family_rooms', 0.3, 0.05],
  ['ev_charging', -0.1, 0.06],
  ['business_centre', -0.3, 0.12],
  ['laundry', 0.2, 0.08],
];

function starsOf(draw: number): number {
  return STAR_CUMULATIVE.findIndex((limit) => draw < limit) + 1 || 3;
}

function propertyTypeOf(stars: number, draw: number): PropertyType {
  if (stars <= 2 && draw < 0.25) return 'hostel';
  if (stars <= 3 && draw < 0.4) return 'guesthouse';
  if (stars >= 4 && draw < 0.15) return 'boutique';
  if (stars >= 3 && draw > 0.9) return 'aparthotel';
  if (stars >= 4 && draw > 0.85) return 'resort';
  return 'hotel';
}

function roomCountOf(type: PropertyType, stars: number, draw: number): number {
  const [low, high] =
    type === 'hostel'
      ? [12, 40]
      : type === 'guesthouse'
        ? [5, 18]
        : type === 'boutique'
          ? [12, 50]
          : type === 'resort'
            ? [120, 420]
            : [20 + stars * 15, 60 + stars * 60];
  return Math.round(low + (high - low) * draw);
}

function boardsOf(type: PropertyType, stars: number, random: () => number): BoardCode[] {
  const resort = type === 'resort';
  const boards: BoardCode[] = [];
  if (random() < 0.75 || type === 'hostel') boards.push('RO');
  if (random() < 0.9 || boards.length === 0) boards.push('BB');
  if (random() < (resort ? 0.7 : stars >= 4 ? 0.3 : 0.12)) boards.push('HB');
  if (random() < (resort ? 0.5 : 0.06)) boards.push('FB');
  if (random() < (resort ? 0.6 : 0.02)) boards.push('AI');
  return boards;
}

function vendorsOf(id: string, random: () => number): SandboxVendorCode[] {
  const sold = SANDBOX_VENDOR_CODES.filter((code) => random() < VENDORS[code].share);
  return sold.length > 0 ? sold : [pickHash(`${id}|vendor`, ['atlas', 'meridian', 'solstice'])];
}

function chainOf(city: Place, stars: number, random: () => number): HotelChain | null {
  if (random() >= (city.population > 200_000 ? 0.35 : 0.12)) return null;
  const eligible = CHAINS.filter((chain) => chain.minStars <= stars);
  const chain = eligible[Math.floor(random() * eligible.length)];
  return chain ? { code: chain.code, name: chain.name } : null;
}

function nearestArea(point: { latitude: number; longitude: number }, areas: readonly Area[]): Area | undefined {
  return areas.reduce<Area | undefined>(
    (best, area) => (!best || greatCircleKm(point, area) < greatCircleKm(point, best) ? area : best),
    undefined,
  );
}

const time = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** One hotel of a city (index 1-based); `name` is made unique by the caller. */
function generateHotel(city: Place, areas: readonly Area[], index: number): HotelRecord {
  const id = hotelId(city.id, index);
  const random = seededRandom(id);
  const spread = spreadKmOf(city.population);
  const point = destinationPoint(city, spread * random() ** 1.4, random() * 360);
  const area = nearestArea(point, areas);
  const stars = starsOf(random());
  const type = propertyTypeOf(stars, random());
  const chain = type === 'hotel' || type === 'resort' ? chainOf(city, stars, random) : null;
  const brand = CHAINS.find((candidate) => candidate.code === chain?.code)?.brands;
  const name = brand
    ? `${brand[stars >= 4 ? 1 % brand.length : 0] ?? brand[0]} ${city.name}`
    : independentName(id, city.countryCode, type);
  const facilities = FACILITY_CHANCE.flatMap(([code, base, perStar]) =>
    random() < base + perStar * stars ? [code] : [],
  );
  if (type === 'resort' && !facilities.includes('pool')) facilities.push('pool');
  const roomCount = roomCountOf(type, stars, random());
  const guestScore = Math.min(9.8, Math.max(5, 6.2 + 0.55 * stars + (random() + random() + random() - 1.5) * 1.2));
  const images = imagesOfHotel(id, {
    pool: facilities.includes('pool'),
    restaurant: facilities.includes('restaurant'),
  });
  const yearBuilt = intHash(`${id}|built`, 1890, 2022);
  const renovated = intHash(`${id}|renovated`, yearBuilt, 2026);
  const cityLevel = Math.min(1.35, Math.max(0.8, 0.85 + 0.1 * Math.log10(Math.max(city.population, 10_000) / 10_000)));
  return {
    summary: {
      id,
      name,
      propertyType: type,
      stars,
      guestScore: Math.round(guestScore * 10) / 10,
      reviewCount: Math.round(
        Math.min(12_000, Math.max(3, Math.exp(3.5 + 1.1 * (random() * 2 - 1) * 1.5 + 0.3 * stars))),
      ),
      chain,
      address: {
        line: streetLine(id, city.countryCode),
        postalCode: String(intHash(`${id}|postal`, 10_000, 99_999)),
        city: city.name,
        region: city.region,
        countryCode: city.countryCode,
      },
      latitude: Math.round(point.latitude * 1e6) / 1e6,
      longitude: Math.round(point.longitude * 1e6) / 1e6,
      timeZone: city.timeZone,
      distanceFromCentreKm: round2(greatCircleKm(city, point)),
      cityId: city.id,
      areaId: area?.id ?? '',
      facilities,
      thumbnailUrl: images[0]?.url ?? '',
    },
    roomTypes: roomTypesOf(id, type, stars, roomCount),
    boards: boardsOf(type, stars, random),
    vendors: vendorsOf(id, random),
    basePrice: (STAR_PRICE[stars] ?? 88) * countryPriceLevel(city.countryCode) * cityLevel * (0.85 + random() * 0.35),
    cityTax: intHash(`${city.id}|city-tax`, 0, 99) < 45 ? intHash(`${city.id}|city-tax-amount`, 1, 4) : 0,
    resortFee: type === 'resort' ? intHash(`${id}|resort-fee`, 15, 35) : 0,
    taxPercent: localTaxPercent(city.countryCode),
    checkInFrom: time(pickHash(`${id}|in`, [14, 14, 15, 15, 15, 16])),
    checkOutUntil: time(pickHash(`${id}|out`, [10, 11, 11, 11, 12, 12])),
    roomCount,
    yearBuilt,
    yearRenovated: renovated > yearBuilt + 5 ? renovated : null,
    roomAmenities: roomAmenitiesOf(id, stars),
  };
}

/** A city's hotels (count in proportion to its size), each name unique within the city. */
export function generateCityHotels(city: Place, areas: readonly Area[], count: number): HotelRecord[] {
  const names = new Set<string>();
  const hotels: HotelRecord[] = [];
  for (let index = 1; index <= count; index += 1) {
    const record = generateHotel(city, areas, index);
    let name = record.summary.name;
    if (names.has(name)) {
      const area = areas.find((candidate) => candidate.id === record.summary.areaId);
      name = area && !names.has(`${name} ${area.name}`) ? `${name} ${area.name}` : `${name} ${index}`;
    }
    names.add(name);
    hotels.push({ ...record, summary: { ...record.summary, name } });
  }
  return hotels;
}

import { intHash, unitHash } from '../../shared/prng';
import type { PropertyType, RoomAmenityCode, RoomTypeContent } from '../content';
import { imagesOfRoom } from './images';

/** A room type with what prices it: its factor on the hotel's standard double. */
export interface RoomTypeSpec extends RoomTypeContent {
  priceFactor: number;
  /** Rooms of this type the hotel has (the most that can be left on a night). */
  inventory: number;
}

interface Template {
  code: string;
  name: string;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  maxInfants: number;
  beds: string;
  sizeM2: number;
  priceFactor: number;
}

const T = (
  code: string,
  name: string,
  [maxAdults, maxChildren, maxOccupancy, maxInfants]: [number, number, number, number],
  beds: string,
  sizeM2: number,
  priceFactor: number,
): Template => ({ code, name, maxAdults, maxChildren, maxOccupancy, maxInfants, beds, sizeM2, priceFactor });

const SINGLE = T('SGL.ST', 'Standard Single Room', [1, 0, 1, 1], 'One single bed', 12, 0.78);
const DOUBLE = T('DBL.ST', 'Standard Double Room', [2, 1, 3, 1], 'One double bed', 18, 1);
const TWIN = T('TWN.ST', 'Standard Twin Room', [2, 1, 3, 1], 'Two single beds', 19, 1);
const SUPERIOR = T('DBL.SU', 'Superior Double Room', [2, 2, 3, 1], 'One king bed', 24, 1.25);
const TRIPLE = T('TPL.ST', 'Triple Room', [3, 1, 3, 1], 'One double and one single bed', 26, 1.35);
const FAMILY = T('FAM.ST', 'Family Room', [4, 3, 5, 2], 'One double bed and two bunk beds', 32, 1.7);
const DELUXE = T('DBL.DX', 'Deluxe Room', [2, 2, 3, 1], 'One king bed and a sofa bed', 30, 1.55);
const JUNIOR_SUITE = T('JSU.ST', 'Junior Suite', [3, 2, 4, 1], 'One king bed and a sofa bed', 40, 2.1);
const SUITE = T('SUI.ST', 'Suite', [4, 2, 4, 2], 'One king bed and two sofa beds', 60, 2.8);
const APARTMENT = T('APT.ST', 'One-Bedroom Apartment', [4, 2, 4, 1], 'One double bed and a sofa bed', 45, 1.6);
const DORM = T('DRM.ST', 'Bed in a 6-Bed Dormitory', [1, 0, 1, 0], 'One bunk bed', 4, 0.3);

/** The room types a kind of property may offer beyond its first, most likely first. */
function candidatesOf(type: PropertyType, stars: number): Template[] {
  if (type === 'hostel') return [DOUBLE, TWIN, FAMILY];
  if (type === 'aparthotel') return [DOUBLE, FAMILY, SUPERIOR];
  if (stars >= 4) return [SUPERIOR, DELUXE, TWIN, JUNIOR_SUITE, FAMILY, SUITE];
  if (stars === 3) return [TWIN, SUPERIOR, TRIPLE, FAMILY, SINGLE];
  return [SINGLE, TWIN, TRIPLE, FAMILY];
}

const AMENITIES_BY_STARS: readonly (readonly [RoomAmenityCode, number])[] = [
  ['air_conditioning', 0.5],
  ['heating', 0.9],
  ['tv', 0.85],
  ['safe', 0.45],
  ['hairdryer', 0.55],
  ['kettle', 0.4],
  ['desk', 0.5],
  ['minibar', 0.2],
  ['coffee_machine', 0.15],
  ['bathtub', 0.2],
  ['soundproofing', 0.2],
  ['city_view', 0.25],
];

/** Amenities every room of the hotel has (richer with more stars). */
export function roomAmenitiesOf(hotelKey: string, stars: number): RoomAmenityCode[] {
  const lift = (stars - 3) * 0.15;
  return AMENITIES_BY_STARS.flatMap(([code, chance]) =>
    unitHash(`${hotelKey}|am|${code}`) < chance + lift ? [code] : [],
  );
}

/**
 * A hotel's room types: 1 to 5 (median 3, as in the published sample), the first its entry
 * room (a dormitory bed, an apartment or the standard double). Sizes grow with stars.
 */
export function roomTypesOf(hotelKey: string, type: PropertyType, stars: number, roomCount: number): RoomTypeSpec[] {
  const first = type === 'hostel' ? DORM : type === 'aparthotel' ? APARTMENT : DOUBLE;
  const extra = intHash(`${hotelKey}|rooms`, 0, 4);
  const candidates = candidatesOf(type, stars).filter((template) => template.code !== first.code);
  const chosen = [
    first,
    ...candidates.filter((template) => unitHash(`${hotelKey}|rt|${template.code}`) < 0.55).slice(0, extra),
  ];
  const amenities = roomAmenitiesOf(hotelKey, stars);
  const sizeFactor = 0.8 + stars * 0.08;
  return chosen.map((template, index) => {
    const share = index === 0 ? 0.5 : 0.5 / (chosen.length - 1);
    return {
      ...template,
      sizeM2: Math.round(template.sizeM2 * sizeFactor),
      amenities: template.code === 'APT.ST' ? [...amenities, 'kitchenette'] : amenities,
      images: imagesOfRoom(hotelKey, template.code, template.name),
      inventory: Math.max(1, Math.round(roomCount * share)),
    };
  });
}

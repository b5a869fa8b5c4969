import { pickHash, unitHash } from '../../shared/prng';
import type { FacilityCode, HotelContent } from '../content';
import type { HotelWorld } from './hotel-world';
import type { HotelRecord } from './hotel-record';
import { phoneNumberOf } from '../../shared/country-facts';
import { imagesOfHotel } from './images';

/** A hotel's static content, written from its record (English, as suppliers send it). */

const FACILITY_WORDS: Partial<Record<FacilityCode, string>> = {
  pool: 'an outdoor pool',
  spa: 'a spa',
  gym: 'a fitness room',
  restaurant: 'a restaurant',
  bar: 'a bar',
  airport_shuttle: 'an airport shuttle',
  parking: 'on-site parking',
  kids_club: 'a kids club',
};

const OPENINGS = [
  'Set in the {area} of {city}',
  'A short walk from the heart of {city}',
  'In a quiet street of the {area}, {city}',
  'Overlooking the {area} of {city}',
] as const;

function describe(record: HotelRecord, areaName: string): string {
  const { summary } = record;
  const opening = pickHash(`${summary.id}|opening`, OPENINGS)
    .replace('{area}', areaName)
    .replace('{city}', summary.address.city);
  const kind = summary.propertyType === 'hotel' ? `${summary.stars}-star hotel` : summary.propertyType;
  const features = summary.facilities.flatMap((code) => FACILITY_WORDS[code] ?? []);
  const featureText = features.length > 0 ? ` Guests enjoy ${features.slice(0, 3).join(', ')}.` : '';
  const distance =
    summary.distanceFromCentreKm < 1
      ? 'within walking distance of the centre'
      : `${summary.distanceFromCentreKm.toFixed(1)} km from the centre`;
  const chain = summary.chain ? ` Part of ${summary.chain.name}.` : '';
  return [
    `${opening}, ${summary.name} is a ${kind} ${distance}, with ${record.roomCount} rooms.${featureText}${chain}`,
    `Rooms have ${record.roomAmenities.slice(0, 4).join(', ').replaceAll('_', ' ') || 'simple furnishings'}. Check-in is from ${record.checkInFrom} and check-out until ${record.checkOutUntil} (local time).`,
    `Guests rate it ${summary.guestScore.toFixed(1)} out of 10 over ${summary.reviewCount} reviews.`,
  ].join('\n\n');
}

function policiesOf(record: HotelRecord): string[] {
  const { summary } = record;
  const policies = [
    `Check-in from ${record.checkInFrom}, check-out until ${record.checkOutUntil} (local time)`,
    summary.facilities.includes('pets_allowed') ? 'Pets allowed on request' : 'Pets not allowed',
    'Children of any age are welcome; children of 12 and over stay as adults',
    'Infants under 2 stay free in a cot, subject to availability',
    unitHash(`${summary.id}|smoking`) < 0.9 ? 'Non-smoking property' : 'Smoking rooms on request',
  ];
  if (!summary.facilities.includes('reception_24h'))
    policies.push('Late arrivals after 22:00 must tell the property in advance');
  if (record.cityTax > 0) policies.push('A city tax per adult per night is payable at the property');
  return policies;
}

export function hotelContentOf(record: HotelRecord, world: HotelWorld): HotelContent {
  const { summary } = record;
  const areaName = world.area(summary.areaId)?.name ?? 'centre';
  return {
    ...summary,
    description: describe(record, areaName),
    checkInFrom: record.checkInFrom,
    checkOutUntil: record.checkOutUntil,
    phone: phoneNumberOf(summary.address.countryCode, summary.id),
    images: imagesOfHotel(summary.id, {
      pool: summary.facilities.includes('pool'),
      restaurant: summary.facilities.includes('restaurant'),
    }),
    roomAmenities: record.roomAmenities,
    rooms: record.roomTypes.map(({ priceFactor: _price, inventory: _inventory, ...room }) => room),
    policies: policiesOf(record),
    yearBuilt: record.yearBuilt,
    yearRenovated: record.yearRenovated,
    roomCount: record.roomCount,
  };
}

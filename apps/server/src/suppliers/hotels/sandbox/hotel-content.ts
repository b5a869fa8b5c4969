import type { Language } from '@travel/contracts';
import { pickHash, unitHash } from '../../shared/prng';
import type { FacilityCode, HotelContent, PropertyType } from '../content';
import type { HotelWorld } from './hotel-world';
import type { HotelRecord } from './hotel-record';
import { phoneNumberOf } from '../../shared/country-facts';
import { imagesOfHotel } from './images';

/**
 * A hotel's static content, written from its record in the language asked for (English,
 * Portuguese or Spanish), as content suppliers send it (Hotelbeds' content API and Expedia's
 * Rapid content take a language and answer the same facts in it).
 */

interface ContentWords {
  facilities: Partial<Record<FacilityCode, string>>;
  areas: Readonly<Record<string, string>>;
  openings: readonly [string, ...string[]];
  kind(type: PropertyType, stars: number): string;
  walking: string;
  kmFromCentre(km: string): string;
  summary(values: { opening: string; name: string; kind: string; distance: string; rooms: number }): string;
  enjoy(list: string): string;
  chain(name: string): string;
  times(checkIn: string, checkOut: string): string;
  rating(score: string, reviews: number): string;
  list(items: readonly string[]): string;
  policies: {
    times(checkIn: string, checkOut: string): string;
    petsAllowed: string;
    petsNotAllowed: string;
    children: string;
    infants: string;
    nonSmoking: string;
    smokingRooms: string;
    lateArrival: string;
    cityTax: string;
  };
  decimal: string;
}

const listWith = (and: string) => (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const WORDS: Readonly<Record<Language, ContentWords>> = {
  en: {
    facilities: {
      pool: 'an outdoor pool',
      spa: 'a spa',
      gym: 'a fitness room',
      restaurant: 'a restaurant',
      bar: 'a bar',
      airport_shuttle: 'an airport shuttle',
      parking: 'on-site parking',
      kids_club: 'a kids club',
    },
    areas: {
      'city-centre': 'City Centre',
      'old-town': 'Old Town',
      waterfront: 'Waterfront',
      'business-district': 'Business District',
      'university-quarter': 'University Quarter',
      'station-quarter': 'Station Quarter',
    },
    openings: [
      'Set in the {area} of {city}',
      'A short walk from the heart of {city}',
      'In a quiet street of the {area}, {city}',
      'Overlooking the {area} of {city}',
    ],
    kind: (type, stars) =>
      ({
        hotel: `a ${stars}-star hotel`,
        aparthotel: 'an aparthotel',
        guesthouse: 'a guesthouse',
        resort: `a ${stars}-star resort`,
        hostel: 'a hostel',
        boutique: `a ${stars}-star boutique hotel`,
      })[type],
    walking: 'within walking distance of the centre',
    kmFromCentre: (km) => `${km} km from the centre`,
    summary: ({ opening, name, kind, distance, rooms }) =>
      `${opening}, ${name} is ${kind} ${distance}, with ${rooms} rooms.`,
    enjoy: (list) => ` Guests enjoy ${list}.`,
    chain: (name) => ` Part of ${name}.`,
    times: (checkIn, checkOut) => `Check-in is from ${checkIn} and check-out until ${checkOut} (local time).`,
    rating: (score, reviews) => `Guests rate it ${score} out of 10 over ${reviews} reviews.`,
    list: listWith('and'),
    policies: {
      times: (checkIn, checkOut) => `Check-in from ${checkIn}, check-out until ${checkOut} (local time)`,
      petsAllowed: 'Pets allowed on request',
      petsNotAllowed: 'Pets not allowed',
      children: 'Children of any age are welcome; children of 12 and over stay as adults',
      infants: 'Infants under 2 stay free in a cot, subject to availability',
      nonSmoking: 'Non-smoking property',
      smokingRooms: 'Smoking rooms on request',
      lateArrival: 'Late arrivals after 22:00 must tell the property in advance',
      cityTax: 'A city tax per adult per night is payable at the property',
    },
    decimal: '.',
  },
  pt: {
    facilities: {
      pool: 'piscina ao ar livre',
      spa: 'spa',
      gym: 'academia',
      restaurant: 'restaurante',
      bar: 'bar',
      airport_shuttle: 'traslado para o aeroporto',
      parking: 'estacionamento no local',
      kids_club: 'clube infantil',
    },
    areas: {
      'city-centre': 'Centro',
      'old-town': 'Centro Histórico',
      waterfront: 'Orla',
      'business-district': 'Distrito Financeiro',
      'university-quarter': 'Bairro Universitário',
      'station-quarter': 'Bairro da Estação',
    },
    openings: [
      'Na zona {area} de {city}',
      'A poucos passos do coração de {city}',
      'Numa rua tranquila da zona {area}, em {city}',
      'Com vista para a zona {area} de {city}',
    ],
    kind: (type, stars) =>
      ({
        hotel: `um hotel ${stars} estrelas`,
        aparthotel: 'um apart-hotel',
        guesthouse: 'uma pousada',
        resort: `um resort ${stars} estrelas`,
        hostel: 'um albergue',
        boutique: `um hotel boutique ${stars} estrelas`,
      })[type],
    walking: 'a uma curta caminhada do centro',
    kmFromCentre: (km) => `a ${km} km do centro`,
    summary: ({ opening, name, kind, distance, rooms }) =>
      `${opening}, ${name} é ${kind} ${distance}, com ${rooms} quartos.`,
    enjoy: (list) => ` Os hóspedes têm ${list}.`,
    chain: (name) => ` Faz parte da rede ${name}.`,
    times: (checkIn, checkOut) => `Check-in a partir das ${checkIn} e check-out até as ${checkOut} (hora local).`,
    rating: (score, reviews) => `Os hóspedes dão nota ${score} de 10 em ${reviews} avaliações.`,
    list: listWith('e'),
    policies: {
      times: (checkIn, checkOut) => `Check-in a partir das ${checkIn}, check-out até as ${checkOut} (hora local)`,
      petsAllowed: 'Animais de estimação permitidos mediante pedido',
      petsNotAllowed: 'Não são permitidos animais de estimação',
      children: 'Crianças de qualquer idade são bem-vindas; a partir de 12 anos ficam como adultos',
      infants: 'Bebês com menos de 2 anos ficam grátis em berço, sujeito a disponibilidade',
      nonSmoking: 'Propriedade para não fumantes',
      smokingRooms: 'Quartos para fumantes mediante pedido',
      lateArrival: 'Chegadas após as 22:00 devem ser avisadas à propriedade com antecedência',
      cityTax: 'Uma taxa turística por adulto por noite é paga na propriedade',
    },
    decimal: ',',
  },
  es: {
    facilities: {
      pool: 'piscina al aire libre',
      spa: 'spa',
      gym: 'gimnasio',
      restaurant: 'restaurante',
      bar: 'bar',
      airport_shuttle: 'traslado al aeropuerto',
      parking: 'aparcamiento en el propio establecimiento',
      kids_club: 'club infantil',
    },
    areas: {
      'city-centre': 'Centro',
      'old-town': 'Casco Antiguo',
      waterfront: 'Paseo Marítimo',
      'business-district': 'Distrito Financiero',
      'university-quarter': 'Barrio Universitario',
      'station-quarter': 'Barrio de la Estación',
    },
    openings: [
      'En la zona {area} de {city}',
      'A un corto paseo del corazón de {city}',
      'En una calle tranquila de la zona {area}, en {city}',
      'Con vistas a la zona {area} de {city}',
    ],
    kind: (type, stars) =>
      ({
        hotel: `un hotel de ${stars} estrellas`,
        aparthotel: 'un aparthotel',
        guesthouse: 'una casa de huéspedes',
        resort: `un resort de ${stars} estrellas`,
        hostel: 'un albergue',
        boutique: `un hotel boutique de ${stars} estrellas`,
      })[type],
    walking: 'a poca distancia a pie del centro',
    kmFromCentre: (km) => `a ${km} km del centro`,
    summary: ({ opening, name, kind, distance, rooms }) =>
      `${opening}, ${name} es ${kind} ${distance}, con ${rooms} habitaciones.`,
    enjoy: (list) => ` Los huéspedes disponen de ${list}.`,
    chain: (name) => ` Forma parte de ${name}.`,
    times: (checkIn, checkOut) =>
      `El check-in es a partir de las ${checkIn} y el check-out hasta las ${checkOut} (hora local).`,
    rating: (score, reviews) => `Los huéspedes le dan un ${score} sobre 10 en ${reviews} opiniones.`,
    list: listWith('y'),
    policies: {
      times: (checkIn, checkOut) => `Check-in a partir de las ${checkIn}, check-out hasta las ${checkOut} (hora local)`,
      petsAllowed: 'Se admiten mascotas bajo petición',
      petsNotAllowed: 'No se admiten mascotas',
      children: 'Se admiten niños de cualquier edad; a partir de 12 años se alojan como adultos',
      infants: 'Los bebés menores de 2 años se alojan gratis en cuna, según disponibilidad',
      nonSmoking: 'Establecimiento para no fumadores',
      smokingRooms: 'Habitaciones para fumadores bajo petición',
      lateArrival: 'Las llegadas después de las 22:00 deben avisarse al establecimiento con antelación',
      cityTax: 'Se paga en el establecimiento una tasa turística por adulto y noche',
    },
    decimal: ',',
  },
};

function describe(record: HotelRecord, areaKey: string | null, words: ContentWords): string {
  const { summary } = record;
  const area = words.areas[areaKey ?? 'city-centre'] ?? words.areas['city-centre'] ?? '';
  const opening = pickHash(`${summary.id}|opening`, words.openings)
    .replace('{area}', area)
    .replace('{city}', summary.address.city);
  const features = summary.facilities.flatMap((code) => words.facilities[code] ?? []);
  const distance =
    summary.distanceFromCentreKm < 1
      ? words.walking
      : words.kmFromCentre(summary.distanceFromCentreKm.toFixed(1).replace('.', words.decimal));
  const first =
    words.summary({
      opening,
      name: summary.name,
      kind: words.kind(summary.propertyType, summary.stars),
      distance,
      rooms: record.roomCount,
    }) +
    (features.length > 0 ? words.enjoy(words.list(features.slice(0, 3))) : '') +
    (summary.chain ? words.chain(summary.chain.name) : '');
  return [
    first,
    words.times(record.checkInFrom, record.checkOutUntil),
    words.rating(summary.guestScore.toFixed(1).replace('.', words.decimal), summary.reviewCount),
  ].join('\n\n');
}

function policiesOf(record: HotelRecord, words: ContentWords['policies']): string[] {
  const { summary } = record;
  const policies = [
    words.times(record.checkInFrom, record.checkOutUntil),
    summary.facilities.includes('pets_allowed') ? words.petsAllowed : words.petsNotAllowed,
    words.children,
    words.infants,
    unitHash(`${summary.id}|smoking`) < 0.9 ? words.nonSmoking : words.smokingRooms,
  ];
  if (!summary.facilities.includes('reception_24h')) policies.push(words.lateArrival);
  if (record.cityTax > 0) policies.push(words.cityTax);
  return policies;
}

export function hotelContentOf(record: HotelRecord, world: HotelWorld, language: Language = 'en'): HotelContent {
  const { summary } = record;
  const words = WORDS[language];
  const areaKey = world.area(summary.areaId)?.key ?? null;
  return {
    ...summary,
    description: describe(record, areaKey, words),
    checkInFrom: record.checkInFrom,
    checkOutUntil: record.checkOutUntil,
    phone: phoneNumberOf(summary.address.countryCode, summary.id),
    images: imagesOfHotel(summary.id, {
      pool: summary.facilities.includes('pool'),
      restaurant: summary.facilities.includes('restaurant'),
    }),
    roomAmenities: record.roomAmenities,
    rooms: record.roomTypes.map(({ priceFactor: _price, inventory: _inventory, ...room }) => room),
    policies: policiesOf(record, words.policies),
    yearBuilt: record.yearBuilt,
    yearRenovated: record.yearRenovated,
    roomCount: record.roomCount,
  };
}

/** Static content of the hotel port: places to search, hotels and their room types. */

/** What a place suggestion is: a city, a district of one, an airport, or one hotel. */
export type HotelPlaceKind = 'city' | 'area' | 'airport' | 'hotel';

/** A place to search hotels around (auto-suggest, a place by id). */
export interface HotelPlace {
  /** Place id ('c-pt-lisboa-lisbon', 'a-lis', 'd-pt-lisboa-lisbon-old-town') or hotel id ('h-...'). */
  id: string;
  kind: HotelPlaceKind;
  /** 'Lisbon', 'Old Town', 'Lisbon Portela Airport', 'Hotel Atlântico Lisbon'. */
  name: string;
  /** Where it is, in English: 'Lisboa, Portugal' for a city; 'Lisbon, Portugal' for an area, airport or hotel. */
  description: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** The city it belongs to (itself for a city; null for an airport far from any city). */
  cityId: string | null;
  /** Radius that covers it, km: what a search by this place looks within. */
  radiusKm: number;
  /** Hotels this vendor sells within that radius (1 for a hotel). */
  hotelCount: number;
}

/** Hotel facilities (codes; the UI names them). */
export type FacilityCode =
  | 'wifi'
  | 'parking'
  | 'pool'
  | 'spa'
  | 'gym'
  | 'restaurant'
  | 'bar'
  | 'room_service'
  | 'reception_24h'
  | 'airport_shuttle'
  | 'pets_allowed'
  | 'accessible'
  | 'family_rooms'
  | 'ev_charging'
  | 'business_centre'
  | 'beach_access'
  | 'kids_club'
  | 'laundry';

/** Room amenities (codes). */
export type RoomAmenityCode =
  | 'air_conditioning'
  | 'heating'
  | 'tv'
  | 'minibar'
  | 'safe'
  | 'kettle'
  | 'coffee_machine'
  | 'hairdryer'
  | 'desk'
  | 'balcony'
  | 'bathtub'
  | 'kitchenette'
  | 'city_view'
  | 'sea_view'
  | 'soundproofing';

export type PropertyType = 'hotel' | 'aparthotel' | 'guesthouse' | 'resort' | 'hostel' | 'boutique';

export interface HotelChain {
  code: string;
  name: string;
}

export interface HotelAddress {
  /** 'Rua das Flores 42'. */
  line: string;
  postalCode: string;
  city: string;
  region: string;
  countryCode: string;
}

export interface HotelImage {
  /** Served by the sandbox vendor ('/sandbox-hotels/images/<hotel id>/<n>.svg'): SVG, cacheable. */
  url: string;
  /** What it shows. */
  kind: 'exterior' | 'lobby' | 'room' | 'bathroom' | 'pool' | 'restaurant' | 'view';
  /** English caption. */
  caption: string;
  width: number;
  height: number;
}

/** What a list of hotels shows; the same for every vendor selling the hotel. */
export interface HotelSummary {
  /** Stable and shared by every vendor that sells it ('h-pt-lisboa-lisbon-42'). */
  id: string;
  name: string;
  propertyType: PropertyType;
  /** Official star rating, 1 to 5. */
  stars: number;
  /** Guests' average score, 0.0 to 10.0 (one decimal). */
  guestScore: number;
  reviewCount: number;
  chain: HotelChain | null;
  address: HotelAddress;
  latitude: number;
  longitude: number;
  /** IANA zone: check-in, check-out and cancellation deadlines are in it. */
  timeZone: string;
  /** From the city's centre, km, 2 decimals. */
  distanceFromCentreKm: number;
  cityId: string;
  /** The district it lies in (an area id). */
  areaId: string;
  facilities: FacilityCode[];
  /** The first image's URL. */
  thumbnailUrl: string;
}

/** A room type and who may sleep in it. */
export interface RoomTypeContent {
  /** Unique within the hotel ('DBL.ST', 'FAM.SU'). */
  code: string;
  /** 'Superior Double Room'. */
  name: string;
  /** Most adults. */
  maxAdults: number;
  /** Most children 2 to 17 (infants under 2 sleep in a cot and do not count here). */
  maxChildren: number;
  /** Most people, infants included. */
  maxOccupancy: number;
  /** Infants (under 2) allowed in cots. */
  maxInfants: number;
  /** 'One double bed', 'Two single beds'... */
  beds: string;
  sizeM2: number;
  amenities: RoomAmenityCode[];
  images: HotelImage[];
}

/** Everything static about a hotel (static content). */
export interface HotelContent extends HotelSummary {
  /** A few paragraphs in English, separated by blank lines. */
  description: string;
  /** Local time from which guests check in, 'HH:mm'. */
  checkInFrom: string;
  /** Local time by which guests check out, 'HH:mm'. */
  checkOutUntil: string;
  /** Telephone in international format. */
  phone: string;
  images: HotelImage[];
  roomAmenities: RoomAmenityCode[];
  rooms: RoomTypeContent[];
  /** House rules in English ('Pets allowed on request', 'Quiet hours 23:00-07:00'...). */
  policies: string[];
  /** Year built and last renovated. */
  yearBuilt: number;
  yearRenovated: number | null;
  /** Number of rooms the property has. */
  roomCount: number;
}

import { addDays, daysBetween, isIsoDate, MAX_DATE_RANGE_DAYS, MAX_HOTEL_ROOMS, type IsoDate } from '@travel/contracts';
import type { HotelSearchInput } from '@travel/contracts';
import { defaultRooms, isValidRoom, toOccupancies, type RoomOccupancy } from './occupancy';

/** The hotel search form, as it is kept in the URL (so a reload or a shared link runs it again). */
export interface HotelSearchForm {
  /** A place of auto-suggest: city, area, airport or hotel. */
  placeId: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: RoomOccupancy[];
  /** ISO 3166 alpha-2 code of the guests' nationality. */
  nationality: string;
}

/** Check-in this many days after today, for this many nights, until the visitor picks dates. */
const DEFAULT_LEAD_DAYS = 2;
const DEFAULT_NIGHTS = 3;

export function defaultHotelSearchForm(today: IsoDate, nationality: string): HotelSearchForm {
  const checkIn = addDays(today, DEFAULT_LEAD_DAYS);
  return { placeId: null, checkIn, checkOut: addDays(checkIn, DEFAULT_NIGHTS), rooms: defaultRooms(), nationality };
}

/** What stops the form from being searched, as keys of hotels' `search.problems`, in the form's order. */
export type HotelSearchProblem = 'destination' | 'dates' | 'pastDates' | 'tooLong' | 'rooms' | 'nationality';

export function hotelSearchProblems(form: HotelSearchForm, today: IsoDate): HotelSearchProblem[] {
  const problems: HotelSearchProblem[] = [];
  if (!form.placeId) problems.push('destination');
  if (!isIsoDate(form.checkIn) || !isIsoDate(form.checkOut) || form.checkOut <= form.checkIn) problems.push('dates');
  else if (form.checkIn < today) problems.push('pastDates');
  else if (daysBetween(form.checkIn, form.checkOut) > MAX_DATE_RANGE_DAYS) problems.push('tooLong');
  if (form.rooms.length < 1 || form.rooms.length > MAX_HOTEL_ROOMS || !form.rooms.every(isValidRoom))
    problems.push('rooms');
  if (!/^[A-Z]{2}$/.test(form.nationality)) problems.push('nationality');
  return problems;
}

/** A room in the link: its adults, then each child's age ('2' or '1,7,10'). */
const roomParam = (room: RoomOccupancy) => [room.adults, ...room.childAges].join(',');

function parseRoom(value: string): RoomOccupancy | null {
  const numbers = value.split(',').map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : Number.NaN));
  const [adults, ...childAges] = numbers;
  if (adults === undefined || numbers.some(Number.isNaN)) return null;
  return { adults, childAges };
}

export function toHotelSearchQuery(form: HotelSearchForm): string {
  const params = new URLSearchParams();
  if (form.placeId) params.set('place', form.placeId);
  params.set('checkIn', form.checkIn);
  params.set('checkOut', form.checkOut);
  for (const room of form.rooms) params.append('room', roomParam(room));
  params.set('nationality', form.nationality);
  return params.toString();
}

/**
 * The search in a link, or null when the link has none (no place). Rooms that cannot be read
 * are dropped and then reported as a problem of the form; nothing is guessed.
 */
export function parseHotelSearchQuery(search: string): HotelSearchForm | null {
  const params = new URLSearchParams(search);
  const placeId = params.get('place');
  if (!placeId) return null;
  const rooms = params.getAll('room').map(parseRoom);
  return {
    placeId,
    checkIn: params.get('checkIn') ?? '',
    checkOut: params.get('checkOut') ?? '',
    rooms: rooms.every((room) => room !== null) ? rooms : [],
    nationality: (params.get('nationality') ?? '').toUpperCase(),
  };
}

/** The searchasync payload of a form that has no problem. */
export function toHotelSearchBody(form: HotelSearchForm, currency: string): HotelSearchInput {
  return {
    locationId: form.placeId ?? undefined,
    stayPeriod: { start: form.checkIn, end: form.checkOut },
    occupancies: toOccupancies(form.rooms),
    nationality: { alpha2Code: form.nationality },
    currency,
  };
}

/** Nights of the stay (at least 1), to show a price per night. */
export function nightsOf(form: Pick<HotelSearchForm, 'checkIn' | 'checkOut'>): number {
  return Math.max(1, daysBetween(form.checkIn, form.checkOut));
}

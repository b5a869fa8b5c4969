import {
  addDays,
  DEFAULT_COUNTRY,
  DEFAULT_DRIVER_AGE,
  isIsoDate,
  MAX_DRIVER_AGE,
  type CarSearchBody,
  type IsoDate,
} from '@travel/contracts';

/** A rental location as the form keeps it (spec: location {name, value, alpha2Code}). */
export interface CarPlace {
  /** The location's id ('a-lis'). */
  value: string;
  /** Its readable name, shown in the field and sent as pickupReadable / dropoffReadable. */
  name: string;
  /** Its country, ISO 3166 alpha-2 ('' when unknown). */
  alpha2Code: string;
}

/** The car search form, as it is kept in the URL (so a reload or a shared link runs it again). */
export interface CarSearchForm {
  pickup: CarPlace | null;
  /** null: the spec's 'Same drop-off'; else the place the car is returned to. */
  dropoff: CarPlace | null;
  /** 'same' (the default, 'Same drop-off') or 'different' (then `dropoff` says where). */
  dropOffChoice: 'same' | 'different';
  /** Wall-clock date and time at the pick-up and return places. */
  pickUpDate: IsoDate;
  pickUpTime: string;
  returnDate: IsoDate;
  returnTime: string;
  /** The driver's age at pick-up, as typed (a number, or '' while the field is empty). */
  age: number | '';
  /** ISO 3166 alpha-2 code of the driver's country of residence. */
  countryOfResidence: string;
}

/** Pick-up this many days after today, for this many days, at this time, until the visitor picks. */
const DEFAULT_LEAD_DAYS = 2;
const DEFAULT_RENTAL_DAYS = 3;
export const DEFAULT_CAR_TIME = '10:00';
/** The times offered for a pick-up or a return: every half hour. */
export const CAR_TIMES: readonly string[] = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 ? '30' : '00'}`;
});

export function defaultCarSearchForm(today: IsoDate): CarSearchForm {
  const pickUpDate = addDays(today, DEFAULT_LEAD_DAYS);
  return {
    pickup: null,
    dropoff: null,
    dropOffChoice: 'same',
    pickUpDate,
    pickUpTime: DEFAULT_CAR_TIME,
    returnDate: addDays(pickUpDate, DEFAULT_RENTAL_DAYS),
    returnTime: DEFAULT_CAR_TIME,
    age: DEFAULT_DRIVER_AGE,
    countryOfResidence: DEFAULT_COUNTRY,
  };
}

/** The form's fields a problem belongs to (each is shown on its field). */
export type CarSearchField = 'pickup' | 'dropoff' | 'pickUpDate' | 'returnDate' | 'age' | 'countryOfResidence';

/** What stops the form from being searched, as keys of cars' `search.problems`, in the form's order. */
export type CarSearchProblem = 'pickup' | 'dropoff' | 'times' | 'pastDate' | 'returnBeforePickup' | 'age' | 'country';

/** The field each problem is shown on. */
export const CAR_PROBLEM_FIELD: Readonly<Record<CarSearchProblem, CarSearchField>> = {
  pickup: 'pickup',
  dropoff: 'dropoff',
  times: 'pickUpDate',
  pastDate: 'pickUpDate',
  returnBeforePickup: 'returnDate',
  age: 'age',
  country: 'countryOfResidence',
};

const isTime = (value: string) => CAR_TIMES.includes(value);
const localDateTime = (date: IsoDate, time: string) => `${date}T${time}`;

/**
 * The problems of a form, the way the server would refuse it (`carSearchBodySchema`), plus a
 * pick-up in the past. An age under the companies' minimum (21) is the server's to refuse: its
 * message is shown on the field.
 */
export function carSearchProblems(form: CarSearchForm, today: IsoDate): CarSearchProblem[] {
  const problems: CarSearchProblem[] = [];
  if (!form.pickup) problems.push('pickup');
  if (form.dropOffChoice === 'different' && !form.dropoff) problems.push('dropoff');
  const hasTimes =
    isIsoDate(form.pickUpDate) && isIsoDate(form.returnDate) && isTime(form.pickUpTime) && isTime(form.returnTime);
  if (!hasTimes) problems.push('times');
  else if (form.pickUpDate < today) problems.push('pastDate');
  else if (localDateTime(form.returnDate, form.returnTime) <= localDateTime(form.pickUpDate, form.pickUpTime))
    problems.push('returnBeforePickup');
  if (form.age === '' || !Number.isInteger(form.age) || form.age < 16 || form.age > MAX_DRIVER_AGE)
    problems.push('age');
  if (!/^[A-Z]{2}$/.test(form.countryOfResidence)) problems.push('country');
  return problems;
}

function setPlace(params: URLSearchParams, prefix: 'pickup' | 'dropoff', place: CarPlace) {
  params.set(prefix, place.value);
  params.set(`${prefix}Name`, place.name);
  if (place.alpha2Code) params.set(`${prefix}Country`, place.alpha2Code);
}

function placeOf(params: URLSearchParams, prefix: 'pickup' | 'dropoff'): CarPlace | null {
  const value = params.get(prefix);
  if (!value) return null;
  return {
    value,
    name: params.get(`${prefix}Name`) ?? value,
    alpha2Code: (params.get(`${prefix}Country`) ?? '').toUpperCase(),
  };
}

export function toCarSearchQuery(form: CarSearchForm): string {
  const params = new URLSearchParams();
  if (form.pickup) setPlace(params, 'pickup', form.pickup);
  if (form.dropOffChoice === 'different' && form.dropoff) setPlace(params, 'dropoff', form.dropoff);
  params.set('pickUpDateTime', localDateTime(form.pickUpDate, form.pickUpTime));
  params.set('returnDateTime', localDateTime(form.returnDate, form.returnTime));
  params.set('age', String(form.age));
  params.set('countryOfResidence', form.countryOfResidence);
  return params.toString();
}

/** 'YYYY-MM-DDTHH:mm' split in its date and time ('' parts when it cannot be read). */
function splitDateTime(value: string | null): [string, string] {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value ?? '');
  return match ? [match[1] ?? '', match[2] ?? ''] : ['', ''];
}

/**
 * The search in a link, or null when the link has none (no pick-up place). What cannot be read
 * is kept as it is and reported as a problem of the form; nothing is guessed.
 */
export function parseCarSearchQuery(search: string): CarSearchForm | null {
  const params = new URLSearchParams(search);
  const pickup = placeOf(params, 'pickup');
  if (!pickup) return null;
  const dropoff = placeOf(params, 'dropoff');
  const [pickUpDate, pickUpTime] = splitDateTime(params.get('pickUpDateTime'));
  const [returnDate, returnTime] = splitDateTime(params.get('returnDateTime'));
  const ageText = params.get('age');
  const age = ageText === null ? DEFAULT_DRIVER_AGE : /^\d{1,3}$/.test(ageText) ? Number(ageText) : '';
  return {
    pickup,
    dropoff,
    dropOffChoice: dropoff ? 'different' : 'same',
    pickUpDate,
    pickUpTime,
    returnDate,
    returnTime,
    age,
    countryOfResidence: (params.get('countryOfResidence') ?? DEFAULT_COUNTRY).toUpperCase(),
  };
}

const locationRef = (place: CarPlace) => ({
  name: place.name,
  value: place.value,
  ...(place.alpha2Code ? { alpha2Code: place.alpha2Code } : {}),
});

/** The availableCars payload (spec: Car search state) of a form that has no problem. */
export function toCarSearchBody(form: CarSearchForm, currency: string): CarSearchBody {
  const pickup = form.pickup as CarPlace;
  const isDifferent = form.dropOffChoice === 'different' && form.dropoff !== null;
  const dropoff = isDifferent ? (form.dropoff as CarPlace) : pickup;
  return {
    location: locationRef(pickup),
    pickUpDateTime: localDateTime(form.pickUpDate, form.pickUpTime),
    ...(isDifferent ? { returnLocation: locationRef(dropoff) } : {}),
    returnDateTime: localDateTime(form.returnDate, form.returnTime),
    dropOff: isDifferent ? 'different' : 'same',
    age: form.age === '' ? DEFAULT_DRIVER_AGE : form.age,
    countryOfResidence: form.countryOfResidence,
    pickupReadable: pickup.name,
    dropoffReadable: dropoff.name,
    currency,
  };
}

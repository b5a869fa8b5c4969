import { isIsoDate, MAX_TRAVELERS_PER_TYPE } from '@travel/contracts';
import { CABIN_PREFERENCE_OPTIONS, ROUTE_TYPE_OPTIONS } from './options';
import { MAX_MULTI_CITY_LEGS, MIN_MULTI_CITY_LEGS } from './search-form';

/** What is wrong with a search link: a message key of flights' `summary.problems` and its values. */
export interface SearchLinkProblem {
  key:
    | 'tripType'
    | 'cabin'
    | 'adults'
    | 'children'
    | 'infants'
    | 'legs'
    | 'airports'
    | 'date'
    | 'legOrder'
    | 'returnDate'
    | 'returnBeforeDeparture';
  values?: Record<string, number>;
}

const isDate = (value: string | undefined): value is string => value !== undefined && isIsoDate(value);
const AIRPORT = /^[A-Z]{3}$/;

/**
 * Everything that stops a results link from being searched, each said plainly (a return before
 * the departure, six adults, a missing airport...), in the order the form shows them; empty when
 * the link can be searched. A date already past is the search's to refuse, as for any search.
 */
export function searchLinkProblems(query: string | URLSearchParams): SearchLinkProblem[] {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const problems: SearchLinkProblem[] = [];
  const type = params.get('type');
  if (!ROUTE_TYPE_OPTIONS.some((option) => option === type)) problems.push({ key: 'tripType' });
  const cabin = params.get('cabin');
  if (!CABIN_PREFERENCE_OPTIONS.some((option) => option === cabin)) problems.push({ key: 'cabin' });
  for (const [key, min] of [
    ['adults', 1],
    ['children', 0],
    ['infants', 0],
  ] as const) {
    const count = Number(params.get(key) ?? (min === 0 ? '0' : ''));
    if (!Number.isInteger(count) || count < min || count > MAX_TRAVELERS_PER_TYPE)
      problems.push({ key, values: { min, max: MAX_TRAVELERS_PER_TYPE } });
  }

  const dates = params.getAll('date');
  const froms = params.getAll('from');
  const tos = params.getAll('to');
  const size = type === 'Multi-City' ? dates.length : 1;
  if (type === 'Multi-City' && (size < MIN_MULTI_CITY_LEGS || size > MAX_MULTI_CITY_LEGS)) {
    problems.push({ key: 'legs', values: { min: MIN_MULTI_CITY_LEGS, max: MAX_MULTI_CITY_LEGS } });
  }
  let previous = '';
  for (let index = 0; index < Math.max(size, 1); index++) {
    const number = index + 1;
    if (!AIRPORT.test(froms[index] ?? '') || !AIRPORT.test(tos[index] ?? ''))
      problems.push({ key: 'airports', values: { number } });
    const date = dates[index];
    if (!isDate(date)) problems.push({ key: 'date', values: { number } });
    else if (previous && date < previous) problems.push({ key: 'legOrder', values: { number } });
    if (isDate(date)) previous = date;
  }

  if (type === 'Round-Trip') {
    const returnDate = params.get('return') ?? undefined;
    const departure = dates[0];
    if (!isDate(returnDate)) problems.push({ key: 'returnDate' });
    else if (isDate(departure) && returnDate < departure) problems.push({ key: 'returnBeforeDeparture' });
  }
  return problems;
}

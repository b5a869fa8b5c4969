import { describe, expect, it } from 'vitest';
import { searchLinkProblems } from './search-link';

const GOOD =
  'type=Round-Trip&cabin=NoPreference&adults=2&children=1&infants=0&from=LIS&to=JFK&date=2026-12-01&return=2026-12-08';
const problems = (query: string) => searchLinkProblems(query).map((problem) => problem.key);
const withParam = (name: string, value: string) => {
  const params = new URLSearchParams(GOOD);
  params.set(name, value);
  return params.toString();
};

describe('what is wrong with a search link', () => {
  it('finds nothing wrong with a complete link', () => {
    expect(searchLinkProblems(GOOD)).toEqual([]);
  });

  it('names a return before the departure', () => {
    expect(problems(withParam('return', '2026-11-30'))).toEqual(['returnBeforeDeparture']);
  });

  it('names too many adults, with the limits', () => {
    expect(searchLinkProblems(withParam('adults', '6'))).toEqual([{ key: 'adults', values: { min: 1, max: 5 } }]);
    expect(problems(withParam('adults', '0'))).toEqual(['adults']);
    expect(problems(withParam('infants', '9'))).toEqual(['infants']);
  });

  it('names a missing airport, a bad date and an unknown trip type or cabin', () => {
    expect(problems('type=Round-Trip&cabin=NoPreference&adults=1&from=LIS&date=2026-12-01&return=2026-12-08')).toEqual([
      'airports',
    ]);
    expect(problems(withParam('date', '2026-02-30'))).toEqual(['date']);
    expect(problems(withParam('type', 'Boat'))).toEqual(['tripType']);
    expect(problems(withParam('cabin', 'Cargo'))).toEqual(['cabin']);
  });

  it('checks every flight of a multi-city trip, in order', () => {
    const legs = (dates: string[]) =>
      `type=Multi-City&cabin=NoPreference&adults=1&${dates.map((date) => `from=LIS&to=MAD&date=${date}`).join('&')}`;
    expect(problems(legs(['2026-12-01', '2026-12-05']))).toEqual([]);
    expect(searchLinkProblems(legs(['2026-12-05', '2026-12-01']))).toEqual([
      { key: 'legOrder', values: { number: 2 } },
    ]);
    expect(problems(legs(['2026-12-01']))).toEqual(['legs']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addLeg,
  defaultSearchForm,
  parseSearchQuery,
  setRouteType,
  toSearchBody,
  toSearchQuery,
  updateLeg,
  type FlightSearchForm,
} from './search-form';

const TODAY = '2026-11-21';
const withoutIds = (form: FlightSearchForm | null) =>
  form && { ...form, legs: form.legs.map(({ id: _id, ...leg }) => leg) };

function multiCity(): FlightSearchForm {
  let form = setRouteType(defaultSearchForm(TODAY), 'Multi-City', TODAY);
  form = addLeg(form, TODAY);
  const [a, b, c] = form.legs;
  form = updateLeg(form, a?.id ?? '', { from: 'LIS', to: 'MAD' });
  form = updateLeg(form, b?.id ?? '', { from: 'MAD', to: 'JFK' });
  return updateLeg(form, c?.id ?? '', { from: 'JFK', to: 'MIA' });
}

describe('search form in the query string', () => {
  it('reads back what it writes, Multi-City legs included', () => {
    const form = multiCity();
    expect(withoutIds(parseSearchQuery(toSearchQuery(form)))).toEqual(withoutIds(form));
  });

  it('rejects queries that do not describe a search', () => {
    const valid = new URLSearchParams(toSearchQuery(multiCity()));
    const broken = (key: string, value: string) => {
      const params = new URLSearchParams(valid);
      params.set(key, value);
      return parseSearchQuery(params);
    };
    expect(broken('type', 'Circle')).toBeNull();
    expect(broken('cabin', 'Cargo')).toBeNull();
    expect(broken('adults', '0')).toBeNull();
    expect(broken('children', '6')).toBeNull();
    expect(broken('date', '2026-02-30')).toBeNull();
    expect(
      parseSearchQuery(
        'type=Round-Trip&cabin=NoPreference&adults=1&children=0&infants=0&from=LIS&to=JFK&date=2026-12-01',
      ),
    ).toBeNull();
  });

  it('keeps an unchosen airport empty', () => {
    const form = parseSearchQuery(
      'type=One-Way&cabin=Economy&adults=1&children=0&infants=0&from=LIS&to=&date=2026-12-01',
    );
    expect(form?.legs[0]).toMatchObject({ from: 'LIS', to: null });
    expect(form && toSearchBody(form, 'EUR')).toBeNull();
  });
});

describe('search body', () => {
  it('turns a Round-Trip into an outbound and a return slice', () => {
    let form = defaultSearchForm(TODAY);
    form = updateLeg(form, form.legs[0]?.id ?? '', { from: 'LIS', to: 'JFK' });
    expect(toSearchBody(form, 'EUR')).toEqual({
      routeType: 'Round-Trip',
      cabin: 'NoPreference',
      aircraftType: 'Commercial',
      slices: [
        { origin: 'LIS', destination: 'JFK', departureDate: '2026-11-23' },
        { origin: 'JFK', destination: 'LIS', departureDate: '2026-11-30' },
      ],
      passengers: { adults: 1, children: 0, infants: 0 },
      currency: 'EUR',
    });
  });

  it('keeps later legs and the return on or after an earlier leg moved later', () => {
    const form = multiCity();
    const moved = updateLeg(form, form.legs[0]?.id ?? '', { date: '2026-12-20' });
    expect(moved.legs.map((leg) => leg.date)).toEqual(['2026-12-20', '2026-12-20', '2026-12-20']);
    expect(moved.returnDate).toBe('2026-12-21');
  });
});

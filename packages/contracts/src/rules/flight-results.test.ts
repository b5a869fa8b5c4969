import { describe, expect, it } from 'vitest';
import { onlyOption, removeAll, selectAll, toggleOption } from './filters';
import {
  bestScores,
  clearIfEveryOption,
  flightKeys,
  fromAnyOption,
  indexFlightResults,
  lowestFlightPrices,
  matchesFlightFilters,
  minuteOfDay,
  NO_FLIGHT_FILTERS,
  selectFlightResults,
  sortOrder,
  stopsOption,
  timeBandOf,
  withAnyOption,
  type FlightFilters,
  type RankedItinerary,
  type RankedLeg,
} from './flight-results';

interface LegSpec {
  stops?: number;
  cabin?: string;
  airline?: string;
  departs?: string;
  arrives?: string;
  duration?: number;
}

function leg({
  stops = 0,
  cabin = 'Economy',
  airline = 'TP',
  departs = '09:00',
  arrives = '13:00',
  duration = 240,
}: LegSpec = {}): RankedLeg {
  return {
    departureTime: `2026-12-01T${departs}`,
    arrivalTime: `2026-12-01T${arrives}`,
    duration,
    stops: Array.from({ length: stops }, (_, index) => ({ airport: `X${index}`, durationMinutes: 60 })),
    cabin,
    airlineCode: airline,
  };
}

interface Trip extends RankedItinerary {
  id: string;
}

function trip(id: string, totalAmount: number, ...legs: LegSpec[]): Trip {
  return { id, totalAmount, flights: legs.map(leg) };
}

const filters = (partial: Partial<FlightFilters>): FlightFilters => ({ ...NO_FLIGHT_FILTERS, ...partial });
const ids = (items: readonly Trip[]) => items.map((item) => item.id);
const passing = (items: Trip[], partial: Partial<FlightFilters>) =>
  ids(selectFlightResults(indexFlightResults(items), filters(partial), 'cheapest').items);

// A round trip each: out and back.
const DIRECT_BOTH = trip('direct-both', 500, { stops: 0 }, { stops: 0 });
const DIRECT_OUT_ONE_BACK = trip('direct-out-1-back', 400, { stops: 0 }, { stops: 1 });
const ONE_BOTH = trip('1-both', 300, { stops: 1 }, { stops: 1 });
const TWO_BOTH = trip('2-both', 200, { stops: 2 }, { stops: 3 });
const ROUND_TRIPS = [DIRECT_BOTH, DIRECT_OUT_ONE_BACK, ONE_BOTH, TWO_BOTH];

describe('stops filter (every leg must match)', () => {
  it('groups 0 stops as Direct, 1 as 1 Stop and 2 or more as 2+ Stops', () => {
    expect([0, 1, 2, 3, 5].map(stopsOption)).toEqual(['0', '1', '2+', '2+', '2+']);
  });

  it('Direct keeps only itineraries whose legs are all direct', () => {
    expect(passing(ROUND_TRIPS, { stops: ['0'] })).toEqual(['direct-both']);
  });

  it('1 Stop drops a trip that is direct out and 1 stop back', () => {
    expect(passing(ROUND_TRIPS, { stops: ['1'] })).toEqual(['1-both']);
  });

  it('keeps a mixed trip once every one of its legs is covered by the options chosen together', () => {
    expect(passing(ROUND_TRIPS, { stops: ['0', '1'] })).toEqual(['1-both', 'direct-out-1-back', 'direct-both']);
  });

  it('2+ Stops covers 2 and 3 stops', () => {
    expect(passing(ROUND_TRIPS, { stops: ['2+'] })).toEqual(['2-both']);
  });

  it('no stops option (Any) keeps everything', () => {
    expect(passing(ROUND_TRIPS, { stops: [] })).toHaveLength(4);
  });
});

describe('cabin, airline and time-band filters (any leg matches)', () => {
  const MIXED_CABIN = trip(
    'mixed-cabin',
    700,
    { cabin: 'Economy', airline: 'TP' },
    { cabin: 'Business', airline: 'UA' },
  );
  const ECONOMY = trip('economy', 300, { cabin: 'Economy', airline: 'TP' }, { cabin: 'Economy', airline: 'TP' });
  const FIRST = trip('first', 900, { cabin: 'First', airline: 'BA' }, { cabin: 'First', airline: 'BA' });
  const TRIPS = [MIXED_CABIN, ECONOMY, FIRST];

  it('Business keeps a trip with one Business leg', () => {
    expect(passing(TRIPS, { cabins: ['Business'] })).toEqual(['mixed-cabin']);
  });

  it('several cabins chosen together keep a trip matching any of them', () => {
    expect(passing(TRIPS, { cabins: ['Business', 'First'] })).toEqual(['mixed-cabin', 'first']);
  });

  it('an airline keeps trips where any leg is flown by it', () => {
    expect(passing(TRIPS, { airlines: ['UA'] })).toEqual(['mixed-cabin']);
    expect(passing(TRIPS, { airlines: ['TP'] })).toEqual(['economy', 'mixed-cabin']);
  });

  it('a departure band keeps a trip with any leg leaving in it', () => {
    const early = trip('early-return', 100, { departs: '09:00' }, { departs: '03:30' });
    const evening = trip('evening', 200, { departs: '19:00' }, { departs: '20:00' });
    expect(passing([early, evening], { departureBands: ['earlyMorning'] })).toEqual(['early-return']);
    expect(passing([early, evening], { departureBands: ['morning', 'evening'] })).toEqual(['early-return', 'evening']);
  });

  it('an arrival band reads the local arrival time', () => {
    const lateArrival = trip('late', 100, { departs: '09:00', arrives: '22:10' });
    const noonArrival = trip('noon', 200, { departs: '06:00', arrives: '12:00' });
    expect(passing([lateArrival, noonArrival], { arrivalBands: ['afternoon'] })).toEqual(['noon']);
    expect(passing([lateArrival, noonArrival], { arrivalBands: ['evening'] })).toEqual(['late']);
  });

  it('groups combine with AND', () => {
    expect(passing(TRIPS, { cabins: ['Economy'], airlines: ['UA'] })).toEqual(['mixed-cabin']);
    expect(passing(TRIPS, { cabins: ['First'], airlines: ['UA'] })).toEqual([]);
  });

  it('an itinerary without a value for a filtering group fails it', () => {
    const keys = flightKeys({ totalAmount: 1, flights: [] });
    expect(matchesFlightFilters(keys, filters({ cabins: ['Economy'] }))).toBe(false);
    expect(matchesFlightFilters(keys, NO_FLIGHT_FILTERS)).toBe(true);
  });
});

describe('the per-change pass', () => {
  const TRIPS = [
    ...ROUND_TRIPS,
    trip(
      'mixed',
      650,
      { stops: 2, cabin: 'First', airline: 'BA', departs: '04:59', arrives: '18:00' },
      { stops: 0, cabin: 'Economy', airline: 'TP', departs: '23:59', arrives: '05:00' },
    ),
    trip('no-legs', 10),
  ];
  const index = indexFlightResults(TRIPS);
  const choices: Partial<FlightFilters>[] = [
    {},
    { stops: ['0'] },
    { stops: ['2+', '0'] },
    { cabins: ['First'] },
    { cabins: ['Economy', 'Business'], airlines: ['TP'] },
    { airlines: ['BA', 'XX'] },
    { departureBands: ['earlyMorning'], arrivalBands: ['evening'] },
    { stops: ['0', '1', '2+'], departureBands: ['morning', 'evening'] },
    { arrivalBands: ['earlyMorning'] },
  ];

  it.each(choices)('keeps exactly the itineraries matchesFlightFilters keeps: %o', (choice) => {
    const expected = TRIPS.filter((item) => matchesFlightFilters(flightKeys(item), filters(choice))).map(
      (item) => item.id,
    );
    const selected = selectFlightResults(index, filters(choice), 'cheapest').items.map((item) => item.id);
    expect([...selected].sort()).toEqual([...expected].sort());
  });
});

describe('time bands (spec section 9)', () => {
  const band = (time: string) => timeBandOf(`2026-12-01T${time}`);

  it.each([
    ['00:00', 'earlyMorning'],
    ['04:59', 'earlyMorning'],
    ['05:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['17:59', 'afternoon'],
    ['18:00', 'evening'],
    ['23:59', 'evening'],
  ])('%s is in %s', (time, expected) => {
    expect(band(time)).toBe(expected);
  });

  it('reads minutes since local midnight and nothing from a date without a time', () => {
    expect(minuteOfDay('2026-12-01T05:00')).toBe(300);
    expect(timeBandOf('2026-12-01')).toBeUndefined();
  });
});

describe("'Any', 'Only', select all and remove all", () => {
  it("shows 'Any' ticked when nothing filters, and ticking it removes the filter", () => {
    expect(withAnyOption([], 'any')).toEqual(['any']);
    const shown = withAnyOption(['0', '1'], 'any');
    expect(shown).toEqual(['0', '1']);
    expect(fromAnyOption(shown, toggleOption(shown, 'any'), 'any')).toEqual([]);
  });

  it("ticking an option while 'Any' is ticked filters on that option alone", () => {
    const shown = withAnyOption<string>([], 'any');
    expect(fromAnyOption(shown, toggleOption(shown, '0'), 'any')).toEqual(['0']);
  });

  it("unticking 'Any' itself keeps no filter", () => {
    const shown = withAnyOption<string>([], 'any');
    expect(fromAnyOption(shown, toggleOption(shown, 'any'), 'any')).toEqual([]);
  });

  it("'Only' selects a single option, and 'Only' on Any removes the filter", () => {
    const shown = withAnyOption(['0', '2+'], 'any');
    expect(fromAnyOption(shown, onlyOption('1'), 'any')).toEqual(['1']);
    expect(fromAnyOption(shown, onlyOption('any'), 'any')).toEqual([]);
    expect(passing(ROUND_TRIPS, { stops: ['1'] })).toEqual(['1-both']);
  });

  it('airline select-all and remove-all both clear the list', () => {
    const airlines = ['TP', 'UA', 'BA'];
    expect(clearIfEveryOption(selectAll(airlines), airlines)).toEqual([]);
    expect(clearIfEveryOption(removeAll<string>(), airlines)).toEqual([]);
    expect(clearIfEveryOption(['UA', 'TP'], airlines)).toEqual(['UA', 'TP']);
  });
});

describe('lowest price per option', () => {
  const TRIPS = [
    trip(
      'a',
      500,
      { stops: 0, cabin: 'Business', airline: 'TP', departs: '04:59', arrives: '08:00' },
      { stops: 0, cabin: 'Economy', airline: 'UA', departs: '18:00', arrives: '23:00' },
    ),
    trip(
      'b',
      300,
      { stops: 0, cabin: 'Economy', airline: 'TP', departs: '05:00', arrives: '12:00' },
      { stops: 1, cabin: 'Economy', airline: 'TP', departs: '11:59', arrives: '17:59' },
    ),
    trip(
      'c',
      200,
      { stops: 1, cabin: 'Premium', airline: 'BA', departs: '12:00', arrives: '20:00' },
      { stops: 1, cabin: 'Premium', airline: 'BA', departs: '17:59', arrives: '04:00' },
    ),
    trip(
      'd',
      900,
      { stops: 2, cabin: 'First', airline: 'UA', departs: '22:00', arrives: '10:00' },
      { stops: 2, cabin: 'First', airline: 'UA', departs: '23:59', arrives: '11:00' },
    ),
  ];
  const lowest = lowestFlightPrices(indexFlightResults(TRIPS), (item) => item.totalAmount);

  it('per stops group, counting a trip only where all its legs are in the group', () => {
    expect(Object.fromEntries(lowest.stops)).toEqual({ '0': 500, '1': 200, '2+': 900 });
  });

  it('per cabin, for each cabin of any leg', () => {
    expect(Object.fromEntries(lowest.cabins)).toEqual({ Business: 500, Economy: 300, Premium: 200, First: 900 });
  });

  it('per airline, for each airline of any leg', () => {
    expect(Object.fromEntries(lowest.airlines)).toEqual({ TP: 300, UA: 500, BA: 200 });
  });

  it('per departure and arrival time band, at the band boundaries', () => {
    expect(Object.fromEntries(lowest.departureBands)).toEqual({
      earlyMorning: 500,
      evening: 500,
      morning: 300,
      afternoon: 200,
    });
    expect(Object.fromEntries(lowest.arrivalBands)).toEqual({
      morning: 500,
      evening: 200,
      afternoon: 300,
      earlyMorning: 200,
    });
  });

  it('overall, next to Any', () => {
    expect(lowest.any).toBe(200);
  });

  it('reads the amount the caller shows', () => {
    const shown = lowestFlightPrices(indexFlightResults(TRIPS), (item) => item.totalAmount * 2);
    expect(shown.any).toBe(400);
  });
});

describe('sorting', () => {
  const A = trip('a', 300, { duration: 600 });
  const B = trip('b', 200, { duration: 900 });
  const C = trip('c', 200, { duration: 300 });
  const D = trip('d', 800, { duration: 200 }, { duration: 10 });

  const sorted = (items: Trip[], sort: 'cheapest' | 'best' | 'quickest') =>
    ids(selectFlightResults(indexFlightResults(items), NO_FLIGHT_FILTERS, sort).items);

  it('Cheapest orders by totalAmount, equal prices keeping their order', () => {
    expect(sorted([A, B, C, D], 'cheapest')).toEqual(['b', 'c', 'a', 'd']);
    expect(sorted([C, B], 'cheapest')).toEqual(['c', 'b']);
  });

  it('Quickest orders by the first leg duration only', () => {
    expect(sorted([A, B, C, D], 'quickest')).toEqual(['d', 'c', 'a', 'b']);
    const longReturn = trip('long-return', 100, { duration: 100 }, { duration: 5000 });
    expect(sorted([C, longReturn], 'quickest')).toEqual(['long-return', 'c']);
  });

  it('Quickest keeps equal durations in their order', () => {
    const E = trip('e', 100, { duration: 300 });
    expect(sorted([C, E], 'quickest')).toEqual(['c', 'e']);
    expect(sorted([E, C], 'quickest')).toEqual(['e', 'c']);
  });

  it('Best scores price / cheapest + first-leg duration / quickest', () => {
    const keys = [A, B, C, D].map(flightKeys);
    // cheapest 200, quickest 200
    expect(bestScores(keys)).toEqual([300 / 200 + 600 / 200, 1 + 900 / 200, 1 + 300 / 200, 800 / 200 + 1]);
    expect(sorted([A, B, C, D], 'best')).toEqual(['c', 'a', 'd', 'b']);
  });

  it('Best weighs 10% dearer the same as 10% quicker, ties keeping their order', () => {
    const cheap = trip('cheap', 1000, { duration: 660 });
    const quick = trip('quick', 1100, { duration: 600 });
    const keys = [cheap, quick].map(flightKeys);
    const [cheapScore = 0, quickScore = 0] = bestScores(keys);
    expect(cheapScore).toBeCloseTo(2.1);
    expect(quickScore).toBeCloseTo(2.1);
    expect(sortOrder(keys, 'best')).toEqual([0, 1]);
    expect(sortOrder([...keys].reverse(), 'best')).toEqual([0, 1]);
  });

  it('Best prefers a much quicker trip that is a little dearer', () => {
    const cheapSlow = trip('cheap-slow', 1000, { duration: 1200 });
    const dearQuick = trip('dear-quick', 1100, { duration: 400 });
    expect(sorted([cheapSlow, dearQuick], 'best')).toEqual(['dear-quick', 'cheap-slow']);
  });

  it('Best survives zero prices and durations', () => {
    const keys = [trip('z', 0, { duration: 0 })].map(flightKeys);
    expect(bestScores(keys)).toEqual([0]);
  });

  it('sorts only what passes the filters, and the sort cards show the first of each order', () => {
    const index = indexFlightResults([A, B, C, D]);
    const selection = selectFlightResults(index, filters({ stops: ['0'] }), 'quickest');
    expect(ids(selection.items)).toEqual(['d', 'c', 'a', 'b']);
    expect(selection.top.cheapest?.id).toBe('b');
    expect(selection.top.quickest?.id).toBe('d');
    expect(selection.top.best?.id).toBe('c');
    const none = selectFlightResults(index, filters({ stops: ['1'] }), 'cheapest');
    expect(none.items).toEqual([]);
    expect(none.top).toEqual({ cheapest: undefined, best: undefined, quickest: undefined });
  });
});

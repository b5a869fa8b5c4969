import { describe, expect, it } from 'vitest';
import { lowestBy, matchesGroup, onlyOption, removeAll, selectAll, toggleOption } from './filters';

describe('toggleOption', () => {
  it('adds an unselected option at the end', () => {
    expect(toggleOption(['Economy'], 'Business')).toEqual(['Economy', 'Business']);
  });

  it('removes a selected option and keeps the others in order', () => {
    expect(toggleOption(['Economy', 'Business', 'First'], 'Business')).toEqual(['Economy', 'First']);
  });

  it('returns to no filter when the last option is removed', () => {
    expect(toggleOption(['Economy'], 'Economy')).toEqual([]);
  });

  it('leaves the given selection untouched', () => {
    const selected = ['Economy'];
    toggleOption(selected, 'Business');
    expect(selected).toEqual(['Economy']);
  });
});

describe('onlyOption, selectAll, removeAll', () => {
  it("'Only' selects just that option", () => {
    expect(onlyOption('1')).toEqual(['1']);
  });

  it('select-all selects every option once', () => {
    expect(selectAll(['AA', 'BA', 'AA', 'IB'])).toEqual(['AA', 'BA', 'IB']);
  });

  it('remove-all empties the selection', () => {
    expect(removeAll<string>()).toEqual([]);
  });
});

describe('matchesGroup', () => {
  it('passes everything when the group is empty, in both modes', () => {
    expect(matchesGroup([], ['0', '2+'], 'every')).toBe(true);
    expect(matchesGroup([], ['Economy'], 'any')).toBe(true);
    expect(matchesGroup([], [], 'any')).toBe(true);
  });

  it('fails an item without values once the group filters', () => {
    expect(matchesGroup(['0'], [], 'every')).toBe(false);
    expect(matchesGroup(['AA'], [], 'any')).toBe(false);
  });

  describe('flight stops (every leg must match)', () => {
    const nonstopOut1StopBack = ['0', '1'];

    it('fails a return trip when only one of its legs has a selected stops option', () => {
      expect(matchesGroup(['0'], nonstopOut1StopBack, 'every')).toBe(false);
    });

    it('passes it when several stop options are chosen together and cover both legs', () => {
      expect(matchesGroup(['0', '1'], nonstopOut1StopBack, 'every')).toBe(true);
    });

    it("passes every trip after 'Any' removes the filter", () => {
      expect(matchesGroup(removeAll<string>(), nonstopOut1StopBack, 'every')).toBe(true);
    });

    it("after 'Only' nonstop, passes only all-nonstop trips", () => {
      expect(matchesGroup(onlyOption('0'), ['0', '0'], 'every')).toBe(true);
      expect(matchesGroup(onlyOption('0'), ['0', '2+'], 'every')).toBe(false);
    });
  });

  describe('cabins, airlines and time bands (any leg may match)', () => {
    it('passes a trip when one leg flies a selected cabin', () => {
      expect(matchesGroup(['Business'], ['Economy', 'Business'], 'any')).toBe(true);
    });

    it('fails a trip when no leg flies a selected cabin', () => {
      expect(matchesGroup(['First'], ['Economy', 'Business'], 'any')).toBe(false);
    });

    it('passes a trip when one leg departs in a selected time band', () => {
      expect(matchesGroup(['morning', 'evening'], ['earlyMorning', 'evening'], 'any')).toBe(true);
      expect(matchesGroup(['afternoon'], ['earlyMorning', 'evening'], 'any')).toBe(false);
    });

    it('passes every airline after select-all and after remove-all', () => {
      const airlines = ['AA', 'BA', 'IB'];
      expect(matchesGroup(selectAll(airlines), ['BA'], 'any')).toBe(true);
      expect(matchesGroup(removeAll<string>(), ['BA'], 'any')).toBe(true);
    });
  });

  it('car filters: OR within a group, AND across groups', () => {
    const car = { supplier: 'Hertz', type: 'SUV' };
    const passes = (suppliers: string[], types: string[]) =>
      matchesGroup(suppliers, [car.supplier], 'any') && matchesGroup(types, [car.type], 'any');
    expect(passes(['Avis', 'Hertz'], [])).toBe(true);
    expect(passes(['Avis', 'Hertz'], ['SUV', 'Compact'])).toBe(true);
    expect(passes(['Hertz'], ['Compact'])).toBe(false);
    expect(passes(['Avis'], ['SUV'])).toBe(false);
  });
});

describe('lowestBy', () => {
  const itineraries = [
    { stops: '0', airlines: ['AA'], cabin: 'Economy', total: 52_000 },
    { stops: '1', airlines: ['BA', 'AA'], cabin: 'Economy', total: 31_000 },
    { stops: '0', airlines: ['BA'], cabin: 'Business', total: 48_000 },
    { stops: '1', airlines: ['IB'], cabin: 'Economy', total: 39_000 },
  ];

  it('gives the lowest price per stops group, in the order first met', () => {
    const lowest = lowestBy(
      itineraries,
      (i) => i.stops,
      (i) => i.total,
    );
    expect([...lowest]).toEqual([
      ['0', 48_000],
      ['1', 31_000],
    ]);
  });

  it('counts an itinerary for each of its airlines', () => {
    const lowest = lowestBy(
      itineraries,
      (i) => i.airlines,
      (i) => i.total,
    );
    expect(Object.fromEntries(lowest)).toEqual({ AA: 31_000, BA: 31_000, IB: 39_000 });
  });

  it('gives the lowest price per cabin', () => {
    const lowest = lowestBy(
      itineraries,
      (i) => i.cabin,
      (i) => i.total,
    );
    expect(lowest.get('Economy')).toBe(31_000);
    expect(lowest.get('Business')).toBe(48_000);
  });

  it('skips prices that are not finite numbers', () => {
    const lowest = lowestBy(
      [
        { key: 'a', price: Number.NaN },
        { key: 'a', price: 70 },
        { key: 'b', price: Number.POSITIVE_INFINITY },
      ],
      (i) => i.key,
      (i) => i.price,
    );
    expect([...lowest]).toEqual([['a', 70]]);
  });

  it('is empty for no items', () => {
    expect(
      lowestBy(
        [],
        () => 'x',
        () => 1,
      ).size,
    ).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  fromStoredSearch,
  isFiltered,
  NO_ACTIVITY_FILTERS,
  parseActivitySearchQuery,
  toActivitySearchBody,
  toActivitySearchQuery,
  type ActivitySearch,
} from './search-link';

const LISBON: ActivitySearch = {
  location: { destinationId: 'pt-lisbon', destinationName: 'Lisbon', destinationType: 'CITY' },
  searchedText: '',
  sort: 'RECOMMENDED',
  filters: NO_ACTIVITY_FILTERS,
};

const FILTERED: ActivitySearch = {
  location: {
    destinationId: 'pt-lisbon',
    destinationName: 'Lisbon',
    destinationType: 'CITY',
    productCode: 'PT5-12',
    productName: 'Alfama Fado Night Tour',
  },
  searchedText: 'fado night',
  sort: 'PRICE_HIGH_TO_LOW',
  filters: {
    tagIds: [2, 7],
    durations: ['oneToFourHours', 'upToOneHour'],
    timesOfDay: ['evening'],
    specials: ['FREE_CANCELLATION'],
    popularity: ['kidFriendly', 'avoidCrowd'],
    minPrice: 20,
    maxPrice: 150,
    minRating: 4,
  },
};

describe('activity search link', () => {
  it('keeps a plain destination search short: no sort, no filter', () => {
    expect(toActivitySearchQuery(LISBON)).toBe('destinationId=pt-lisbon&destinationName=Lisbon&destinationType=CITY');
  });

  it('reads back every part it writes', () => {
    for (const search of [LISBON, FILTERED])
      expect(parseActivitySearchQuery(toActivitySearchQuery(search))).toEqual(search);
  });

  it('has no search without a destination', () => {
    expect(parseActivitySearchQuery('')).toBeNull();
    expect(parseActivitySearchQuery('destinationName=Lisbon')).toBeNull();
    expect(parseActivitySearchQuery('searchId=abc12345')).toBeNull();
  });

  it('drops what it cannot read rather than sending what the server would refuse', () => {
    const search = parseActivitySearchQuery(
      'destinationId=pt-lisbon&destinationType=PLANET&sort=CHEAPEST&tags=2,x,0,2&durations=oneToFourHours,forever' +
        '&times=night&specials=FREE_CANCELLATION,FREE_CANCELLATION&popularity=quiet&minPrice=-5&maxPrice=12.5&rating=2',
    );
    expect(search).toEqual({
      location: { destinationId: 'pt-lisbon', destinationName: 'pt-lisbon', destinationType: 'CITY' },
      searchedText: '',
      sort: 'RECOMMENDED',
      filters: {
        ...NO_ACTIVITY_FILTERS,
        tagIds: [2],
        durations: ['oneToFourHours'],
        specials: ['FREE_CANCELLATION'],
      },
    });
  });

  it('tells a filtered search from an unfiltered one', () => {
    expect(isFiltered(NO_ACTIVITY_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_ACTIVITY_FILTERS, minRating: 3 })).toBe(true);
    expect(isFiltered({ ...NO_ACTIVITY_FILTERS, maxPrice: 0 })).toBe(true);
  });
});

describe('activity search body', () => {
  it('sends the spec’s search state with the filters, prices in minor units of the currency', () => {
    expect(toActivitySearchBody(FILTERED, 'USD')).toEqual({
      selectedLocation: FILTERED.location,
      searchedText: 'fado night',
      activeTagIds: [2, 7],
      filterItem: { sortOrder: 'PRICE_HIGH_TO_LOW' },
      durations: ['oneToFourHours', 'upToOneHour'],
      timesOfDay: ['evening'],
      specials: ['FREE_CANCELLATION'],
      popularity: ['kidFriendly', 'avoidCrowd'],
      minPrice: 2_000,
      maxPrice: 15_000,
      minRating: 4,
      currency: 'USD',
    });
    expect(toActivitySearchBody(FILTERED, 'JPY')).toMatchObject({ minPrice: 20, maxPrice: 150 });
  });

  it('leaves out what is not chosen, and reads bounds typed the wrong way round as the range between them', () => {
    expect(toActivitySearchBody(LISBON, 'EUR')).toEqual({
      selectedLocation: LISBON.location,
      activeTagIds: [],
      filterItem: { sortOrder: 'RECOMMENDED' },
      durations: [],
      timesOfDay: [],
      specials: [],
      popularity: [],
      currency: 'EUR',
    });
    const swapped = { ...LISBON, filters: { ...NO_ACTIVITY_FILTERS, minPrice: 90, maxPrice: 10 } };
    expect(toActivitySearchBody(swapped, 'EUR')).toMatchObject({ minPrice: 1_000, maxPrice: 9_000 });
  });

  it('opens a kept search state with its tags and sort, the other filters unset', () => {
    expect(
      fromStoredSearch({
        selectedLocation: { destinationId: 'pt', destinationName: 'Portugal', destinationType: 'COUNTRY' },
        activeTagIds: [3],
        filterItem: { sortOrder: 'RATING' },
      }),
    ).toEqual({
      location: { destinationId: 'pt', destinationName: 'Portugal', destinationType: 'COUNTRY' },
      searchedText: '',
      sort: 'RATING',
      filters: { ...NO_ACTIVITY_FILTERS, tagIds: [3] },
    });
  });
});

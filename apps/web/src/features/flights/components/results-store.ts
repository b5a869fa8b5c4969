import { useSyncExternalStore, type SetStateAction } from 'react';
import {
  indexFlightResults,
  lowestFlightPrices,
  NO_FLIGHT_FILTERS,
  selectFlightResults,
  type FlightFilters,
  type FlightLowestPrices,
  type FlightSelection,
  type FlightSort,
  type Itinerary,
} from '@travel/contracts';

export interface AirlineOption {
  code: string;
  name: string;
}

interface ResultsState {
  filters: FlightFilters;
  sort: FlightSort;
  selection: FlightSelection<Itinerary>;
}

export interface ResultsStore {
  total: number;
  lowest: FlightLowestPrices;
  airlines: AirlineOption[];
  getState(): ResultsState;
  subscribe(listener: () => void): () => void;
  setFilters(change: SetStateAction<FlightFilters>): void;
  setSort(sort: FlightSort): void;
}

/** Every airline flying a leg of the results, by name. */
function airlinesOf(items: readonly Itinerary[]): AirlineOption[] {
  const names = new Map<string, string>();
  for (const item of items) for (const leg of item.flights) names.set(leg.airlineCode, leg.airlineName);
  return [...names].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The new filters, keeping the previous list of each group whose selection did not change (and
 * one shared empty list), so only the changed groups render again.
 */
function keepUnchanged(previous: FlightFilters, next: FlightFilters): FlightFilters {
  const keep = <K extends keyof FlightFilters>(key: K): FlightFilters[K] => {
    if (next[key].length === 0) return NO_FLIGHT_FILTERS[key];
    return sameList(previous[key], next[key]) ? previous[key] : next[key];
  };
  const kept: FlightFilters = {
    stops: keep('stops'),
    cabins: keep('cabins'),
    airlines: keep('airlines'),
    departureBands: keep('departureBands'),
    arrivalBands: keep('arrivalBands'),
  };
  const isSame = (Object.keys(kept) as (keyof FlightFilters)[]).every((key) => kept[key] === previous[key]);
  return isSame ? previous : kept;
}

/**
 * One search's filter and sort state. Keys, orders, lowest prices and airlines are worked out
 * once here; a change is one pass (`selectFlightResults`), and only the parts of the page that
 * read the state render again (the filters and the list), not the page around them. A new
 * search makes a new store, so filters and sort start over (Cheapest).
 */
export function createResultsStore(items: readonly Itinerary[]): ResultsStore {
  const index = indexFlightResults(items);
  const listeners = new Set<() => void>();
  let state: ResultsState = {
    filters: NO_FLIGHT_FILTERS,
    sort: 'cheapest',
    selection: selectFlightResults(index, NO_FLIGHT_FILTERS, 'cheapest'),
  };
  const update = (filters: FlightFilters, sort: FlightSort) => {
    if (filters === state.filters && sort === state.sort) return;
    state = { filters, sort, selection: selectFlightResults(index, filters, sort) };
    listeners.forEach((listener) => listener());
  };
  return {
    total: items.length,
    lowest: lowestFlightPrices(index, (item) => item.displayAmount),
    airlines: airlinesOf(items),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setFilters: (change) =>
      update(keepUnchanged(state.filters, typeof change === 'function' ? change(state.filters) : change), state.sort),
    setSort: (sort) => update(state.filters, sort),
  };
}

export function useResultsState(store: ResultsStore): ResultsState {
  return useSyncExternalStore(store.subscribe, store.getState);
}

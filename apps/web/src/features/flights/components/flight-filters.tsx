import { Button, Divider, Stack } from '@mantine/core';
import { memo, useCallback, useMemo, type Dispatch, type ReactElement, type SetStateAction } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import {
  clearIfEveryOption,
  FLIGHT_STOPS_OPTIONS,
  FLIGHT_TIME_BANDS,
  fromAnyOption,
  NO_FLIGHT_FILTERS,
  withAnyOption,
  type FlightFilters as Filters,
  type FlightLowestPrices,
  type TimeBandKey,
} from '@travel/contracts';
import {
  FilterCheckboxList,
  type FilterCheckboxListProps,
  type FilterOption,
} from '../../../shared/widgets/filter-checkbox-list';
import { formatPrice } from '../lib/format';
import { CABIN_OPTIONS } from '../lib/options';
import type { AirlineOption } from './results-store';

/** The value of the 'Any' checkbox: it stands for an empty selection. */
const ANY = 'any';

/**
 * One group, re-rendered only when its own options or selection change: a change in one group
 * leaves the others as they are (the results page's budget is one frame per change).
 */
const FilterGroup = memo(FilterCheckboxList) as <T extends string>(props: FilterCheckboxListProps<T>) => ReactElement;

export interface FlightFiltersProps {
  filters: Filters;
  onChange: Dispatch<SetStateAction<Filters>>;
  lowest: FlightLowestPrices;
  airlines: readonly AirlineOption[];
  /** The visitor's currency, which the lowest prices are in. */
  currency: string;
}

/**
 * Stops, cabins, airlines and departure and arrival time bands, each option with its lowest
 * price. Stops and cabins offer 'Any' (ticking it removes the filter); airlines offer select
 * all and remove all, which both clear the list.
 */
export const FlightFilters = memo(function FlightFilters({
  filters,
  onChange,
  lowest,
  airlines,
  currency,
}: FlightFiltersProps) {
  const { t, i18n } = useTranslation('flights');
  const language = i18n.language;

  const options = useMemo(() => {
    const note = (amount: number | undefined) =>
      amount === undefined ? undefined : formatPrice(amount, currency, language);
    const any: FilterOption<string> = { value: ANY, label: t('filters.any'), note: note(lowest.any) };
    const band = (prices: Map<TimeBandKey, number>) =>
      FLIGHT_TIME_BANDS.map((timeBand) => ({
        value: timeBand.key,
        label: t('filters.band', {
          name: t(`filters.timeBands.${timeBand.key}`),
          range: t(`filters.timeBandRanges.${timeBand.key}`),
        }),
        note: note(prices.get(timeBand.key)),
      }));
    return {
      stops: [
        any,
        // Under the every-leg rule an option can match no itinerary: shown, but not to be ticked.
        ...FLIGHT_STOPS_OPTIONS.map((stop) => {
          const price = lowest.stops.get(stop);
          return {
            value: stop,
            label: t(`filters.stopOptions.${stop}`),
            note: price === undefined ? t('filters.noFlights') : note(price),
            isEmpty: price === undefined,
          };
        }),
      ],
      cabins: [
        any,
        ...CABIN_OPTIONS.map((cabin) => ({
          value: cabin,
          label: t(`search.cabins.${cabin}`),
          note: note(lowest.cabins.get(cabin)),
        })),
      ],
      airlines: airlines.map((airline) => ({
        value: airline.code,
        label: airline.name,
        note: note(lowest.airlines.get(airline.code)),
      })),
      departureBands: band(lowest.departureBands),
      arrivalBands: band(lowest.arrivalBands),
    };
  }, [t, language, currency, lowest, airlines]);

  const shownStops = useMemo(() => withAnyOption<string>(filters.stops, ANY), [filters.stops]);
  const shownCabins = useMemo(() => withAnyOption<string>(filters.cabins, ANY), [filters.cabins]);
  const changeStops = useCallback(
    (next: string[]) =>
      onChange((current) => {
        const selected = fromAnyOption(withAnyOption<string>(current.stops, ANY), next, ANY);
        return { ...current, stops: FLIGHT_STOPS_OPTIONS.filter((stop) => selected.includes(stop)) };
      }),
    [onChange],
  );
  const changeCabins = useCallback(
    (next: string[]) =>
      onChange((current) => ({
        ...current,
        cabins: fromAnyOption(withAnyOption<string>(current.cabins, ANY), next, ANY),
      })),
    [onChange],
  );
  const changeAirlines = useCallback(
    (next: string[]) =>
      onChange((current) => ({
        ...current,
        airlines: clearIfEveryOption(
          next,
          airlines.map((airline) => airline.code),
        ),
      })),
    [onChange, airlines],
  );
  const changeDeparture = useCallback(
    (departureBands: TimeBandKey[]) => onChange((current) => ({ ...current, departureBands })),
    [onChange],
  );
  const changeArrival = useCallback(
    (arrivalBands: TimeBandKey[]) => onChange((current) => ({ ...current, arrivalBands })),
    [onChange],
  );
  const isFiltering = Object.values(filters).some((selection: readonly string[]) => selection.length > 0);

  return (
    <Stack gap="md">
      <FilterGroup title={t('filters.stops')} options={options.stops} value={shownStops} onChange={changeStops} />
      <Divider />
      <FilterGroup title={t('filters.cabins')} options={options.cabins} value={shownCabins} onChange={changeCabins} />
      <Divider />
      <FilterGroup
        title={t('filters.airlines')}
        options={options.airlines}
        value={filters.airlines}
        onChange={changeAirlines}
        withSelectAll
        withRemoveAll
      />
      <Divider />
      <FilterGroup
        title={t('filters.departureTime')}
        options={options.departureBands}
        value={filters.departureBands}
        onChange={changeDeparture}
      />
      <Divider />
      <FilterGroup
        title={t('filters.arrivalTime')}
        options={options.arrivalBands}
        value={filters.arrivalBands}
        onChange={changeArrival}
      />
      {isFiltering && (
        <Button variant="light" onClick={() => onChange(NO_FLIGHT_FILTERS)}>
          {t('results.resetFilters')}
        </Button>
      )}
    </Stack>
  );
});

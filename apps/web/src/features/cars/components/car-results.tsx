import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { useNavigate } from 'react-router';
import {
  CAR_SORTS,
  matchesCarFilters,
  NO_CAR_FILTERS,
  sortCars,
  type CarFilters as Filters,
  type CarOffer,
  type CarSearchResult,
  type CarSort,
} from '@travel/contracts';
import { ResultsWithFilters } from '../../../shared/widgets/results-with-filters';
import { SortDropdown } from '../../../shared/widgets/sort-dropdown';
import { WindowList } from '../../../shared/widgets/window-list';
import { createCarCardText } from '../lib/card-text';
import { carFilterCounts } from '../lib/filter-options';
import { CAR_CARD_HEIGHT, CarCard } from './car-card';
import { CarFilters, type UpdateCarFilters } from './car-filters';

const CARD_GAP = 12;
const keyOfCar = (car: CarOffer) => car.carId;
const isFilteredBy = (filters: Filters) => Object.values(filters).some((group: readonly string[]) => group.length > 0);

export interface CarResultsProps {
  /** The answer of the search; undefined while it runs or when it failed. */
  result: CarSearchResult | undefined;
  isLoading: boolean;
  /** The search failed: no results, no filters, the error. */
  isFailed: boolean;
  /** The results page's query string, kept in the links to the details. */
  searchQuery: string;
  onSearchAgain(): void;
}

/**
 * The offers of one search: the count, sort, filters (a drawer on phones), the cards in a list
 * drawn a screenful at a time. Filters and sort run over the loaded offers in the page, so a
 * change is drawn within one frame (as the hotels do, decision 021).
 */
export function CarResults({ result, isLoading, isFailed, searchQuery, onSearchAgain }: CarResultsProps) {
  const { t, i18n } = useTranslation('cars');
  const [filters, setFilters] = useState<Filters>(NO_CAR_FILTERS);
  const [sort, setSort] = useState<CarSort>('cheapest');
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;
  const navigate = useNavigate();
  const open = useCallback((path: string) => void navigate(path), [navigate]);
  const text = useMemo(() => createCarCardText(t, i18n.language), [t, i18n.language]);
  const cars = useMemo(() => result?.cars ?? [], [result]);
  const currency = result?.currency ?? '';
  // Each sort's order once per answer; a filter change is then one pass over it.
  const sorted = useMemo(() => sortCars(cars, sort), [cars, sort]);
  const isFiltered = isFilteredBy(filters);
  const selection = useMemo(
    () => (isFiltered ? sorted.filter((car) => matchesCarFilters(car, filters)) : sorted),
    [sorted, filters, isFiltered],
  );
  const options = useMemo(() => carFilterCounts(cars), [cars]);

  const update = useCallback<UpdateCarFilters>((change) => setFilters((current) => ({ ...current, ...change })), []);
  const reset = useCallback(() => setFilters(NO_CAR_FILTERS), []);
  const filtersPanel = useMemo(
    () => (
      <CarFilters
        filters={filters}
        options={options}
        currency={currency}
        update={update}
        onReset={reset}
        isFiltered={isFiltered}
      />
    ),
    [filters, options, currency, update, reset, isFiltered],
  );
  const sortOptions = useMemo(() => CAR_SORTS.map((value) => ({ value, label: t(`sort.${value}`) })), [t]);
  const sortControl = useMemo(
    () => <SortDropdown<CarSort> options={sortOptions} value={sort} onChange={setSort} />,
    [sortOptions, sort],
  );
  const heightOf = useCallback(() => (isNarrow ? CAR_CARD_HEIGHT.narrow : CAR_CARD_HEIGHT.wide) + CARD_GAP, [isNarrow]);
  const renderCard = useCallback(
    (car: CarOffer) => <CarCard car={car} searchQuery={searchQuery} text={text} onOpen={open} />,
    [searchQuery, text, open],
  );
  const list = useMemo(
    () => (
      <WindowList
        items={selection}
        label={t('results.listLabel')}
        heightOf={heightOf}
        keyOf={keyOfCar}
        gap={CARD_GAP}
        renderItem={renderCard}
        layoutKey={String(isNarrow)}
      />
    ),
    [selection, heightOf, renderCard, isNarrow, t],
  );

  const titleOf = ({ pickup, dropoff, rentalDays }: CarSearchResult) => {
    const days = t('card.days', { count: rentalDays });
    return pickup.id === dropoff.id
      ? t('results.titleAt', { place: pickup.name, days })
      : t('results.titleOneWay', { place: pickup.name, dropoff: dropoff.name, days });
  };
  const total = cars.length;
  let count = '';
  if (isLoading) count = t('results.searching');
  else if (!isFailed) {
    count = isFiltered
      ? t('results.countFiltered', { count: selection.length, total })
      : t('results.count', { count: total });
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="car-results-title">
      <Title order={2} size="h3" id="car-results-title">
        {result ? titleOf(result) : t('results.title')}
      </Title>
      {isFailed && (
        <Alert color="red" title={t('error.title')} role="alert">
          <Stack gap="xs" align="flex-start">
            {/* Spec section 8: a car search failure sets the error with no message. */}
            <Text size="sm">{t('common:common.somethingWentWrong')}</Text>
            <Button size="xs" onClick={onSearchAgain}>
              {t('error.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {/* A failed search has nothing to filter (spec: failure empties results and filters). */}
      {!isFailed && (
        <ResultsWithFilters
          filters={total > 0 ? filtersPanel : null}
          count={count}
          countPrefix={isLoading && <Loader size="sm" aria-hidden />}
          sort={total > 0 ? sortControl : null}
          texts={{
            title: t('filters.title'),
            show: t('filters.show'),
            close: t('filters.close'),
            showResults: t('filters.showResults', { count: selection.length }),
          }}
        >
          {!isLoading && total === 0 && (
            <Text c="dimmed" py="lg" ta="center">
              {t('results.empty')}
            </Text>
          )}
          {total > 0 && selection.length === 0 && (
            <Stack align="center" py="lg" gap="xs">
              <Text c="dimmed">{t('results.emptyFiltered')}</Text>
              <Button variant="default" onClick={reset}>
                {t('filters.reset')}
              </Button>
            </Stack>
          )}
          {selection.length > 0 && list}
        </ResultsWithFilters>
      )}
    </Stack>
  );
}

import { Alert, Box, Button, Progress, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { useNavigate } from 'react-router';
import {
  hasHotelFilters,
  HOTEL_PAGE_SIZE,
  indexHotelResults,
  MAX_HOTELS_COMPARED,
  NO_HOTEL_FILTERS,
  selectHotelResults,
  type HotelResult,
  type HotelResultFilters,
  type HotelResultSort,
} from '@travel/contracts';
import { ResultsWithFilters } from '../../../shared/widgets/results-with-filters';
import { SortDropdown } from '../../../shared/widgets/sort-dropdown';
import { WindowList } from '../../../shared/widgets/window-list';
import { createHotelCardText } from '../lib/card-text';
import { effectiveSort, HOTEL_SORT_OPTIONS } from '../lib/sorts';
import { CARD_HEIGHT, HotelCard } from './hotel-card';
import { HotelCompare } from './hotel-compare';
import { HotelFilters, type HotelFilterOptions, type UpdateFilters } from './hotel-filters';
import type { HotelSearchState } from './use-hotel-search';

/** What the loaded hotels offer to filter on: price range, facilities by count, vendors. */
function filterOptionsOf(
  hotels: readonly HotelResult[],
  currency: string,
  vendorNames: ReadonlyMap<string, string>,
): HotelFilterOptions {
  let min = Infinity;
  let max = -Infinity;
  const facilities = new Map<string, number>();
  const vendors = new Set<string>();
  for (const hotel of hotels) {
    min = Math.min(min, hotel.price.amount);
    max = Math.max(max, hotel.price.amount);
    vendors.add(hotel.vendor);
    for (const code of hotel.facilities) facilities.set(code, (facilities.get(code) ?? 0) + 1);
  }
  return {
    currency,
    priceRange: hotels.length > 0 ? { min, max } : null,
    facilities: [...facilities]
      .map(([code, count]) => ({ code, count }))
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
    vendors: [...vendors]
      .map((code) => ({ code, name: vendorNames.get(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

const CARD_GAP = 12;
const keyOfHotel = (hotel: HotelResult) => hotel.hotelId;

function SearchProgress({ search }: { search: HotelSearchState }) {
  const { t } = useTranslation('hotels');
  const vendors = search.last?.vendors ?? [];
  const answered = vendors.filter((vendor) => vendor.status !== 'pending').length;
  const total = vendors.length || (search.started?.vendors.length ?? 0);
  const count = search.last?.hotelCount ?? 0;
  let message = '';
  let value = 100;
  if (search.status === 'starting') {
    message = t('progress.starting');
    value = 5;
  } else if (search.status === 'polling') {
    message = t('progress.polling', { answered, total, count });
    value = total > 0 ? Math.max(5, (answered / total) * 100) : 5;
  } else if (search.status === 'loading') {
    message = t('progress.loading', { loaded: search.hotels.length, count });
    value = count > 0 ? (search.hotels.length / count) * 100 : 100;
  }
  return (
    <Box role="status" aria-live="polite" data-testid="search-progress">
      {message && (
        <Stack gap={4}>
          <Text size="sm">
            <bdi>{message}</bdi>
          </Text>
          <Progress value={value} animated aria-hidden size="sm" />
        </Stack>
      )}
    </Box>
  );
}

export interface HotelResultsProps {
  search: HotelSearchState;
  nights: number;
  rooms: number;
  onSearchAgain(): void;
}

/**
 * The results of one search: progress while vendors answer, the count, sort, filters (a drawer
 * on phones), the cards a page at a time, compare. Filters and sorts run over the hotels loaded
 * (every one, once the search completes), so a change is drawn within one frame (decision 021).
 */
export function HotelResults({ search, nights, rooms, onSearchAgain }: HotelResultsProps) {
  const { t, i18n } = useTranslation(['hotels', 'hotel-vocabulary']);
  const [filters, setFilters] = useState<HotelResultFilters>(NO_HOTEL_FILTERS);
  const [pickedSort, setPickedSort] = useState<HotelResultSort | null>(null);
  const [visible, setVisible] = useState(HOTEL_PAGE_SIZE);
  const [compared, setCompared] = useState<HotelResult[]>([]);
  const [refusal, setRefusal] = useState('');
  const navigate = useNavigate();
  const open = useCallback((path: string) => void navigate(path), [navigate]);
  const text = useMemo(() => createHotelCardText(t, i18n.language), [t, i18n.language]);
  const currency = search.last?.currency ?? '';
  const index = useMemo(() => indexHotelResults(search.hotels), [search.hotels]);
  const isFiltered = hasHotelFilters(filters);
  const sort = effectiveSort(pickedSort, isFiltered);
  const selection = useMemo(() => selectHotelResults(index, filters, sort), [index, filters, sort]);
  // The vendors' display names, the same map across polls (each poll brings a new vendors list).
  const vendorKey = (search.last?.vendors ?? []).map((state) => `${state.vendor}\t${state.name}`).join('\n');
  const vendorNames = useMemo(
    () => new Map(vendorKey ? vendorKey.split('\n').map((line) => line.split('\t') as [string, string]) : []),
    [vendorKey],
  );
  const options = useMemo(
    () => filterOptionsOf(search.hotels, currency, vendorNames),
    [search.hotels, currency, vendorNames],
  );
  const corelationId = search.started?.corelationId ?? '';
  const comparedIds = useMemo(() => new Set(compared.map((hotel) => hotel.hotelId)), [compared]);

  const updateFilters = useCallback<UpdateFilters>((change) => {
    setFilters((current) => ({ ...current, ...change }));
    setVisible(HOTEL_PAGE_SIZE);
  }, []);
  const resetFilters = useCallback(() => {
    setFilters(NO_HOTEL_FILTERS);
    setVisible(HOTEL_PAGE_SIZE);
  }, []);
  const changeSort = useCallback((next: HotelResultSort) => {
    setPickedSort(next);
    setVisible(HOTEL_PAGE_SIZE);
  }, []);
  // The cards' compare tick: one function for every card and render, reading the latest choice.
  const comparedRef = useRef(compared);
  useLayoutEffect(() => {
    comparedRef.current = compared;
  });
  const toggleCompare = useCallback(
    (hotel: HotelResult) => {
      const current = comparedRef.current;
      if (current.some((chosen) => chosen.hotelId === hotel.hotelId)) {
        setRefusal('');
        setCompared(current.filter((chosen) => chosen.hotelId !== hotel.hotelId));
      } else if (current.length >= MAX_HOTELS_COMPARED) {
        setRefusal(t('compare.full', { max: MAX_HOTELS_COMPARED }));
      } else {
        setRefusal('');
        setCompared([...current, hotel]);
      }
    },
    [t],
  );

  const isWorking = ['starting', 'polling', 'loading'].includes(search.status);
  const isEnded = search.status === 'failed' || search.status === 'expired';
  const total = search.hotels.length;
  const shown = useMemo(() => selection.slice(0, visible), [selection, visible]);
  const count = isFiltered
    ? t('results.countFiltered', { count: selection.length, total })
    : t('results.count', { count: search.last?.hotelCount ?? total });
  // Each region as one element, made again only when what it shows changes: a filter change
  // draws the filter group that changed, the count and the list, not the whole page.
  const filtersPanel = useMemo(
    () => (
      <HotelFilters
        filters={filters}
        options={options}
        update={updateFilters}
        onReset={resetFilters}
        isFiltered={isFiltered}
      />
    ),
    [filters, options, updateFilters, resetFilters, isFiltered],
  );
  const sortOptions = useMemo(
    () => HOTEL_SORT_OPTIONS.map((option) => ({ value: option.value, label: t(`sort.${option.key}`) })),
    [t],
  );
  const sortControl = useMemo(
    () => <SortDropdown options={sortOptions} value={sort} onChange={changeSort} />,
    [sortOptions, sort, changeSort],
  );
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;
  const heightOf = useCallback(() => (isNarrow ? CARD_HEIGHT.narrow : CARD_HEIGHT.wide) + CARD_GAP, [isNarrow]);
  const renderCard = useCallback(
    (hotel: HotelResult) => (
      <HotelCard
        hotel={hotel}
        vendorName={vendorNames.get(hotel.vendor) ?? hotel.vendor}
        corelationId={corelationId}
        nights={nights}
        rooms={rooms}
        text={text}
        isCompared={comparedIds.has(hotel.hotelId)}
        onToggleCompare={toggleCompare}
        onOpen={open}
      />
    ),
    [vendorNames, corelationId, nights, rooms, text, comparedIds, toggleCompare, open],
  );
  const list = useMemo(
    () => (
      <WindowList
        items={shown}
        label={t('results.listLabel')}
        heightOf={heightOf}
        keyOf={keyOfHotel}
        gap={CARD_GAP}
        renderItem={renderCard}
        layoutKey={String(isNarrow)}
      />
    ),
    [shown, heightOf, renderCard, isNarrow, t],
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="hotel-results-title">
      <Title order={2} size="h3" id="hotel-results-title">
        {t('results.title')}
      </Title>
      <SearchProgress search={search} />
      {search.status === 'expired' && (
        <Alert color="orange" title={t('expired.title')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('expired.message')}</Text>
            <Button size="xs" onClick={onSearchAgain}>
              {t('expired.searchAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {search.status === 'failed' && (
        <Alert color="red" title={t('error.title')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{search.error || t('common:common.somethingWentWrong')}</Text>
            <Button size="xs" onClick={onSearchAgain}>
              {t('error.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {search.last?.timedOut && (
        <Text size="sm" c="dimmed">
          {t('results.timedOut')}
        </Text>
      )}
      {/* A search that ended with nothing to show has nothing to filter. */}
      {!(isEnded && total === 0) && (
        <ResultsWithFilters
          filters={filtersPanel}
          count={count}
          sort={sortControl}
          texts={{
            title: t('filters.title'),
            show: t('filters.show'),
            close: t('filters.close'),
            showResults: t('filters.showResults', { count: selection.length }),
          }}
        >
          <Text size="sm" c="red" role="alert" aria-live="assertive" data-testid="compare-refusal">
            {refusal}
          </Text>
          {shown.length === 0 && !isWorking && search.status !== 'failed' ? (
            <Text c="dimmed" py="lg" ta="center">
              {total === 0 ? t('results.empty') : t('results.emptyFiltered')}
            </Text>
          ) : (
            list
          )}
          {selection.length > visible && (
            <Button variant="default" onClick={() => setVisible((current) => current + HOTEL_PAGE_SIZE)} mx="auto">
              {t('results.showMore', { count: Math.min(HOTEL_PAGE_SIZE, selection.length - visible) })}
            </Button>
          )}
          {compared.length > 0 && <Box h={96} aria-hidden />}
        </ResultsWithFilters>
      )}
      <HotelCompare
        hotels={compared}
        nights={nights}
        text={text}
        vendorNames={vendorNames}
        onRemove={toggleCompare}
        onClear={() => {
          setCompared([]);
          setRefusal('');
        }}
      />
    </Stack>
  );
}

import { Box, Button, Drawer, Grid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import type { FlightSearchResponse, Itinerary, Travelers } from '@travel/contracts';
import { FlightFilters } from './flight-filters';
import { ItineraryDetails } from './itinerary-details';
import { ItineraryList } from './itinerary-list';
import { createResultsStore, useResultsState, type ResultsStore } from './results-store';
import { SortCards } from './sort-cards';
import classes from './flights.module.css';

function FiltersPanel({ store, currency }: { store: ResultsStore; currency: string }) {
  const { filters } = useResultsState(store);
  return (
    <FlightFilters
      filters={filters}
      onChange={store.setFilters}
      lowest={store.lowest}
      airlines={store.airlines}
      currency={currency}
    />
  );
}

/** 'Show N flights' at the foot of the filters drawer. */
function ShowResultsButton({ store, onClick }: { store: ResultsStore; onClick(): void }) {
  const { t } = useTranslation('flights');
  const { selection } = useResultsState(store);
  return (
    <Button fullWidth mt="lg" onClick={onClick}>
      {t('results.showResults', { count: selection.items.length })}
    </Button>
  );
}

interface ResultsMainProps {
  store: ResultsStore;
  travelerCount: number;
  isCompact: boolean;
  onShowFilters(): void;
  onSelect(itinerary: Itinerary): void;
}

function ResultsMain({ store, travelerCount, isCompact, onShowFilters, onSelect }: ResultsMainProps) {
  const { t } = useTranslation('flights');
  const { sort, selection } = useResultsState(store);
  const shown = selection.items.length;
  const count =
    shown === store.total
      ? t('results.count', { count: shown })
      : t('results.countFiltered', { count: shown, total: store.total });
  return (
    <div className={classes.main}>
      <SortCards sort={sort} onChange={store.setSort} top={selection.top} />
      <div className={classes.countRow}>
        <div className={classes.count} role="status" aria-live="polite" data-testid="results-count">
          {count}
        </div>
        {isCompact && (
          <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />} onClick={onShowFilters}>
            {t('results.showFilters')}
          </Button>
        )}
      </div>
      {shown === 0 ? (
        <p className={classes.empty}>{store.total === 0 ? t('results.empty') : t('results.emptyFiltered')}</p>
      ) : (
        <ItineraryList items={selection.items} travelerCount={travelerCount} onSelect={onSelect} />
      )}
    </div>
  );
}

export interface FlightResultsProps {
  response: FlightSearchResponse | undefined;
  passengers: Travelers;
  currency: string;
  onExpired(): void;
}

const NO_ITINERARIES: Itinerary[] = [];

/**
 * Filters, sort cards and the list of one search's answer, and the details of the chosen
 * itinerary. Mounted anew for each answer, so a new search starts from Cheapest, unfiltered.
 */
export function FlightResults({ response, passengers, currency, onExpired }: FlightResultsProps) {
  const { t } = useTranslation('flights');
  const [store] = useState(() => createResultsStore(response?.data ?? NO_ITINERARIES));
  const [chosen, setChosen] = useState<Itinerary | null>(null);
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  const isCompact = useMediaQuery('(max-width: 62em)') ?? false;
  const travelerCount = passengers.adults + passengers.children + passengers.infants;
  const displayCurrency = response?.data[0]?.displayCurrency ?? currency;
  const closeDetails = useCallback(() => setChosen(null), []);
  const openFilters = useCallback(() => setIsFiltersOpen(true), []);
  const closeFilters = useCallback(() => setIsFiltersOpen(false), []);

  return (
    <Grid gap="lg">
      {!isCompact && (
        <Grid.Col span={{ base: 4, xl: 3 }} component="aside" aria-label={t('filters.title')}>
          <Box style={{ position: 'sticky', top: 16, maxHeight: 'calc(100vh - 32px)', overflowY: 'auto' }} pe="xs">
            <FiltersPanel store={store} currency={displayCurrency} />
          </Box>
        </Grid.Col>
      )}
      <Grid.Col span={isCompact ? 12 : { base: 8, xl: 9 }}>
        <ResultsMain
          store={store}
          travelerCount={travelerCount}
          isCompact={isCompact}
          onShowFilters={openFilters}
          onSelect={setChosen}
        />
      </Grid.Col>
      {isCompact && (
        <Drawer
          opened={isFiltersOpen}
          onClose={closeFilters}
          title={t('filters.title')}
          position="left"
          size="100%"
          closeButtonProps={{ 'aria-label': t('details.close') }}
        >
          <FiltersPanel store={store} currency={displayCurrency} />
          <ShowResultsButton store={store} onClick={closeFilters} />
        </Drawer>
      )}
      <ItineraryDetails
        itinerary={chosen}
        fareFamilies={response?.fareFamilies ?? []}
        passengers={passengers}
        currency={currency}
        onClose={closeDetails}
        onExpired={onExpired}
      />
    </Grid>
  );
}

import {
  Alert,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { BOOKING_TYPE_OF, type Vertical } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { useBookingVerticals } from '../../../shared/booking/registry';
import { useSession } from '../../../shared/session/session-context';
import { useTrips } from '../api/get-trips';
import { TripFilters, type TripFilterValues } from '../components/trip-filters';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The signed-in user's trips of each registered vertical (a choice of vertical once there are
 * several): upcoming by default, or past; by status; searchable. Each trip shows as its vertical's
 * card.
 */
export function MyTripsPage() {
  const { t } = useTranslation('trips');
  const { profile } = useSession();
  const verticals = useBookingVerticals();
  const [chosen, setChosen] = useState<Vertical | null>(null);
  const vertical = verticals.find((entry) => entry.key === chosen) ?? verticals[0] ?? null;
  const [filters, setFilters] = useState<TripFilterValues>({
    showPastTrips: false,
    selectedStatus: 'All',
    searchString: '',
  });
  const [page, setPage] = useState(1);
  const [searchString] = useDebouncedValue(filters.searchString.trim(), SEARCH_DEBOUNCE_MS);
  const trips = useTrips(
    vertical,
    {
      offSet: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
      selectedStatus: filters.selectedStatus,
      searchString,
      showPastTrips: filters.showPastTrips,
      userId: profile?._id,
    },
    profile !== null,
  );
  const changeFilters = (next: TripFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const chooseVertical = (key: Vertical) => {
    setChosen(key);
    setPage(1);
  };
  const rows = trips.data?.bookings ?? [];
  const pages = Math.max(1, Math.ceil((trips.data?.total ?? 0) / PAGE_SIZE));
  const Card = vertical?.customer.TripCard;

  let content;
  if (trips.isError) {
    content = (
      <Alert color="red">
        {trips.error instanceof ApiError && trips.error.message
          ? trips.error.message
          : t('common:common.somethingWentWrong')}
      </Alert>
    );
  } else if (!trips.data) {
    content = (
      <Center py="xl">
        <Loader aria-label={t('common:common.loading')} />
      </Center>
    );
  } else if (rows.length === 0) {
    content = (
      <Text c="dimmed" py="lg" ta="center" data-testid="trips-empty">
        {filters.showPastTrips ? t('list.noPastTrips') : t('list.noTrips')}
      </Text>
    );
  } else {
    content = (
      <Stack gap="sm" aria-busy={trips.isFetching} data-testid="trips-list">
        {Card && rows.map((trip) => <Card key={trip.bookingId} booking={trip} />)}
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('list.title')}</Title>
        {verticals.length > 1 && vertical && (
          <SegmentedControl<Vertical>
            aria-label={t('common:tabs.label')}
            data={verticals.map((entry) => ({
              value: entry.key,
              label: t(`common:tabs.${BOOKING_TYPE_OF[entry.key]}`),
            }))}
            value={vertical.key}
            onChange={chooseVertical}
          />
        )}
        <TripFilters
          value={filters}
          onChange={changeFilters}
          searchHint={t(vertical?.customer.searchHintKey ?? 'list.searchPlaceholder')}
        />
        {content}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} aria-label={t('list.pages')} siblings={1} />
          </Group>
        )}
      </Stack>
    </Container>
  );
}

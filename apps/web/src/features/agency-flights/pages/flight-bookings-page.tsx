import { Alert, Anchor, Center, Container, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFlightBookings } from '../api/get-flight-bookings';
import { BookingsFilters, type BookingFilterValues } from '../components/bookings-filters';
import { BookingsTable } from '../components/bookings-table';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/** The agency's flight bookings (agent area): filters, paging, ticketing, cancel and void. */
export function FlightBookingsPage() {
  const { t } = useTranslation('agency');
  const [searchParams, setSearchParams] = useSearchParams();
  // A customer's bookings only, when a link says whose (e.g. from a client's page).
  const userId = searchParams.get('userId') ?? undefined;
  const [filters, setFilters] = useState<BookingFilterValues>({
    selectedStatus: 'All',
    searchString: '',
    created: null,
    showPastTrips: false,
  });
  const [page, setPage] = useState(1);
  const [searchString] = useDebouncedValue(filters.searchString.trim(), SEARCH_DEBOUNCE_MS);
  const bookings = useFlightBookings({
    offSet: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    selectedStatus: filters.selectedStatus,
    searchString,
    startDate: filters.created?.start,
    endDate: filters.created?.end,
    showPastTrips: filters.showPastTrips,
    userId,
  });
  const changeFilters = (next: BookingFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const showAllCustomers = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('userId');
      return next;
    });
  const rows = bookings.data?.flights ?? [];
  const total = bookings.data?.totalFlightRecords ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('flights.title')}</Title>
        {userId && (
          <Alert color="blue" variant="light" data-testid="customer-filter">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('flights.filters.oneCustomer')}</Text>
              <Anchor component="button" type="button" size="sm" onClick={showAllCustomers}>
                {t('flights.filters.allCustomers')}
              </Anchor>
            </Group>
          </Alert>
        )}
        <BookingsFilters value={filters} onChange={changeFilters} />
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} aria-busy={bookings.isFetching}>
          {!bookings.data ? (
            bookings.isError ? (
              <Text c="red">{t('common:common.somethingWentWrong')}</Text>
            ) : (
              <Center py="xl">
                <Loader aria-label={t('common:common.loading')} />
              </Center>
            )
          ) : rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg" data-testid="bookings-empty">
              {t('flights.empty')}
            </Text>
          ) : (
            <BookingsTable bookings={rows} />
          )}
        </Paper>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="bookings-count">
            {t('flights.count', { count: total })}
          </Text>
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} aria-label={t('flights.pages')} siblings={1} />
          )}
        </Group>
      </Stack>
    </Container>
  );
}

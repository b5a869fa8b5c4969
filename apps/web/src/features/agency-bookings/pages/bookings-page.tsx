import { Alert, Anchor, Center, Container, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import type { Vertical } from '@travel/contracts';
import { BookingsTable } from '../../../shared/booking/manage/bookings-table';
import { useBookingVertical, type BookingVertical } from '../../../shared/booking/registry';
import { useAgencyBookings } from '../api/get-bookings';
import { BookingsFilters, type BookingFilterValues } from '../components/bookings-filters';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The agency's bookings of a registered vertical (agent area; a flight's at /bookings/flights):
 * filters, paging, and in each row the vertical's columns and actions (a flight's ticketing,
 * cancel and void).
 */
export function AgencyBookingsPage({ vertical: key }: { vertical: Vertical }) {
  const vertical = useBookingVertical(key);
  if (!vertical) return null;
  return <AgencyBookings vertical={vertical} />;
}

function AgencyBookings({ vertical }: { vertical: BookingVertical }) {
  const prefix = vertical.agency.textsPrefix;
  const { t } = useTranslation('agency', { keyPrefix: prefix });
  const { t: tCommon } = useTranslation('common');
  const view = vertical.agency.useRowView();
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
  const bookings = useAgencyBookings(vertical, {
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
  const rows = bookings.data?.bookings ?? [];
  const total = bookings.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        {userId && (
          <Alert color="blue" variant="light" data-testid="customer-filter">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('filters.oneCustomer')}</Text>
              <Anchor component="button" type="button" size="sm" onClick={showAllCustomers}>
                {t('filters.allCustomers')}
              </Anchor>
            </Group>
          </Alert>
        )}
        <BookingsFilters value={filters} onChange={changeFilters} textsPrefix={prefix} />
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} aria-busy={bookings.isFetching}>
          {!bookings.data ? (
            bookings.isError ? (
              <Text c="red">{tCommon('common.somethingWentWrong')}</Text>
            ) : (
              <Center py="xl">
                <Loader aria-label={tCommon('common.loading')} />
              </Center>
            )
          ) : rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg" data-testid="bookings-empty">
              {t('empty')}
            </Text>
          ) : (
            <BookingsTable bookings={rows} view={view} texts={{ ns: 'agency', keyPrefix: `${prefix}.table` }} />
          )}
        </Paper>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="bookings-count">
            {t('count', { count: total })}
          </Text>
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} aria-label={t('pages')} siblings={1} />
          )}
        </Group>
      </Stack>
    </Container>
  );
}

import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { BOOKING_STATUSES, type Vertical } from '@travel/contracts';
import { BookingsTable } from '../../../shared/booking/manage/bookings-table';
import { agencyBookingsPath } from '../../../shared/booking/agency-booking-path';
import { useBookingVertical, useBookingVerticals, type BookingVertical } from '../../../shared/booking/registry';
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

const STATUSES = new Set(['All', ...BOOKING_STATUSES]);

/**
 * The list's filters and page, kept in the address: a filtered list can be bookmarked, shared
 * and come back to, and moving to another vertical's list keeps them (without the page).
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'All';
  const from = params.get('from');
  const to = params.get('to');
  const filters: BookingFilterValues = {
    selectedStatus: (STATUSES.has(status) ? status : 'All') as BookingFilterValues['selectedStatus'],
    searchString: params.get('q') ?? '',
    created: from && to ? { start: from, end: to } : null,
    showPastTrips: params.get('past') === '1',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (change: (url: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const url = new URLSearchParams(current);
        change(url);
        return url;
      },
      { replace: true },
    );
  const setFilters = (next: BookingFilterValues) =>
    update((url) => {
      const set = (key: string, value: string | null) => (value ? url.set(key, value) : url.delete(key));
      set('status', next.selectedStatus === 'All' ? null : next.selectedStatus);
      set('q', next.searchString.trim() || null);
      set('from', next.created?.start ?? null);
      set('to', next.created?.end ?? null);
      set('past', next.showPastTrips ? '1' : null);
      url.delete('page');
    });
  const setPage = (next: number) => update((url) => (next > 1 ? url.set('page', String(next)) : url.delete('page')));
  return { params, setParams, filters, page, setFilters, setPage, update };
}

function AgencyBookings({ vertical }: { vertical: BookingVertical }) {
  const prefix = vertical.agency.textsPrefix;
  const { t } = useTranslation('agency', { keyPrefix: prefix });
  const { t: tCommon } = useTranslation('common');
  const view = vertical.agency.useRowView();
  const { params, setParams, filters: saved, page, setFilters, setPage, update } = useListParams();
  // A customer's bookings only, when a link says whose (e.g. from a client's page).
  const userId = params.get('userId') ?? undefined;
  // What is typed shows at once; the address and the request follow once typing pauses.
  const [typed, setTyped] = useState(saved.searchString);
  const filters = { ...saved, searchString: typed };
  const [searchString] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // A new search starts at its first page.
  const searchChanged = searchString !== saved.searchString.trim();
  const bookings = useAgencyBookings(vertical, {
    offSet: searchChanged ? 0 : (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    selectedStatus: filters.selectedStatus,
    searchString,
    startDate: filters.created?.start,
    endDate: filters.created?.end,
    showPastTrips: filters.showPastTrips,
    userId,
  });
  const savedSearch = saved.searchString;
  useEffect(() => {
    if (searchString === savedSearch.trim()) return;
    setParams(
      (current) => {
        const url = new URLSearchParams(current);
        if (searchString) url.set('q', searchString);
        else url.delete('q');
        url.delete('page');
        return url;
      },
      { replace: true },
    );
  }, [searchString, savedSearch, setParams]);
  const changeFilters = (next: BookingFilterValues) => {
    if (next.searchString !== typed) setTyped(next.searchString);
    else setFilters({ ...next, searchString });
  };
  const showAllCustomers = () => update((url) => url.delete('userId'));
  const rows = bookings.data?.bookings ?? [];
  const total = bookings.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const others = new URLSearchParams(params);
  others.delete('page');

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <VerticalSwitch current={vertical.key} query={others.toString()} />
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
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              aria-label={t('pages')}
              siblings={1}
            />
          )}
        </Group>
      </Stack>
    </Container>
  );
}

/** The agency's bookings of each registered vertical, one link each, the filters carried along. */
function VerticalSwitch({ current, query }: { current: Vertical; query: string }) {
  const { t } = useTranslation('agency', { keyPrefix: 'bookingLists' });
  const verticals = useBookingVerticals();
  if (verticals.length < 2) return null;
  return (
    <nav aria-label={t('label')}>
      <Group gap="xs">
        {verticals.map(({ key }) => (
          <Button
            key={key}
            component={Link}
            to={`${agencyBookingsPath(key)}${query ? `?${query}` : ''}`}
            size="xs"
            radius="xl"
            variant={key === current ? 'filled' : 'default'}
            aria-current={key === current ? 'page' : undefined}
          >
            {t(key)}
          </Button>
        ))}
      </Group>
    </nav>
  );
}

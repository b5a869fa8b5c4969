import {
  Anchor,
  Container,
  Group,
  Pagination,
  ScrollArea,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  formatMoney,
  PROPOSAL_BOOKING_FILTERS,
  PROPOSAL_STATUSES,
  type ProposalListQuery,
  type ProposalSummary,
} from '@travel/contracts';
import { formatInstant } from '../../../shared/format/booking';
import { formatHotelDate } from '../../../shared/hotel/hotel-format';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { ListPanel } from '../../../shared/ui/list-panel';
import { BookingStatusBadge, useBookingStatusLabel } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { useProposals } from '../api/proposals';
import { ProposalStatusBadge } from '../components/proposal-status-badge';

/** Rows on a page of the list. */
export const PROPOSALS_PAGE_SIZE = 20;
type Filters = Pick<
  ProposalListQuery,
  'proposalStatus' | 'bookingStatus' | 'pastTrips' | 'startDate' | 'endDate' | 'searchString'
>;

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const isDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The list's filters and page, kept in the URL (filters default 'All', spec section 3). */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    proposalStatus: pick(params.get('proposalStatus'), ['All', ...PROPOSAL_STATUSES] as const, 'All'),
    bookingStatus: pick(params.get('bookingStatus'), PROPOSAL_BOOKING_FILTERS, 'All'),
    pastTrips: params.get('pastTrips') === 'true' ? 'true' : 'false',
    startDate: isDate(params.get('startDate')),
    endDate: isDate(params.get('endDate')),
    searchString: params.get('searchString') ?? undefined,
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = (next: Partial<Filters> & { page?: number }) =>
    setParams(
      (current) => {
        const url = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (key === 'page') continue;
          const isDefault =
            value === undefined || value === '' || value === 'All' || (key === 'pastTrips' && value === 'false');
          if (isDefault) url.delete(key);
          else url.set(key, String(value));
        }
        const nextPage = next.page ?? 1;
        if (nextPage > 1) url.set('page', String(nextPage));
        else url.delete('page');
        return url;
      },
      { replace: true },
    );
  return { filters, page, set };
}

/**
 * The agency's proposals (/proposals; an agent sees their own): filters by status, booking,
 * dates made, past trips and a search, in the URL; each row opens the proposal.
 */
export function ProposalsPage() {
  const { t } = useTranslation('proposals');
  const { filters, page, set } = useListParams();
  const [text, setText] = useState(filters.searchString ?? '');
  const [search] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (search !== (filters.searchString ?? '')) set({ searchString: search });
    // Only the typed text drives this; the URL follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  const bookingLabel = useBookingStatusLabel();
  const list = useProposals({ ...filters, offSet: (page - 1) * PROPOSALS_PAGE_SIZE, limit: PROPOSALS_PAGE_SIZE });
  const total = list.data?.totalRecords ?? 0;
  const pages = Math.max(1, Math.ceil(total / PROPOSALS_PAGE_SIZE));
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
        <Group
          align="flex-end"
          gap="md"
          wrap="wrap"
          component="form"
          role="search"
          aria-label={t('filters.label')}
          onSubmit={(event) => event.preventDefault()}
        >
          <TextInput
            label={t('filters.search')}
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={{ base: '100%', sm: 260 }}
          />
          <Select
            label={t('filters.proposalStatus')}
            data={['All', ...PROPOSAL_STATUSES].map((value) => ({ value, label: t(`status.${value}`) }))}
            value={filters.proposalStatus}
            onChange={(value) =>
              set({
                ...filters,
                searchString: search,
                proposalStatus: pick(value, ['All', ...PROPOSAL_STATUSES] as const, 'All'),
              })
            }
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label={t('filters.bookingStatus')}
            data={PROPOSAL_BOOKING_FILTERS.map((value) => ({
              value,
              label: value === 'none' ? t('booking.none') : bookingLabel(value),
            }))}
            value={filters.bookingStatus}
            onChange={(value) =>
              set({ ...filters, searchString: search, bookingStatus: pick(value, PROPOSAL_BOOKING_FILTERS, 'All') })
            }
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
          <TextInput
            label={t('filters.from')}
            type="date"
            value={filters.startDate ?? ''}
            onChange={(event) =>
              set({ ...filters, searchString: search, startDate: event.currentTarget.value || undefined })
            }
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            label={t('filters.to')}
            type="date"
            value={filters.endDate ?? ''}
            onChange={(event) =>
              set({ ...filters, searchString: search, endDate: event.currentTarget.value || undefined })
            }
            w={{ base: '100%', xs: 170 }}
          />
          <Switch
            label={t('filters.pastTrips')}
            checked={filters.pastTrips === 'true'}
            onChange={(event) =>
              set({ ...filters, searchString: search, pastTrips: event.currentTarget.checked ? 'true' : 'false' })
            }
            mb={8}
          />
        </Group>
        <ListPanel
          data={list.data}
          isError={list.isError}
          isFetching={list.isFetching}
          isEmpty={(data) => data.proposals.length === 0}
          empty={t('empty')}
          emptyTestId="proposals-empty"
        >
          {(data) => <ProposalsTable proposals={data.proposals} />}
        </ListPanel>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="proposals-count">
            {t('count', { count: total })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(value) => set({ ...filters, page: value })}
              aria-label={t('pages')}
              siblings={1}
            />
          )}
        </Group>
      </Stack>
    </Container>
  );
}

function ProposalsTable({ proposals }: { proposals: ProposalSummary[] }) {
  const { t } = useTranslation('proposals');
  const language = currentLanguage();
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover miw={900} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('column.client')}</Table.Th>
            <Table.Th>{t('column.hotels')}</Table.Th>
            <Table.Th>{t('column.stay')}</Table.Th>
            <Table.Th>{t('column.from')}</Table.Th>
            <Table.Th>{t('column.status')}</Table.Th>
            <Table.Th>{t('column.booking')}</Table.Th>
            <Table.Th>{t('column.agent')}</Table.Th>
            <Table.Th>{t('column.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {proposals.map((proposal) => (
            <Table.Tr key={proposal._id} data-testid="proposal-row" data-id={proposal._id}>
              <Table.Td>
                <Anchor component={Link} to={`/proposals/${proposal._id}`} fw={600}>
                  {proposal.clientName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  <Ltr>{proposal.clientEmail}</Ltr>
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{proposal.hotelNames.join(' · ')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <Ltr>
                    {formatHotelDate(proposal.stayPeriod.start, language)} –{' '}
                    {formatHotelDate(proposal.stayPeriod.end, language)}
                  </Ltr>
                </Text>
              </Table.Td>
              <Table.Td>
                <Ltr>{formatMoney({ amount: proposal.fromTotal, currency: proposal.currency }, language)}</Ltr>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <ProposalStatusBadge status={proposal.status} />
              </Table.Td>
              <Table.Td>
                {proposal.booking ? (
                  <Stack gap={2} align="flex-start">
                    <Ltr>{proposal.booking.referenceNumber}</Ltr>
                    <BookingStatusBadge status={proposal.booking.status} />
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('booking.none')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{proposal.agentName}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  <Ltr>{formatInstant(proposal.createdAt, language)}</Ltr>
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

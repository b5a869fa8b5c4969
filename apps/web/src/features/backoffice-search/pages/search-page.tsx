import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney, type ServicesSearchResult } from '@travel/contracts';
import { agencyBookingPath } from '../../../shared/booking/agency-booking-path';
import { formatLocalDate } from '../../../shared/format/wall-clock';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { ListPanel } from '../../../shared/ui/list-panel';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { SEARCH_MIN_LENGTH, useServicesSearch } from '../api/search';

/** Bookings and clients on a page of results. */
export const SEARCH_PAGE_SIZE = 20;

type FoundBooking = ServicesSearchResult['bookings'][number];
type FoundClient = ServicesSearchResult['clients'][number];

/**
 * The back office's search (agents, /search?q=): bookings of every vertical by reference, PNR,
 * confirmation number, customer or destination, and clients by name or e-mail, a page of each.
 */
export function SearchPage() {
  const { t } = useTranslation('agency', { keyPrefix: 'search' });
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const result = useServicesSearch(query, (page - 1) * SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE);
  const tooShort = query.length < SEARCH_MIN_LENGTH;
  const pages = result.data
    ? Math.max(1, Math.ceil(Math.max(result.data.totalBookings, result.data.totalClients) / SEARCH_PAGE_SIZE))
    : 1;

  const goTo = (next: number) =>
    setParams((current) => {
      const url = new URLSearchParams(current);
      if (next > 1) url.set('page', String(next));
      else url.delete('page');
      return url;
    });

  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        {/* A search from the navigation's box changes the address: the field starts again from it. */}
        <SearchForm key={query} initial={query} onSearch={(next) => setParams({ q: next })} />
        {tooShort ? (
          <Text c="dimmed" data-testid="search-too-short">
            {t('tooShort', { count: SEARCH_MIN_LENGTH })}
          </Text>
        ) : (
          <ListPanel
            data={result.data}
            isError={result.isError}
            isFetching={result.isFetching}
            isEmpty={(found) => found.totalBookings === 0 && found.totalClients === 0}
            empty={t('empty', { query })}
            emptyTestId="search-empty"
          >
            {(found) => (
              <Stack gap="lg">
                <Text size="sm" c="dimmed" aria-live="polite" data-testid="search-count">
                  {t('summary', {
                    bookings: t('bookingCount', { count: found.totalBookings }),
                    clients: t('clientCount', { count: found.totalClients }),
                  })}
                </Text>
                <ResultSection id="search-bookings" title={t('bookings')}>
                  {found.bookings.map((booking) => (
                    <BookingResult key={booking._id} booking={booking} />
                  ))}
                </ResultSection>
                <ResultSection id="search-clients" title={t('clients')}>
                  {found.clients.map((client) => (
                    <ClientResult key={client._id} client={client} />
                  ))}
                </ResultSection>
              </Stack>
            )}
          </ListPanel>
        )}
        {!tooShort && pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={goTo}
            aria-label={t('pages')}
            siblings={1}
          />
        )}
      </Stack>
    </Container>
  );
}

/** A titled list of results; nothing when it has none. */
function ResultSection({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </Stack>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch(query: string): void }) {
  const { t } = useTranslation('agency', { keyPrefix: 'search' });
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} aria-label={t('title')}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          flex={1}
          type="search"
          label={t('label')}
          description={t('hint')}
          placeholder={t('placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
          enterKeyHint="search"
          autoComplete="off"
        />
        <Button type="submit">{t('submit')}</Button>
      </Group>
    </form>
  );
}

function BookingResult({ booking }: { booking: FoundBooking }) {
  const { t } = useTranslation('agency', { keyPrefix: 'search' });
  const language = currentLanguage();
  return (
    <li>
      <Paper withBorder radius="md" p="sm" data-testid="search-booking">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4}>
            <Group gap="xs">
              <Anchor component={Link} to={agencyBookingPath(booking.vertical, booking._id)} fw={700}>
                <Ltr>{booking.referenceNumber}</Ltr>
              </Anchor>
              <Badge variant="light" color="gray">
                {t(`vertical.${booking.vertical}`)}
              </Badge>
              <BookingStatusBadge status={booking.status} />
            </Group>
            <Text size="sm">
              {booking.customerName} · <Ltr>{booking.customerEmail}</Ltr>
            </Text>
            <Text size="xs" c="dimmed">
              {booking.supplierReference && (
                <>
                  {t('supplierReference')} <Ltr>{booking.supplierReference}</Ltr>
                  {booking.travelDate && ' · '}
                </>
              )}
              {booking.travelDate && t('travelDate', { date: formatLocalDate(booking.travelDate, language) })}
            </Text>
          </Stack>
          <Text fw={600}>
            <Ltr>{formatMoney({ amount: booking.amount, currency: booking.currency }, language)}</Ltr>
          </Text>
        </Group>
      </Paper>
    </li>
  );
}

function ClientResult({ client }: { client: FoundClient }) {
  const { t } = useTranslation('agency', { keyPrefix: 'search' });
  return (
    <li>
      <Paper withBorder radius="md" p="sm" data-testid="search-client">
        <Group justify="space-between" gap="xs">
          <Stack gap={2}>
            <Anchor component={Link} to={`/clients/${encodeURIComponent(client._id)}`} fw={700}>
              {client.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              <Ltr>{client.email}</Ltr>
            </Text>
          </Stack>
          {client.status !== 'Active' && (
            <Badge variant="light" color="gray">
              {t('inactive')}
            </Badge>
          )}
        </Group>
      </Paper>
    </li>
  );
}

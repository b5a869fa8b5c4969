import { Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatMoney, type FlightBooking } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';
import { formatInstant, routeOf } from '../../../shared/format/booking';
import { formatDay } from '../lib/booking';
import { RowActions } from './row-actions';
import { StatusBadges } from './status-badges';

function Total({ booking }: { booking: FlightBooking }) {
  return (
    <Ltr>
      {formatMoney({ amount: booking.breakdown.total, currency: booking.breakdown.currency }, currentLanguage())}
    </Ltr>
  );
}

/** The agency's bookings: a table on wide screens, one card per booking on narrow ones. */
export function BookingsTable({ bookings }: { bookings: FlightBooking[] }) {
  const { t } = useTranslation('agency');
  const isNarrow = useMediaQuery('(max-width: 62em)');
  const language = currentLanguage();
  if (isNarrow) {
    return (
      <Stack gap="sm">
        {bookings.map((booking) => (
          <Paper
            key={booking.bookingId}
            withBorder
            radius="md"
            p="md"
            component="article"
            data-testid="booking-row"
            data-reference={booking.referenceNumber}
          >
            <Stack gap={6}>
              <Text fw={700}>
                <Ltr>{routeOf(booking.flights)}</Ltr>
              </Text>
              <Text size="sm">
                <Ltr>
                  {booking.referenceNumber}
                  {booking.pnr && ` · ${booking.pnr}`} · {booking.customerName}
                </Ltr>
              </Text>
              {booking.travelDate && (
                <Text size="sm" c="dimmed">
                  <Ltr>{t('flights.table.travelOn', { date: formatDay(booking.travelDate, language) })}</Ltr>
                </Text>
              )}
              <StatusBadges booking={booking} />
              <Text fw={700}>
                <Total booking={booking} />
              </Text>
              <RowActions booking={booking} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('flights.table.reference')}</Table.Th>
            <Table.Th>{t('flights.table.customer')}</Table.Th>
            <Table.Th>{t('flights.table.trip')}</Table.Th>
            <Table.Th>{t('flights.table.created')}</Table.Th>
            <Table.Th>{t('flights.table.status')}</Table.Th>
            <Table.Th ta="end">{t('flights.table.total')}</Table.Th>
            <Table.Th>{t('flights.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <Table.Tr key={booking.bookingId} data-testid="booking-row" data-reference={booking.referenceNumber}>
              <Table.Td>
                <Text fw={600} size="sm">
                  <Ltr>{booking.referenceNumber}</Ltr>
                </Text>
                {booking.pnr && (
                  <Text size="xs" c="dimmed">
                    <Ltr>{t('flights.table.pnr', { pnr: booking.pnr })}</Ltr>
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{booking.customerName}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  <Ltr>{routeOf(booking.flights)}</Ltr>
                </Text>
                {booking.travelDate && (
                  <Text size="xs" c="dimmed">
                    <Ltr>{formatDay(booking.travelDate, language)}</Ltr>
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <Ltr>{formatInstant(booking.createdAt, language)}</Ltr>
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadges booking={booking} />
              </Table.Td>
              <Table.Td ta="end">
                <Total booking={booking} />
              </Table.Td>
              <Table.Td>
                <RowActions booking={booking} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

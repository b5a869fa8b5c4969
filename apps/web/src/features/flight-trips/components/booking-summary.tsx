import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type FlightBooking } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { formatInstant, routeOf } from '../../../shared/format/booking';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        <Ltr>{value}</Ltr>
      </Text>
    </div>
  );
}

/** The booking at a glance: route, status, reference, airline record, dates, refund. */
export function BookingSummary({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1} size="h2">
            <Ltr>{routeOf(booking.flights)}</Ltr>
          </Title>
          <BookingStatusBadge status={booking.bookingStatus} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label={t('details.reference')} value={booking.referenceNumber} testId="reference-number" />
          <Fact label={t('details.pnr')} value={booking.pnr ?? '—'} testId="pnr" />
          <Fact label={t('details.bookedOn')} value={formatInstant(booking.createdAt, language)} />
          <Fact label={t('details.customer')} value={booking.customerName} />
          {booking.bookedStatus && (
            <Fact
              label={t('details.airlineStatus')}
              value={t(`bookedStatus.${booking.bookedStatus}`, { defaultValue: booking.bookedStatus })}
              testId="booked-status"
            />
          )}
          {booking.ticketingTimeLimit && booking.bookingStatus !== 'ticketed' && (
            <Fact label={t('details.ticketBy')} value={formatInstant(booking.ticketingTimeLimit, language)} />
          )}
          {booking.cancelledAt && (
            <Fact label={t('details.cancelledOn')} value={formatInstant(booking.cancelledAt, language)} />
          )}
          {booking.refund && (
            <Fact label={t('details.refunded')} value={formatMoney(booking.refund, language)} testId="refunded" />
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

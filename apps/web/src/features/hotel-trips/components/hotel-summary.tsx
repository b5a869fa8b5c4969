import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type HotelBooking } from '@travel/contracts';
import { formatInstant } from '../../../shared/format/booking';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { formatStay } from '../../../shared/hotel/hotel-format';

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

/** A hotel booking at a glance: hotel, status, references, stay, when booked, refund. */
export function HotelSummary({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1} size="h2">
              {booking.hotelName}
            </Title>
            <Text c="dimmed" size="sm">
              <Ltr>{booking.hotelAddress}</Ltr>
            </Text>
          </div>
          <BookingStatusBadge status={booking.bookingStatus} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label={t('details.reference')} value={booking.referenceNumber} testId="reference-number" />
          <Fact
            label={t('hotel.confirmation')}
            value={booking.hotelConfirmationNumber ?? booking.supplierReference ?? '—'}
            testId="hotel-confirmation"
          />
          <Fact label={t('hotel.stay')} value={formatStay(booking, language)} testId="hotel-stay" />
          <Fact label={t('details.bookedOn')} value={formatInstant(booking.createdAt, language)} />
          <Fact label={t('details.customer')} value={booking.customerName} />
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

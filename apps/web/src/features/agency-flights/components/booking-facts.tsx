import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type FlightBooking } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { formatInstant } from '../../../shared/format/booking';
import { Ltr } from '../../../shared/widgets/ltr';

/** Reference, airline record, customer, contact and the booking's deadlines. */
export function BookingFacts({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  const facts: Array<[string, string, string?]> = [
    [t('flights.detail.reference'), booking.referenceNumber, 'reference-number'],
    [t('flights.detail.pnr'), booking.pnr ?? '—', 'pnr'],
    [t('flights.detail.customer'), booking.customerName],
    [t('flights.detail.contact'), `${booking.contact.email} · ${booking.contact.phone}`],
    [t('flights.detail.created'), formatInstant(booking.createdAt, language)],
    [t('flights.detail.fareFamily'), booking.fareFamilyName],
  ];
  if (booking.ticketingTimeLimit && booking.bookingStatus !== 'ticketed')
    facts.push([t('flights.detail.ticketBy'), formatInstant(booking.ticketingTimeLimit, language)]);
  if (booking.ticketedAt) facts.push([t('flights.detail.ticketedAt'), formatInstant(booking.ticketedAt, language)]);
  if (booking.voidableUntil && booking.bookingStatus === 'ticketed')
    facts.push([t('flights.detail.voidableUntil'), formatInstant(booking.voidableUntil, language)]);
  if (booking.cancelledAt) facts.push([t('flights.detail.cancelledAt'), formatInstant(booking.cancelledAt, language)]);
  if (booking.refund) facts.push([t('flights.detail.refunded'), formatMoney(booking.refund, language), 'refunded']);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {facts.map(([label, value, testId]) => (
        <div key={label}>
          <Text size="xs" c="dimmed" tt="uppercase">
            {label}
          </Text>
          <Text fw={600} size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
            <Ltr>{value}</Ltr>
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

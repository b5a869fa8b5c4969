import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney } from '@travel/contracts';
import { PageLoading } from '../../../shared/ui/page-loading';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { useBookingStatus } from '../../../shared/booking/checkout/booking-status';
import { PriceBreakdown } from '../../../shared/booking/checkout/price-breakdown';
import { useReservationDetails } from '../api/reservation-details';
import { ItinerarySummary } from '../components/itinerary-summary';

/**
 * Booking confirmed: the reference number, the flights, what was paid, and where to see it; the
 * status follows the ticketing, so the customer sees 'Ticketed' arrive.
 */
export function ConfirmationPage() {
  const { t } = useTranslation('checkout');
  const referenceNumber = useSearchParams()[0].get('referenceNumber');
  const details = useReservationDetails(referenceNumber);
  const status = useBookingStatus('/api/flight/bookingStatus', details.data ?? null);
  if (details.isPending) {
    return <PageLoading />;
  }
  const booking = details.data;
  if (!booking) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red">{t('common:common.somethingWentWrong')}</Alert>
      </Container>
    );
  }
  const current = status.data?.bookingStatus ?? booking.bookingStatus;
  return (
    <Container size="md" py="xl" w="100%">
      <Stack gap="lg">
        <Group gap="sm">
          <ThemeIcon color="teal" size={40} radius="xl" aria-hidden>
            <IconCircleCheck size={26} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('confirmation.title')}
          </Title>
        </Group>
        <Paper withBorder p="lg" radius="md">
          <Text>{t('confirmation.reference')}</Text>
          <Text fz={28} fw={700} data-testid="reference-number">
            <Ltr>{booking.referenceNumber}</Ltr>
          </Text>
          {booking.pnr && (
            <Text c="dimmed">
              <Ltr>{t('confirmation.pnr', { pnr: booking.pnr })}</Ltr>
            </Text>
          )}
          <Group gap="xs" mt="sm" aria-live="polite">
            <Text>{t('confirmation.status')}</Text>
            <BookingStatusBadge status={current} />
          </Group>
          {current === 'confirmed' && (
            <Text size="sm" c="dimmed" data-testid="ticketing-note">
              {t('confirmation.ticketing')}
            </Text>
          )}
          <Text mt="sm">
            <Ltr>
              {t('confirmation.paid', {
                amount: formatMoney(
                  { amount: booking.breakdown.total, currency: booking.breakdown.currency },
                  currentLanguage(),
                ),
              })}
            </Ltr>
          </Text>
          <Text size="sm" c="dimmed">
            <Ltr>{t('confirmation.mail', { email: booking.contact.email })}</Ltr>
          </Text>
        </Paper>
        <ItinerarySummary flights={booking.flights} />
        <Paper withBorder p="lg" radius="md">
          <PriceBreakdown {...booking.breakdown} />
        </Paper>
        <Group>
          <Button
            component={Link}
            to={`/flight-details?referenceNumber=${encodeURIComponent(booking.referenceNumber)}`}
          >
            {t('confirmation.viewTrip')}
          </Button>
          <Anchor component={Link} to="/mytrip">
            {t('confirmation.myTrips')}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}

import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconFileTypePdf } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney } from '@travel/contracts';
import { PageLoading } from '../../../shared/ui/page-loading';
import { DetailSection } from '../../../shared/booking/manage/detail-section';
import { PriceBreakdown } from '../../../shared/booking/checkout/price-breakdown';
import { formatHotelTime, zonePlace } from '../../../shared/hotel/hotel-format';
import { HotelDetailsSections } from '../../../shared/hotel/hotel-sections';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { useHotelBooking } from '../api/book-hotel';
import { useFailureMessage } from '../components/search-again';

/**
 * The paid stay: confirmed by the hotel, or accepted by the vendor and awaiting the hotel
 * (PRECONFIRMED, explained); the reference, what was paid, until when it cancels free (hotel
 * time), the voucher, and the way to the reservation and My Trips.
 */
export function ConfirmPaymentPage() {
  const { t } = useTranslation('hotel-booking');
  const referenceNumber = useSearchParams()[0].get('referenceNumber');
  const details = useHotelBooking(referenceNumber);
  const failureMessage = useFailureMessage();
  const language = currentLanguage();
  if (details.isPending && referenceNumber) {
    return <PageLoading />;
  }
  const booking = details.data;
  if (!booking) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert">
          {failureMessage(details.error)}
        </Alert>
      </Container>
    );
  }
  const isPreconfirmed = booking.bookedStatus === 'PRECONFIRMED';
  const policy = booking.cancellationPolicy;
  return (
    <Container size="md" py="xl" w="100%">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={isPreconfirmed ? 'orange' : 'teal'} size={40} radius="xl" aria-hidden>
            {isPreconfirmed ? <IconClockHour4 size={26} /> : <IconCircleCheck size={26} />}
          </ThemeIcon>
          <Title order={1} size="h2">
            {isPreconfirmed ? t('confirm.preconfirmedTitle') : t('confirm.title')}
          </Title>
        </Group>
        <Paper withBorder p="lg" radius="md">
          <Text>{t('confirm.reference')}</Text>
          <Text fz={28} fw={700} data-testid="reference-number">
            <Ltr>{booking.referenceNumber}</Ltr>
          </Text>
          {booking.hotelConfirmationNumber && (
            <Text c="dimmed">
              <Ltr>{t('confirm.hotelNumber', { number: booking.hotelConfirmationNumber })}</Ltr>
            </Text>
          )}
          <Group gap="xs" mt="sm" aria-live="polite">
            <Text>{t('confirm.status')}</Text>
            <BookingStatusBadge status={booking.bookingStatus} />
            <Text size="sm" fw={600} data-testid="supplier-status">
              {isPreconfirmed ? t('confirm.preconfirmed') : t('confirm.confirmed')}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" data-testid="status-explained">
            {isPreconfirmed ? t('confirm.preconfirmedText') : t('confirm.confirmedText')}
          </Text>
          <Text mt="sm" data-testid="paid-amount">
            <Ltr>
              {t('confirm.paid', {
                amount: formatMoney(
                  { amount: booking.breakdown.total, currency: booking.breakdown.currency },
                  language,
                ),
              })}
            </Ltr>
          </Text>
          <Text size="sm" fw={600} mt="xs" data-testid="free-cancellation">
            {policy.freeCancellationUntilLocal
              ? t('confirm.freeUntil', {
                  date: formatHotelTime(policy.freeCancellationUntilLocal, language),
                  place: zonePlace(policy.timeZone),
                })
              : t('confirm.noFreeCancellation')}
          </Text>
          <Text size="sm" c="dimmed">
            <Ltr>{t('confirm.mail', { email: booking.contact.email })}</Ltr>
          </Text>
          <Group mt="md" gap="md">
            {booking.pdfurl && (
              <Button
                component="a"
                href={booking.pdfurl}
                target="_blank"
                rel="noopener"
                variant="light"
                leftSection={<IconFileTypePdf size={18} aria-hidden />}
                data-testid="voucher-link"
              >
                {t('confirm.voucher')}
              </Button>
            )}
            <Button
              component={Link}
              to={`/hotel-details?referenceNumber=${encodeURIComponent(booking.referenceNumber)}`}
            >
              {t('confirm.viewReservation')}
            </Button>
            <Anchor component={Link} to="/mytrip">
              {t('confirm.myTrips')}
            </Anchor>
          </Group>
        </Paper>
        <HotelDetailsSections booking={booking} />
        <DetailSection title={t('confirm.pricePaid')}>
          <PriceBreakdown {...booking.breakdown} />
        </DetailSection>
      </Stack>
    </Container>
  );
}

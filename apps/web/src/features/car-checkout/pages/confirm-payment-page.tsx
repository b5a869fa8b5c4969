import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type CarBooking } from '@travel/contracts';
import { PriceBreakdown } from '../../../shared/booking/checkout/price-breakdown';
import { ResumingPayment } from '../../../shared/booking/checkout/resuming-payment';
import { useFailureMessage } from '../../../shared/booking/checkout/stop-notice';
import { useCheckoutPayment } from '../../../shared/booking/checkout/use-checkout-payment';
import { DetailSection } from '../../../shared/booking/manage/detail-section';
import { CarBookingSections } from '../../../shared/car/car-booking-sections';
import { TermsPdfLink } from '../../../shared/car/car-sections';
import { carConfirmPaymentPath, carPayPath, carReservationPath } from '../../../shared/car/paths';
import { isPayable } from '../../../shared/format/booking';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { PageLoading } from '../../../shared/ui/page-loading';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { carBookingKey, payCar, useCarBooking } from '../api/book-car';
import { forgetCarDraft } from '../lib/car-draft';
import { CAR_PENDING_PAYMENT } from './car-checkout-page';

/** The rental after payment: its status, reference and the company's confirmation, what was paid, the terms, the ways on. */
function PaidRental({ booking }: { booking: CarBooking }) {
  const { t } = useTranslation('car-booking');
  const language = currentLanguage();
  const isConfirmed = booking.bookingStatus === 'confirmed';
  const isUnpaid = isPayable(booking);
  return (
    <Container size="md" py="xl" w="100%">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={isConfirmed ? 'teal' : 'orange'} size={40} radius="xl" aria-hidden>
            {isConfirmed ? <IconCircleCheck size={26} /> : <IconClockHour4 size={26} />}
          </ThemeIcon>
          <Title order={1} size="h2">
            {isConfirmed ? t('confirm.title') : isUnpaid ? t('confirm.unpaidTitle') : t('confirm.otherTitle')}
          </Title>
        </Group>
        <Paper withBorder p="lg" radius="md">
          <Text>{t('confirm.reference')}</Text>
          <Text fz={28} fw={700} data-testid="reference-number">
            <Ltr>{booking.referenceNumber}</Ltr>
          </Text>
          {booking.confirmationNumber && (
            <Text c="dimmed" data-testid="confirmation-number">
              <Ltr>
                {t('confirm.companyNumber', { vendor: booking.rental.vendorName, number: booking.confirmationNumber })}
              </Ltr>
            </Text>
          )}
          <Group gap="xs" mt="sm" aria-live="polite">
            <Text>{t('confirm.status')}</Text>
            <BookingStatusBadge status={booking.bookingStatus} />
          </Group>
          {isConfirmed && (
            <>
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
              {booking.payAtCounter.amount > 0 && (
                <Text size="sm" data-testid="counter-amount">
                  {t('checkout.atCounter')} <Ltr>{formatMoney(booking.payAtCounter, language)}</Ltr>
                </Text>
              )}
              <Text size="sm" c="dimmed" mt="xs">
                <Ltr>{t('confirm.mail', { email: booking.contact.email })}</Ltr>
              </Text>
            </>
          )}
          <Group mt="md" gap="md">
            <TermsPdfLink href={booking.termsPdfUrl} />
            {isUnpaid && (
              <Button component={Link} to={carPayPath(booking.referenceNumber)}>
                {t('confirm.pay')}
              </Button>
            )}
            <Button
              component={Link}
              to={carReservationPath(booking.referenceNumber)}
              variant={isUnpaid ? 'default' : 'filled'}
            >
              {t('confirm.viewReservation')}
            </Button>
            <Anchor component={Link} to="/mytrip">
              {t('confirm.myTrips')}
            </Anchor>
          </Group>
        </Paper>
        <CarBookingSections booking={booking} />
        <DetailSection title={t('confirm.pricePaid')}>
          <PriceBreakdown {...booking.breakdown} />
        </DetailSection>
      </Stack>
    </Container>
  );
}

/**
 * After payment (/booknow/cars/confirm-payment?referenceNumber=): the rental's status and
 * numbers, the terms PDF, the way to the reservation and My Trips. The bank's 3-D Secure page
 * returns here with `?resume=&challenge=`: the payment finishes first.
 */
export function CarConfirmPaymentPage() {
  const { t } = useTranslation('car-booking');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resume = params.get('resume');
  const referenceNumber = params.get('referenceNumber');
  const payment = useCheckoutPayment<CarBooking>({
    resume,
    challenge: params.get('challenge'),
    draftId: null,
    pendingKey: CAR_PENDING_PAYMENT,
    pay: payCar,
    forgetDraft: forgetCarDraft,
    bookingKey: carBookingKey,
    confirmationPath: carConfirmPaymentPath,
  });
  const details = useCarBooking(resume ? null : referenceNumber);
  const failureMessage = useFailureMessage();
  if (resume)
    return <ResumingPayment payment={payment} onViewBooking={() => void navigate(carReservationPath(resume))} />;
  if (details.isPending && referenceNumber) return <PageLoading />;
  if (!details.data)
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert">
          {referenceNumber ? failureMessage(details.error) : t('confirm.noReference')}
        </Alert>
      </Container>
    );
  return <PaidRental booking={details.data} />;
}

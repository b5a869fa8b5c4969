import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ApiError } from '../../../shared/api/api-error';
import { isPayable } from '../../../shared/format/booking';
import { useReservationDetails } from '../api/reservation-details';
import { CheckoutLayout } from '../../../shared/booking/checkout/checkout-layout';
import { PaymentSection } from '../../../shared/booking/checkout/payment-section';
import { PriceAside } from '../../../shared/booking/checkout/price-aside';
import type { CardPayment } from '../../../shared/booking/checkout/use-card-payment';
import { ItinerarySummary } from './itinerary-summary';

/**
 * The payment step of a held booking: the checkout after 'Continue to payment' (kept in the
 * address, so a reload comes back here), and Pay from the trips or the agency's bookings. Only a
 * booking awaiting payment within its ticketing time limit shows the card form.
 */
export function HeldPayment({
  referenceNumber,
  payment,
  audience,
}: {
  referenceNumber: string;
  payment: CardPayment;
  audience: 'customer' | 'agency';
}) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const details = useReservationDetails(referenceNumber);
  const booking = details.data;
  const viewBooking = () => navigate(`/flight-details?referenceNumber=${encodeURIComponent(referenceNumber)}`);

  if (details.isPending) {
    return <PageLoading />;
  }
  if (!booking) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert">
          {details.error instanceof ApiError && details.error.message
            ? details.error.message
            : t('common:common.somethingWentWrong')}
        </Alert>
      </Container>
    );
  }
  if (!isPayable(booking)) {
    const isLapsed = booking.bookingStatus === 'pending_payment' || booking.bookingStatus === 'cancelled';
    return (
      <Container size="sm" py="xl">
        <Alert color={isLapsed ? 'orange' : 'blue'} role="alert" data-testid="not-payable">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {isLapsed ? t('timeLimitPassed') : t('notAwaitingPayment', { reference: referenceNumber })}
            </Text>
            <Button onClick={() => void viewBooking()}>{t('viewBooking')}</Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  return (
    <CheckoutLayout
      title={t('title')}
      aside={<PriceAside subtitle={booking.fareFamilyName} price={booking.breakdown} audience={audience} />}
    >
      <ItinerarySummary flights={booking.flights} />
      <PaymentSection booking={booking} held={t('held', { reference: booking.referenceNumber })} payment={payment} />
    </CheckoutLayout>
  );
}

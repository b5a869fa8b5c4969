import { Alert, Button, Center, Container, Grid, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FlightBooking } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/session-context';
import { reservationKey, useReservationDetails } from '../api/get-reservation-details';
import { BookingActions } from '../components/booking-actions';
import { BookingHistory } from '../../../shared/booking/manage/booking-history';
import { BookingLegs } from '../components/booking-legs';
import { BookingPrice } from '../components/booking-price';
import { BookingSummary } from '../components/booking-summary';
import { BookingTravellers } from '../components/booking-travellers';
import { CancelPanel } from '../components/cancel-panel';
import { DetailSection } from '../components/detail-section';
import { FareSummary } from '../components/fare-summary';
import { isCancellable } from '../../../shared/format/booking';

/**
 * One flight booking (/flight-details and /booknow/flights/reservation-details): legs in local
 * time, travellers and tickets, fare, price, payment, history; cancel, void, resend, claim.
 */
export function ReservationDetailsPage() {
  const { t } = useTranslation('trips');
  const { hasToken } = useSession();
  const referenceNumber = (useSearchParams()[0].get('referenceNumber') ?? '').trim();
  const queryClient = useQueryClient();
  const details = useReservationDetails(hasToken ? referenceNumber : '');

  if (!hasToken) {
    return (
      <Container size="sm" py="xl">
        <Alert color="blue" title={t('details.signInTitle')}>
          {t('details.signInText')}
          <Button component={Link} to="/login" mt="sm" display="block" w="fit-content">
            {t('details.signIn')}
          </Button>
        </Alert>
      </Container>
    );
  }
  if (!referenceNumber) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red">{t('details.noReference')}</Alert>
      </Container>
    );
  }
  if (details.isError) {
    // The details are emptied: only the reason is shown.
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" data-testid="details-error">
          {details.error instanceof ApiError && details.error.message
            ? details.error.message
            : t('common:common.somethingWentWrong')}
        </Alert>
      </Container>
    );
  }
  const booking = details.data;
  if (!booking) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:common.loading')} />
      </Center>
    );
  }

  const replace = (updated: FlightBooking) => {
    queryClient.setQueryData(reservationKey(referenceNumber), updated);
    void queryClient.invalidateQueries({ queryKey: ['trips', 'list'] });
  };
  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <BookingSummary booking={booking} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <DetailSection title={t('details.itinerary')}>
                <BookingLegs flights={booking.flights} />
              </DetailSection>
              <DetailSection title={t('details.travellers')}>
                <BookingTravellers travelers={booking.travelers} />
              </DetailSection>
              <DetailSection title={t('details.fare')}>
                <FareSummary booking={booking} />
              </DetailSection>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <DetailSection title={t('details.price')}>
                <BookingPrice breakdown={booking.breakdown} payment={booking.payment} />
              </DetailSection>
              <DetailSection title={t('details.manage')} testId="booking-manage">
                <Stack gap="md">
                  {isCancellable(booking) && (
                    // A new answer from the server clears the quote (spec section 4).
                    <CancelPanel
                      key={details.dataUpdatedAt}
                      referenceNumber={booking.referenceNumber}
                      isTicketed={booking.bookingStatus === 'ticketed'}
                      onCancelled={replace}
                      onFailed={() => void details.refetch()}
                    />
                  )}
                  <BookingActions booking={booking} onChanged={replace} />
                </Stack>
              </DetailSection>
              <DetailSection title={t('details.history')}>
                <BookingHistory history={booking.history} />
              </DetailSection>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

import { Alert, Button, Center, Container, Grid, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import type { BookingBase, Vertical } from '@travel/contracts';
import { BookingReadError } from '../../../shared/booking/manage/booking-read-error';
import { BookingHistory } from '../../../shared/booking/manage/booking-history';
import { DetailSection } from '../../../shared/booking/manage/detail-section';
import { useBookingVertical, type BookingVertical } from '../../../shared/booking/registry';
import { isCancellable } from '../../../shared/format/booking';
import { useSession } from '../../../shared/session/session-context';
import { tripsListKey } from '../api/get-trips';
import { reservationKey, useReservationDetails } from '../api/get-reservation-details';
import { BookingActions } from '../components/booking-actions';
import { BookingPrice } from '../components/booking-price';
import { CancelPanel } from '../components/cancel-panel';

/**
 * One booking of a registered vertical (a flight's at /flight-details and
 * /booknow/flights/reservation-details): the vertical's summary and sections (a flight's legs in
 * local time, travellers and tickets, fare), then price, payment, history; cancel or void,
 * resend, claim.
 */
export function ReservationDetailsPage({ vertical: key }: { vertical: Vertical }) {
  const vertical = useBookingVertical(key);
  if (!vertical) return null;
  return <ReservationDetails vertical={vertical} />;
}

function ReservationDetails({ vertical }: { vertical: BookingVertical }) {
  const { t } = useTranslation('trips');
  const { hasToken } = useSession();
  const referenceNumber = (useSearchParams()[0].get('referenceNumber') ?? '').trim();
  const queryClient = useQueryClient();
  const details = useReservationDetails(vertical, hasToken ? referenceNumber : '');
  const { DetailsSummary, DetailsSections, CancelPanel: VerticalCancel, cancellation } = vertical.customer;

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
        <BookingReadError error={details.error} />
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

  const replace = (updated: BookingBase) => {
    queryClient.setQueryData(reservationKey(referenceNumber), updated);
    void queryClient.invalidateQueries({ queryKey: tripsListKey });
  };
  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <DetailsSummary booking={booking} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <DetailsSections booking={booking} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <DetailSection title={t('details.price')}>
                <BookingPrice
                  breakdown={booking.breakdown}
                  payment={booking.payment}
                  paidFromCredit={booking.paidFromCredit}
                  paidFromCard={booking.paidFromCard}
                />
              </DetailSection>
              <DetailSection title={t('details.manage')} testId="booking-manage">
                <Stack gap="md">
                  {isCancellable(booking) && VerticalCancel && (
                    <VerticalCancel
                      key={details.dataUpdatedAt}
                      booking={booking}
                      onCancelled={replace}
                      onFailed={() => void details.refetch()}
                    />
                  )}
                  {isCancellable(booking) && !VerticalCancel && cancellation && (
                    // A new answer from the server clears the quote (spec section 4).
                    <CancelPanel
                      key={details.dataUpdatedAt}
                      referenceNumber={booking.referenceNumber}
                      paths={cancellation}
                      isTicketed={vertical.customer.isFulfilled(booking)}
                      onCancelled={replace}
                      onFailed={() => void details.refetch()}
                      cancelledMessage={vertical.customer.cancelledMessage}
                      texts={vertical.customer.cancelTexts}
                    />
                  )}
                  <BookingActions
                    booking={booking}
                    payPath={vertical.customer.payPath(booking.referenceNumber)}
                    sendConfirmationPath={vertical.customer.sendConfirmationPath}
                    onChanged={replace}
                  />
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

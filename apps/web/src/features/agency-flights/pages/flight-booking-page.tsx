import { Group, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { useFlightBooking } from '../api/get-flight-booking';
import { FlightBookingFacts } from '../components/booking-facts';
import { BookingLegs } from '../components/booking-legs';
import { BookingMoney } from '../components/booking-money';
import { AgencyBookingPage } from '../../../shared/booking/manage/agency-booking-page';
import { BookingSummaryCard } from '../../../shared/booking/manage/booking-facts';
import { BookingHistory } from '../../../shared/booking/manage/booking-history';
import { DetailSection as Section } from '../../../shared/booking/manage/detail-section';
import { BookingTravellers } from '../components/booking-people';
import { CancelPanel } from '../components/cancel-panel';
import { StatusBadges } from '../components/status-badges';
import { TicketButtons } from '../components/ticket-buttons';
import { isCancellable, routeOf } from '../../../shared/format/booking';

/** One flight booking of the agency, with the same actions as its row in the list. */
export function FlightBookingPage() {
  const { t } = useTranslation('agency');
  const id = useParams().id ?? '';
  const details = useFlightBooking(id);
  return (
    <AgencyBookingPage query={details} back={{ to: '/bookings/flights', label: t('flights.detail.back') }}>
      {(booking, readAt) => ({
        summary: (
          <BookingSummaryCard title={routeOf(booking.flights)} status={<StatusBadges booking={booking} />}>
            <FlightBookingFacts booking={booking} />
          </BookingSummaryCard>
        ),
        main: (
          <>
            <Section title={t('flights.detail.itinerary')}>
              <BookingLegs flights={booking.flights} />
            </Section>
            <Section title={t('flights.detail.travellers')}>
              <BookingTravellers travelers={booking.travelers} />
            </Section>
          </>
        ),
        side: (
          <>
            <Section title={t('flights.detail.actions')} testId="booking-manage">
              <Stack gap="md">
                <Group>
                  <TicketButtons booking={booking} size="sm" />
                </Group>
                {isCancellable(booking) ? (
                  <CancelPanel key={readAt} booking={booking} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('flights.detail.noActions')}
                  </Text>
                )}
              </Stack>
            </Section>
            <Section title={t('flights.detail.price')}>
              <BookingMoney booking={booking} />
            </Section>
            <Section title={t('flights.detail.history')}>
              <BookingHistory history={booking.history} />
            </Section>
          </>
        ),
      })}
    </AgencyBookingPage>
  );
}

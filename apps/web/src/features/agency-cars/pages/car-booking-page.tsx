import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AgencyBookingPage } from '../../../shared/booking/manage/agency-booking-page';
import { AgencyCancelPanel } from '../../../shared/booking/manage/agency-cancel';
import type { BookingFact } from '../../../shared/booking/manage/booking-facts';
import { BookingHistory } from '../../../shared/booking/manage/booking-history';
import { DetailSection as Section } from '../../../shared/booking/manage/detail-section';
import { CarBookingHead, CarBookingSections, formatRentalDates } from '../../../shared/car/car-booking-sections';
import { cardBrandName } from '../../../shared/format/card-brand';
import { formatInstant, isCancellable } from '../../../shared/format/booking';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { PriceLines } from '../../../shared/widgets/price-lines';
import { AGENCY_CAR_CANCEL, useCarBooking } from '../api/car-bookings';

/** One car booking of the agency (/bookings/cars/:id), with the same cancel as its row in the list. */
export function CarBookingPage() {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  const id = useParams().id ?? '';
  const details = useCarBooking(id);
  return (
    <AgencyBookingPage query={details} back={{ to: '/bookings/cars', label: t('cars.detail.back') }}>
      {(booking, readAt) => {
        const { breakdown, payment } = booking;
        const facts: BookingFact[] = [
          { label: t('cars.detail.reference'), value: booking.referenceNumber, testId: 'reference-number' },
          {
            label: t('cars.detail.confirmation'),
            value: booking.confirmationNumber ?? '—',
            testId: 'car-confirmation',
          },
          { label: t('cars.detail.dates'), value: formatRentalDates(booking.rental) },
          { label: t('cars.detail.customer'), value: booking.customerName },
          { label: t('cars.detail.created'), value: formatInstant(booking.createdAt, language) },
        ];
        if (booking.cancelledAt)
          facts.push({ label: t('cars.detail.cancelledAt'), value: formatInstant(booking.cancelledAt, language) });
        return {
          summary: <CarBookingHead booking={booking} facts={facts} />,
          main: <CarBookingSections booking={booking} />,
          side: (
            <>
              <Section title={t('cars.detail.actions')} testId="booking-manage">
                {isCancellable(booking) ? (
                  <AgencyCancelPanel key={readAt} cancellation={AGENCY_CAR_CANCEL} booking={booking} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('cars.detail.noActions')}
                  </Text>
                )}
              </Section>
              <Section title={t('cars.detail.price')}>
                <PriceLines
                  currency={breakdown.currency}
                  lines={breakdown.lines}
                  total={breakdown.total}
                  audience="agency"
                >
                  <Text size="sm" c="dimmed" data-testid="payment-card">
                    {!payment
                      ? t('cars.price.unpaid')
                      : payment.cardLast4
                        ? t('cars.price.card', { brand: cardBrandName(payment.cardBrand), last4: payment.cardLast4 })
                        : t('cars.price.onAccount')}
                  </Text>
                </PriceLines>
              </Section>
              <Section title={t('cars.detail.history')}>
                <BookingHistory history={booking.history} />
              </Section>
            </>
          ),
        };
      }}
    </AgencyBookingPage>
  );
}

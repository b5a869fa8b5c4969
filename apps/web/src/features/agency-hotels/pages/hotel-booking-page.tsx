import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AgencyBookingPage } from '../../../shared/booking/manage/agency-booking-page';
import type { BookingFact } from '../../../shared/booking/manage/booking-facts';
import { BookingHistory } from '../../../shared/booking/manage/booking-history';
import { DetailSection as Section } from '../../../shared/booking/manage/detail-section';
import { cardBrandName } from '../../../shared/format/card-brand';
import { formatInstant, isCancellable } from '../../../shared/format/booking';
import { HotelBookingHead, HotelDetailsSections } from '../../../shared/hotel/hotel-sections';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { PriceLines } from '../../../shared/widgets/price-lines';
import { useHotelBooking } from '../api/hotel-bookings';
import { HotelCancelPanel } from '../components/cancel-panel';

/** One hotel booking of the agency (/bookings/hotels/:id), with the same cancel as its row in the list. */
export function HotelBookingPage() {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  const id = useParams().id ?? '';
  const details = useHotelBooking(id);
  return (
    <AgencyBookingPage query={details} back={{ to: '/bookings/hotels', label: t('hotels.detail.back') }}>
      {(booking, readAt) => {
        const { breakdown, payment } = booking;
        const facts: BookingFact[] = [
          { label: t('hotels.detail.reference'), value: booking.referenceNumber, testId: 'reference-number' },
          {
            label: t('hotels.detail.confirmation'),
            value: booking.hotelConfirmationNumber ?? booking.supplierReference ?? '—',
            testId: 'hotel-confirmation',
          },
          { label: t('hotels.detail.customer'), value: booking.customerName },
          { label: t('hotels.detail.created'), value: formatInstant(booking.createdAt, language) },
          { label: t('hotels.detail.vendor'), value: booking.vendor },
        ];
        if (booking.cancelledAt)
          facts.push({ label: t('hotels.detail.cancelledAt'), value: formatInstant(booking.cancelledAt, language) });
        return {
          summary: <HotelBookingHead booking={booking} facts={facts} />,
          main: <HotelDetailsSections booking={booking} />,
          side: (
            <>
              <Section title={t('hotels.detail.actions')} testId="booking-manage">
                {isCancellable(booking) ? (
                  <HotelCancelPanel key={readAt} booking={booking} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('hotels.detail.noActions')}
                  </Text>
                )}
              </Section>
              <Section title={t('hotels.detail.price')}>
                <PriceLines
                  currency={breakdown.currency}
                  lines={breakdown.lines}
                  total={breakdown.total}
                  audience="agency"
                >
                  <Text size="sm" c="dimmed" data-testid="payment-card">
                    {!payment
                      ? t('hotels.price.unpaid')
                      : payment.cardLast4
                        ? t('hotels.price.card', { brand: cardBrandName(payment.cardBrand), last4: payment.cardLast4 })
                        : t('hotels.price.onAccount')}
                  </Text>
                </PriceLines>
              </Section>
              <Section title={t('hotels.detail.history')}>
                <BookingHistory history={booking.history} />
              </Section>
            </>
          ),
        };
      }}
    </AgencyBookingPage>
  );
}

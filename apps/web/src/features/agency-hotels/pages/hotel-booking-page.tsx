import { useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { AgencyBookingPage } from '../../../shared/booking/manage/agency-booking-page';
import { AgencyBookingSide } from '../../../shared/booking/manage/agency-booking-side';
import type { BookingFact } from '../../../shared/booking/manage/booking-facts';
import { formatInstant } from '../../../shared/format/booking';
import { HotelBookingHead, HotelDetailsSections } from '../../../shared/hotel/hotel-sections';
import { currentLanguage } from '../../../shared/i18n/i18n';
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
            <AgencyBookingSide
              booking={booking}
              textsPrefix="hotels"
              cancel=<HotelCancelPanel key={readAt} booking={booking} />
            />
          ),
        };
      }}
    </AgencyBookingPage>
  );
}

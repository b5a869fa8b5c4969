import { useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { AgencyBookingPage } from '../../../shared/booking/manage/agency-booking-page';
import { AgencyBookingSide } from '../../../shared/booking/manage/agency-booking-side';
import { AgencyCancelPanel } from '../../../shared/booking/manage/agency-cancel';
import type { BookingFact } from '../../../shared/booking/manage/booking-facts';
import { CarBookingHead, CarBookingSections, formatRentalDates } from '../../../shared/car/car-booking-sections';
import { formatInstant } from '../../../shared/format/booking';
import { currentLanguage } from '../../../shared/i18n/i18n';
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
            <AgencyBookingSide
              booking={booking}
              textsPrefix="cars"
              cancel=<AgencyCancelPanel key={readAt} cancellation={AGENCY_CAR_CANCEL} booking={booking} />
            />
          ),
        };
      }}
    </AgencyBookingPage>
  );
}

import { useTranslation } from '../../../shared/i18n/react';
import type { FlightBooking } from '@travel/contracts';
import { DetailSection } from '../../../shared/booking/manage/detail-section';
import { BookingLegs } from './booking-legs';
import { BookingTravellers } from './booking-travellers';
import { FareSummary } from './fare-summary';

/** A flight booking in detail: its legs in local time, its travellers and tickets, its fare. */
export function FlightDetailsSections({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation('trips');
  return (
    <>
      <DetailSection title={t('details.itinerary')}>
        <BookingLegs flights={booking.flights} />
      </DetailSection>
      <DetailSection title={t('details.travellers')}>
        <BookingTravellers travelers={booking.travelers} />
      </DetailSection>
      <DetailSection title={t('details.fare')}>
        <FareSummary booking={booking} />
      </DetailSection>
    </>
  );
}

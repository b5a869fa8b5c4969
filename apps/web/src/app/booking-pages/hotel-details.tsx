import { ReservationDetailsPage } from '../../features/trips/pages/reservation-details-page';
import { WithVerticals } from './with-verticals';

export function HotelReservationDetailsPage() {
  return (
    <WithVerticals>
      <ReservationDetailsPage vertical="hotel" />
    </WithVerticals>
  );
}

import { ReservationDetailsPage } from '../../features/trips/pages/reservation-details-page';
import { WithVerticals } from './with-verticals';

export function FlightReservationDetailsPage() {
  return (
    <WithVerticals>
      <ReservationDetailsPage vertical="flight" />
    </WithVerticals>
  );
}

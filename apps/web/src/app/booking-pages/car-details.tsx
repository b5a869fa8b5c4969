import { ReservationDetailsPage } from '../../features/trips/pages/reservation-details-page';
import { WithVerticals } from './with-verticals';

export function CarReservationDetailsPage() {
  return (
    <WithVerticals>
      <ReservationDetailsPage vertical="car" />
    </WithVerticals>
  );
}

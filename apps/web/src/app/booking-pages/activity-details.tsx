import { ReservationDetailsPage } from '../../features/trips/pages/reservation-details-page';
import { WithVerticals } from './with-verticals';

export function ActivityReservationDetailsPage() {
  return (
    <WithVerticals>
      <ReservationDetailsPage vertical="activity" />
    </WithVerticals>
  );
}

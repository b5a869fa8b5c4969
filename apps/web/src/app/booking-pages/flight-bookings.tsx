import { AgencyBookingsPage } from '../../features/agency-bookings/pages/bookings-page';
import { WithVerticals } from './with-verticals';

export function FlightBookingsPage() {
  return (
    <WithVerticals>
      <AgencyBookingsPage vertical="flight" />
    </WithVerticals>
  );
}

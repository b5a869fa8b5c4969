import { AgencyBookingsPage } from '../../features/agency-bookings/pages/bookings-page';
import { WithVerticals } from './with-verticals';

export function CarBookingsPage() {
  return (
    <WithVerticals>
      <AgencyBookingsPage vertical="car" />
    </WithVerticals>
  );
}

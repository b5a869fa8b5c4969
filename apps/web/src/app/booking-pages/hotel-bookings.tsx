import { AgencyBookingsPage } from '../../features/agency-bookings/pages/bookings-page';
import { WithVerticals } from './with-verticals';

export function HotelBookingsPage() {
  return (
    <WithVerticals>
      <AgencyBookingsPage vertical="hotel" />
    </WithVerticals>
  );
}

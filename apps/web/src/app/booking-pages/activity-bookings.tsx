import { AgencyBookingsPage } from '../../features/agency-bookings/pages/bookings-page';
import { WithVerticals } from './with-verticals';

export function ActivityBookingsPage() {
  return (
    <WithVerticals>
      <AgencyBookingsPage vertical="activity" />
    </WithVerticals>
  );
}

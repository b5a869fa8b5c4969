import { MyTripsPage as TripsPage } from '../../features/trips/pages/my-trips-page';
import { WithVerticals } from './with-verticals';

export function MyTripsPage() {
  return (
    <WithVerticals>
      <TripsPage />
    </WithVerticals>
  );
}

import { useAgency } from '../../../shared/agency/agency-context';
import { AgencyHero } from '../components/agency-hero';
import { OwnerLanding } from '../components/owner-landing';

/** '/': the product owner's marketing landing, or the agency's hero with Book Now. */
export function LandingPage() {
  const agency = useAgency();
  return agency.isOwner ? <OwnerLanding /> : <AgencyHero />;
}

import { createContext, useContext, type ReactNode } from 'react';
import type { PublicAgency } from '@travel/contracts';

export const AgencyContext = createContext<PublicAgency | null>(null);

export function AgencyProvider({ agency, children }: { agency: PublicAgency; children: ReactNode }) {
  return <AgencyContext.Provider value={agency}>{children}</AgencyContext.Provider>;
}

/** The agency of this site; the app renders only when there is one. */
export function useAgency(): PublicAgency {
  const agency = useContext(AgencyContext);
  if (!agency) throw new Error('useAgency outside AgencyProvider');
  return agency;
}

export function useIsAgencyActive(): boolean {
  return useAgency().status === 'Active';
}

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { PublicAgency } from '@travel/contracts';

export const AgencyContext = createContext<PublicAgency | null>(null);
const ReplaceAgencyContext = createContext<((agency: PublicAgency) => void) | null>(null);

/**
 * The agency of this site: the one the server inlined, until the website settings replace it
 * (then header, footer, theme and the page's own brand colour and title follow at once).
 */
export function AgencyProvider({ agency: initial, children }: { agency: PublicAgency; children: ReactNode }) {
  const [agency, setAgency] = useState(initial);
  const replace = useCallback((next: PublicAgency) => {
    setAgency(next);
    // Only the settings page replaces the agency: the shell never loads this.
    void import('./brand').then(({ applyBrand }) => applyBrand(next));
  }, []);
  return (
    <ReplaceAgencyContext.Provider value={replace}>
      <AgencyContext.Provider value={agency}>{children}</AgencyContext.Provider>
    </ReplaceAgencyContext.Provider>
  );
}

/** The agency of this site; the app renders only when there is one. */
export function useAgency(): PublicAgency {
  const agency = useContext(AgencyContext);
  if (!agency) throw new Error('useAgency outside AgencyProvider');
  return agency;
}

/** Replaces the agency of this site with one the server answered (after a settings change). */
export function useReplaceAgency(): (agency: PublicAgency) => void {
  const replace = useContext(ReplaceAgencyContext);
  if (!replace) throw new Error('useReplaceAgency outside AgencyProvider');
  return replace;
}

export function useIsAgencyActive(): boolean {
  return useAgency().status === 'Active';
}

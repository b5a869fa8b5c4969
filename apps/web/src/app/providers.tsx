import type { ReactNode } from 'react';
import type { PublicAgency } from '@travel/contracts';
import { AgencyProvider } from '../shared/agency/agency-context';
import { PreferencesProvider } from '../shared/preferences/preferences-context';
import { SessionProvider } from '../shared/session/session-context';
import { Toaster } from '../shared/ui/toaster';

/**
 * The shell's contexts: agency, preferences, session. The brand's CSS variables come inlined in
 * index.html by the server; the component library loads lazily.
 */
export function AppProviders({ agency, children }: { agency: PublicAgency | null; children: ReactNode }) {
  const content = agency ? <AgencyProvider agency={agency}>{children}</AgencyProvider> : children;
  return (
    <PreferencesProvider>
      <Toaster />
      <SessionProvider>{content}</SessionProvider>
    </PreferencesProvider>
  );
}

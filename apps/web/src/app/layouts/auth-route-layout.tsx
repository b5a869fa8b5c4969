import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LandingPage } from '../../features/landing/pages/landing-page';
import { useAgency } from '../../shared/agency/agency-context';
import { AuthModeContext, type AuthMode } from '../../shared/layout/auth-mode';

/** Auth routes: on agency sites the landing stays behind the form's modal. */
export function AuthRouteLayout() {
  const agency = useAgency();
  const mode: AuthMode = agency.authLayout === 'split' ? 'split' : agency.isOwner ? 'page' : 'modal';
  return (
    <AuthModeContext.Provider value={mode}>
      {mode === 'modal' && <LandingPage />}
      {/* The landing paints at once; the form's modal joins it when its code is in. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AuthModeContext.Provider>
  );
}
